// The built-in settings, sliders, about and banner: what the API answers when the database has no record
// or cannot be read, what the sites show when a read fails, and what the sample content's seeding starts
// from. Font names are FONT_CHOICES.

export type SiteDefaultName = 'settings' | 'sliders' | 'about' | 'banner';

export const SITE_DEFAULTS = {
  settings: {
    site_name: {
      tr: 'Konak Yapı',
      en: 'Konak Yapı',
      ru: 'Konak Yapı',
    },
    meta_title: {
      tr: "Konak Yapı — Antalya'da Yaşam Alanları",
      en: 'Konak Yapı — Homes in Antalya',
      ru: 'Konak Yapı — жильё в Анталье',
    },
    meta_description: {
      tr: "Antalya Kepez'de tamamlanan, devam eden ve planlanan konut projelerimizi keşfedin; sizi arayalım.",
      en: 'Explore our completed, ongoing and planned residential projects in Kepez, Antalya — and let us call you back.',
      ru: 'Жилые комплексы в Кепезе, Анталья: сданные, строящиеся и будущие проекты. Оставьте заявку — мы перезвоним.',
    },
    meta_keywords: {
      tr: 'antalya konut, kepez daire, yeni proje, 2+1 daire, yatırım',
      en: 'antalya apartments, kepez homes, new development, investment property',
      ru: 'квартиры в анталье, кепез, новостройки, недвижимость в турции',
    },
    address: {
      tr: 'Göksu Mahallesi, Gazi Bulvarı No: 312, 07320 Kepez / Antalya',
      en: 'Göksu Mahallesi, Gazi Bulvarı No: 312, 07320 Kepez / Antalya, Türkiye',
      ru: 'Гёксу, бульвар Гази № 312, 07320 Кепез / Анталья, Турция',
    },
    logo: '',
    favicon: '',
    contact_email: 'info@konakyapi.com.tr',
    contact_phone: '+90 242 345 12 07',
    contact_whatsapp: '+90 532 207 12 07',
    social_facebook: 'https://www.facebook.com/konakyapi',
    social_instagram: 'https://www.instagram.com/konakyapi',
    social_twitter: '',
    social_linkedin: 'https://www.linkedin.com/company/konakyapi',
    social_youtube: 'https://www.youtube.com/@konakyapi',
    primary_color: '#D4A574',
    secondary_color: '#2D2D2D',
    accent_color: '#C9A574',
    background_color: '#FFFFFF',
    text_color: '#2D2D2D',
    heading_font: 'Playfair Display',
    body_font: 'Inter',
    font_size_base: '16px',
  },
  sliders: [
    {
      id: 0,
      order: 1,
      active: true,
      title: {
        tr: "Antalya'da Yeni Bir Yaşam",
        en: 'A New Life in Antalya',
        ru: 'Новая жизнь в Анталье',
      },
      subtitle: {
        tr: 'Doğayla iç içe, şehre yakın konutlar',
        en: 'Homes close to nature and to the city',
        ru: 'Дома рядом с природой и городом',
      },
      description: {
        tr: 'Yirmi yıllık mühendislik birikimiyle, ailenizin yıllarca keyifle yaşayacağı evler inşa ediyoruz.',
        en: 'With twenty years of engineering behind us, we build homes your family will enjoy for decades.',
        ru: 'Двадцать лет инженерного опыта — мы строим дома, в которых вашей семье будет хорошо долгие годы.',
      },
      cta_text: {
        tr: 'Projeleri Keşfedin',
        en: 'Explore Projects',
        ru: 'Смотреть проекты',
      },
      cta_link: '#projeler',
      media_type: 'image',
      media_url: '',
      image_url: '',
    },
    {
      id: 0,
      order: 2,
      active: true,
      title: {
        tr: 'Benzersiz Olmak',
        en: 'Being Unique',
        ru: 'Быть особенным',
      },
      subtitle: {
        tr: 'Her ihtiyaca yönelik yapı çözümleri',
        en: 'Building solutions for every need',
        ru: 'Строительные решения для любых потребностей',
      },
      description: {
        tr: 'Her projemizi yaşayacak insanları düşünerek tasarlıyor; sağlam, estetik ve değerini koruyan yapılar üretiyoruz.',
        en: 'We design every project around the people who will live in it, and build homes that are solid, beautiful and hold their value.',
        ru: 'Каждый проект мы создаём для людей, которые будут в нём жить: надёжно, красиво и с сохранением стоимости.',
      },
      cta_text: {
        tr: 'Hakkımızda',
        en: 'About Us',
        ru: 'О нас',
      },
      cta_link: '#hakkimizda',
      media_type: 'image',
      media_url: '',
      image_url: '',
    },
  ],
  about: {
    id: 0,
    image: '',
    title: {
      tr: 'Hakkımızda',
      en: 'About Us',
      ru: 'О нас',
    },
    subtitle: {
      tr: "1995'ten bu yana güvenle inşa ediyoruz",
      en: 'Building with trust since 1995',
      ru: 'Строим с доверием с 1995 года',
    },
    description: {
      tr: "Konak Yapı, ikinci kuşak bir iç mimar ile bir inşaat mühendisinin ortak hayaliyle kuruldu. 1995'ten beri faaliyet gösteren kardeş şirketimizin deneyimiyle 2001'den bu yana Antalya'da 1 milyon m²'yi aşan yaşam alanı tamamladık.\n\nYirmi yıllık mühendislik tecrübemizi, iç mimarinin incelikleriyle birleştiriyor; her projede işlevselliği, estetiği ve uzun ömürlü kaliteyi bir arada sunuyoruz.",
      en: 'Konak Yapı was founded by a second-generation interior architect together with a civil engineer. Backed by our sister company, active since 1995, we have completed more than 1 million m² of living space in Antalya since 2001.\n\nWe combine twenty years of engineering experience with the finesse of interior architecture, so that every project is functional, beautiful and built to last.',
      ru: 'Konak Yapı основали дизайнер интерьеров во втором поколении и инженер-строитель. Опираясь на опыт родственной компании, работающей с 1995 года, с 2001 года мы построили в Анталье более 1 миллиона м² жилья.\n\nМы соединяем двадцатилетний инженерный опыт с тонкостью интерьерной архитектуры, чтобы каждый проект был удобным, красивым и долговечным.',
    },
    mission: {
      tr: 'Her ihtiyaca yönelik yapı çözümleri üretmek.',
      en: 'Building solutions for every need.',
      ru: 'Создавать строительные решения для любых потребностей.',
    },
    vision: {
      tr: 'İnşaat sektöründe uluslararası bir marka olmak.',
      en: 'To become an international brand in construction.',
      ru: 'Стать международным брендом в строительстве.',
    },
  },
  banner: {
    id: 0,
    active: true,
    text: {
      tr: "Şantiyeden son kareler ve yeni projeler için bizi Instagram'da takip edin",
      en: 'Follow us on Instagram for the latest site photos and new projects',
      ru: 'Следите за нами в Instagram: свежие фото со стройки и новые проекты',
    },
    link: 'https://www.instagram.com/konakyapi',
    background_image: '',
  },
};

/** A fresh copy of one default, for a service to answer or change. */
export function siteDefault<T>(name: SiteDefaultName): T {
  return structuredClone(SITE_DEFAULTS[name]) as T;
}

/** A fresh copy of all four. */
export function siteDefaults(): typeof SITE_DEFAULTS {
  return structuredClone(SITE_DEFAULTS);
}

// Titles and descriptions of the static pages in the server-rendered head, per language.
import type { Lang } from './public-routes.js';

type Texts = Record<'about' | 'projects' | 'blog' | 'contact' | 'kvkk' | 'notFound', { title: string; description: string }>;

export const PAGE_TEXTS: Record<Lang, Texts> = {
  tr: {
    about: { title: 'Hakkımızda', description: "1995'ten bu yana güvenle inşa eden Konak Yapı'nın hikâyesi, misyonu ve vizyonu." },
    projects: { title: 'Projelerimiz', description: "Antalya'da tamamlanan, devam eden ve planlanan konut projelerimiz." },
    blog: { title: 'Blog', description: "Antalya'da ev almak, yaşam ve projelerimiz üzerine yazılar." },
    contact: { title: 'İletişim', description: 'Kepez ofisimize uğrayın ya da bilgilerinizi bırakın, sizi arayalım.' },
    kvkk: { title: 'KVKK Aydınlatma Metni', description: '6698 sayılı Kişisel Verilerin Korunması Kanunu kapsamında aydınlatma metni.' },
    notFound: { title: 'Sayfa Bulunamadı', description: 'Aradığınız sayfa bulunamadı.' },
  },
  en: {
    about: { title: 'About Us', description: 'The story, mission and vision of Konak Yapı, building with trust since 1995.' },
    projects: { title: 'Our Projects', description: 'Our completed, ongoing and planned residential projects in Antalya.' },
    blog: { title: 'Blog', description: 'Articles on buying a home in Antalya, city life and our projects.' },
    contact: { title: 'Contact', description: 'Visit our office in Kepez or leave your details and we will call you back.' },
    kvkk: { title: 'Personal Data Notice (KVKK)', description: 'Notice under Turkish Personal Data Protection Law No. 6698 (in Turkish).' },
    notFound: { title: 'Page Not Found', description: 'The page you are looking for could not be found.' },
  },
  ru: {
    about: { title: 'О компании', description: 'История, миссия и видение Konak Yapı — строим с доверием с 1995 года.' },
    projects: { title: 'Наши проекты', description: 'Сданные, строящиеся и будущие жилые комплексы в Анталье.' },
    blog: { title: 'Блог', description: 'Статьи о покупке жилья в Анталье, жизни в городе и наших проектах.' },
    contact: { title: 'Контакты', description: 'Приходите в наш офис в Кепезе или оставьте контакты — мы перезвоним.' },
    kvkk: { title: 'Уведомление о персональных данных (KVKK)', description: 'Уведомление по закону Турции № 6698 о защите персональных данных (на турецком).' },
    notFound: { title: 'Страница не найдена', description: 'Запрашиваемая страница не найдена.' },
  },
};

export const OG_LOCALE: Record<Lang, string> = { tr: 'tr_TR', en: 'en_US', ru: 'ru_RU' };

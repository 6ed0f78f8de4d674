// The meta descriptions of the pages whose head is not drawn from content, per language. (Their titles
// are the interface texts the page shows, in i18n/*.json, so the browser's document.title says the
// same.) Read by the server entry only: none of this ships in the browser's bundle.
import type { Lang } from '@konak/shared-ui';

export type DescribedPage =
  'about' | 'projects' | 'homes' | 'compare' | 'blog' | 'contact' | 'kvkk' | 'notFound';

export const DESCRIPTIONS: Record<Lang, Record<DescribedPage, string>> = {
  tr: {
    about: "1995'ten bu yana güvenle inşa eden Konak Yapı'nın hikâyesi, misyonu ve vizyonu.",
    projects: "Antalya'da tamamlanan, devam eden ve planlanan konut projelerimiz.",
    homes: 'Tüm projelerimizdeki satılık daireler: oda sayısı, kat, cephe, metrekare ve fiyata göre arayın.',
    compare: 'Kaydettiğiniz daireler yan yana: plan, kat, cephe, metrekare, fiyat, proje ve teslim.',
    blog: "Antalya'da ev almak, yaşam ve projelerimiz üzerine yazılar.",
    contact: 'Kepez ofisimize uğrayın ya da bilgilerinizi bırakın, sizi arayalım.',
    kvkk: '6698 sayılı Kişisel Verilerin Korunması Kanunu kapsamında aydınlatma metni.',
    notFound: 'Aradığınız sayfa bulunamadı.',
  },
  en: {
    about: 'The story, mission and vision of Konak Yapı, building with trust since 1995.',
    projects: 'Our completed, ongoing and planned residential projects in Antalya.',
    homes: 'Homes for sale in all our projects: search by rooms, floor, facing, size and price.',
    compare: 'Your saved homes side by side: plan, floor, facing, size, price, project and handover.',
    blog: 'Articles on buying a home in Antalya, city life and our projects.',
    contact: 'Visit our office in Kepez or leave your details and we will call you back.',
    kvkk: 'Notice under Turkish Personal Data Protection Law No. 6698.',
    notFound: 'The page you are looking for could not be found.',
  },
  ru: {
    about: 'История, миссия и видение Konak Yapı — строим с доверием с 1995 года.',
    projects: 'Сданные, строящиеся и будущие жилые комплексы в Анталье.',
    homes:
      'Квартиры в продаже во всех наших комплексах: поиск по комнатам, этажу, стороне света, площади и цене.',
    compare: 'Сохранённые квартиры рядом: планировка, этаж, сторона света, площадь, цена, комплекс и сдача.',
    blog: 'Статьи о покупке жилья в Анталье, жизни в городе и наших проектах.',
    contact: 'Приходите в наш офис в Кепезе или оставьте контакты — мы перезвоним.',
    kvkk: 'Уведомление по закону Турции № 6698 о защите персональных данных.',
    notFound: 'Запрашиваемая страница не найдена.',
  },
};

export const OG_LOCALE: Record<Lang, string> = { tr: 'tr_TR', en: 'en_US', ru: 'ru_RU' };

// The brochure's own words in the site's three languages (the project's texts come from its record; its
// stage from the contract's PROJECT_STATUS_LABELS).
import { LANG_LOCALES, type Lang } from '@konak/contract';

export interface BrochureTexts {
  locale: string;
  statusLabel: string;
  availabilityAsOf: (date: string) => string;
  about: string;
  figures: string;
  totalUnits: string;
  availableUnits: string;
  availableOf: (available: number, total: number) => string;
  handover: string;
  unitTypes: string;
  unitType: string;
  count: string;
  area: string;
  features: string;
  plans: string;
  rooms: string;
  planAvailable: (available: number, total: number) => string;
  homes: string;
  homesSummary: (c: { total: number; available: number; reserved: number; sold: number }) => string;
  soldOut: string;
  block: (name: string) => string;
  unit: string;
  floor: string;
  facing: string;
  price: string;
  priceOnRequest: string;
  facings: Record<string, string>;
  location: string;
  nearby: string;
  contact: string;
  phone: string;
  whatsapp: string;
  email: string;
  address: string;
  web: string;
  page: (n: number, of: number) => string;
  disclaimer: string;
  /** The converted prices' rate and its date: "1 € = 38,20 ₺ (26 Kasım 2026 kuru)". */
  rateNote: (rate: string, date: string) => string;
  paymentPlans: string;
  /** Whose figures the plans' lines give: the lowest-priced home for sale. */
  paymentExample: (home: string, price: string) => string;
  /** One plan: its name, the down payment, the instalments ("24 × 81.250 ₺") and their terms, the cash price. */
  paymentPlan: (p: {
    name: string;
    down: string;
    monthly: string | null;
    terms: string;
    cash: string | null;
  }) => string;
  interestFree: string;
  yearlyRate: (rate: string) => string;
}

export const BROCHURE_TEXTS: Record<Lang, BrochureTexts> = {
  tr: {
    locale: LANG_LOCALES.tr,
    statusLabel: 'Durum',
    availabilityAsOf: (date) => `${date} itibarıyla satış durumu`,
    about: 'Proje hakkında',
    figures: 'Teknik bilgiler',
    totalUnits: 'Toplam konut',
    availableUnits: 'Satıştaki konut',
    availableOf: (a, t) => `${a} / ${t}`,
    handover: 'İskân / teslim',
    unitTypes: 'Daire tipleri',
    unitType: 'Tip',
    count: 'Adet',
    area: 'Alan',
    features: 'Özellikler',
    plans: 'Kat planları',
    rooms: 'Oda',
    planAvailable: (a, t) => `${t} konutun ${a} tanesi satışta`,
    homes: 'Satıştaki konutlar',
    homesSummary: (c) =>
      `${c.total} konutun ${c.available} tanesi satışta · ${c.reserved} opsiyonlu · ${c.sold} satıldı`,
    soldOut: 'Bu projedeki tüm konutlar satıldı. Benzer projeler için bizi arayın.',
    block: (name) => `${name} Blok`,
    unit: 'Konut',
    floor: 'Kat',
    facing: 'Cephe',
    price: 'Fiyat',
    priceOnRequest: 'Sorunuz',
    facings: {
      N: 'Kuzey',
      NE: 'Kuzeydoğu',
      E: 'Doğu',
      SE: 'Güneydoğu',
      S: 'Güney',
      SW: 'Güneybatı',
      W: 'Batı',
      NW: 'Kuzeybatı',
    },
    location: 'Konum',
    nearby: 'Yakın yerler',
    contact: 'İletişim',
    phone: 'Telefon',
    whatsapp: 'WhatsApp',
    email: 'E-posta',
    address: 'Adres',
    web: 'Web',
    page: (n, of) => `${n} / ${of}`,
    disclaimer:
      'Fiyatlar ve satış durumu belirtilen tarihteki bilgilerdir; değişebilir. Görseller temsilidir.',
    rateNote: (rate, date) => `Çevrilmiş fiyatlar ${date} tarihli kurla: ${rate}. Satış Türk lirası iledir.`,
    paymentPlans: 'Ödeme planları',
    paymentExample: (home, price) => `Tutarlar satıştaki en uygun fiyatlı konut içindir: ${home}, ${price}.`,
    paymentPlan: ({ name, down, monthly, terms, cash }) =>
      `${name}: peşinat ${down}${monthly ? `, ${monthly} aylık taksit (${terms})` : ''}${cash ? `; peşin ${cash}` : ''}`,
    interestFree: 'faizsiz',
    yearlyRate: (rate) => `yıllık ${rate} faiz`,
  },
  en: {
    locale: LANG_LOCALES.en,
    statusLabel: 'Status',
    availabilityAsOf: (date) => `Availability as of ${date}`,
    about: 'About the project',
    figures: 'Key figures',
    totalUnits: 'Homes in total',
    availableUnits: 'Homes available',
    availableOf: (a, t) => `${a} of ${t}`,
    handover: 'Completion',
    unitTypes: 'Home types',
    unitType: 'Type',
    count: 'Homes',
    area: 'Area',
    features: 'Features',
    plans: 'Floor plans',
    rooms: 'Rooms',
    planAvailable: (a, t) => `${a} of ${t} available`,
    homes: 'Available homes',
    homesSummary: (c) =>
      `${c.available} of ${c.total} homes available · ${c.reserved} reserved · ${c.sold} sold`,
    soldOut: 'Every home in this project has been sold. Call us about similar projects.',
    block: (name) => `Block ${name}`,
    unit: 'Home',
    floor: 'Floor',
    facing: 'Facing',
    price: 'Price',
    priceOnRequest: 'On request',
    facings: {
      N: 'North',
      NE: 'North-east',
      E: 'East',
      SE: 'South-east',
      S: 'South',
      SW: 'South-west',
      W: 'West',
      NW: 'North-west',
    },
    location: 'Location',
    nearby: 'Nearby',
    contact: 'Contact',
    phone: 'Phone',
    whatsapp: 'WhatsApp',
    email: 'E-mail',
    address: 'Address',
    web: 'Web',
    page: (n, of) => `${n} / ${of}`,
    disclaimer: 'Prices and availability are as of the date shown and may change. Images are illustrative.',
    rateNote: (rate, date) => `Converted prices at the rate of ${date}: ${rate}. Sales are in Turkish lira.`,
    paymentPlans: 'Payment plans',
    paymentExample: (home, price) => `Figures for the lowest-priced home for sale: ${home}, ${price}.`,
    paymentPlan: ({ name, down, monthly, terms, cash }) =>
      `${name}: ${down} down${monthly ? `, ${monthly} a month (${terms})` : ''}${cash ? `; ${cash} paid at once` : ''}`,
    interestFree: 'interest-free',
    yearlyRate: (rate) => `${rate} a year`,
  },
  ru: {
    locale: LANG_LOCALES.ru,
    statusLabel: 'Статус',
    availabilityAsOf: (date) => `Наличие квартир на ${date}`,
    about: 'О проекте',
    figures: 'Основные показатели',
    totalUnits: 'Всего квартир',
    availableUnits: 'В продаже',
    availableOf: (a, t) => `${a} из ${t}`,
    handover: 'Сдача',
    unitTypes: 'Типы квартир',
    unitType: 'Тип',
    count: 'Кол-во',
    area: 'Площадь',
    features: 'Особенности',
    plans: 'Планировки',
    rooms: 'Комнаты',
    planAvailable: (a, t) => `В продаже ${a} из ${t}`,
    homes: 'Квартиры в продаже',
    homesSummary: (c) =>
      `В продаже ${c.available} из ${c.total} квартир · ${c.reserved} забронировано · ${c.sold} продано`,
    soldOut: 'Все квартиры этого проекта проданы. Позвоните нам — предложим похожие проекты.',
    block: (name) => `Блок ${name}`,
    unit: 'Квартира',
    floor: 'Этаж',
    facing: 'Сторона',
    price: 'Цена',
    priceOnRequest: 'По запросу',
    facings: {
      N: 'Север',
      NE: 'Северо-восток',
      E: 'Восток',
      SE: 'Юго-восток',
      S: 'Юг',
      SW: 'Юго-запад',
      W: 'Запад',
      NW: 'Северо-запад',
    },
    location: 'Расположение',
    nearby: 'Рядом',
    contact: 'Контакты',
    phone: 'Телефон',
    whatsapp: 'WhatsApp',
    email: 'E-mail',
    address: 'Адрес',
    web: 'Сайт',
    page: (n, of) => `${n} / ${of}`,
    disclaimer:
      'Цены и наличие указаны на дату выпуска и могут измениться. Изображения носят иллюстративный характер.',
    rateNote: (rate, date) => `Пересчёт по курсу на ${date}: ${rate}. Продажа — в турецких лирах.`,
    paymentPlans: 'Планы оплаты',
    paymentExample: (home, price) => `Суммы для самой доступной квартиры в продаже: ${home}, ${price}.`,
    paymentPlan: ({ name, down, monthly, terms, cash }) =>
      `${name}: первый взнос ${down}${monthly ? `, ${monthly} в месяц (${terms})` : ''}${cash ? `; при полной оплате ${cash}` : ''}`,
    interestFree: 'без процентов',
    yearlyRate: (rate) => `${rate} годовых`,
  },
};

// Building blocks shared by the sample projects: amenities, nearby places, unit types, floor plans.
import type { Localized, SeedFeature, SeedNearby, SeedPlan } from './types.js';

const L = (tr: string, en: string, ru: string): Localized => ({ tr, en, ru });
const F = (title: Localized, description: Localized): SeedFeature => ({ title, description });

export const FEATURES = {
  pools: F(
    L('Açık Yüzme Havuzları', 'Outdoor Pools', 'Открытые бассейны'),
    L(
      'Yetişkin ve çocuk havuzları, güneşlenme terasları ve duşlarla yazın tadını siteden çıkmadan çıkarın.',
      'Adult and children’s pools with sun terraces and showers, so summer starts right outside your door.',
      'Взрослый и детский бассейны с террасами для загара и душевыми — лето начинается прямо у подъезда.',
    ),
  ),
  indoorPool: F(
    L('Kapalı Isıtmalı Havuz', 'Heated Indoor Pool', 'Крытый бассейн с подогревом'),
    L(
      'Kış aylarında da yüzebilmeniz için ısıtmalı, gün ışığı alan kapalı havuz.',
      'A heated, daylit indoor pool, so you can keep swimming through the winter.',
      'Светлый крытый бассейн с подогревом — плавать можно и зимой.',
    ),
  ),
  fitness: F(
    L('Fitness Merkezi', 'Fitness Centre', 'Фитнес-центр'),
    L(
      'Kardiyo ve ağırlık ekipmanlarıyla donatılmış, bahçeye bakan geniş pencereli spor salonu.',
      'A bright gym overlooking the gardens, fitted with cardio and strength equipment.',
      'Светлый тренажёрный зал с видом на сад, кардио- и силовыми тренажёрами.',
    ),
  ),
  sauna: F(
    L('Sauna ve Buhar Odası', 'Sauna & Steam Room', 'Сауна и паровая баня'),
    L(
      'Antrenman sonrası rahatlamak için sauna, buhar odası ve dinlenme alanı.',
      'A sauna, steam room and quiet lounge to unwind after a workout.',
      'Сауна, паровая баня и зона отдыха, чтобы расслабиться после тренировки.',
    ),
  ),
  playground: F(
    L('Çocuk Oyun Parkı', 'Children’s Playground', 'Детская площадка'),
    L(
      'Kauçuk zeminli, gölgeli ve güvenli oyun alanları; hemen yanında ebeveynler için oturma köşeleri.',
      'Safe, shaded play areas on soft rubber flooring, with seating for parents right beside them.',
      'Безопасные затенённые площадки с мягким покрытием и скамейками для родителей рядом.',
    ),
  ),
  generator: F(
    L('Jeneratör', 'Backup Generator', 'Резервный генератор'),
    L(
      'Ortak alanlar, asansörler ve hidroforlar için kesintisiz enerji.',
      'Uninterrupted power for the common areas, lifts and water pumps.',
      'Бесперебойное питание общих зон, лифтов и насосных станций.',
    ),
  ),
  security: F(
    L('7/24 Güvenlik', '24/7 Security', 'Круглосуточная охрана'),
    L(
      'Kontrollü giriş, güvenlik personeli ve kamera sistemiyle günün her saati huzur.',
      'Controlled access, on-site security staff and CCTV, day and night.',
      'Контролируемый въезд, охрана на территории и видеонаблюдение днём и ночью.',
    ),
  ),
  parking: F(
    L('Kapalı Otopark', 'Covered Parking', 'Подземный паркинг'),
    L(
      'Her daireye ayrılmış park yeri ve blok asansörlerine doğrudan bağlantı.',
      'A dedicated space for every home, with direct lift access to the blocks.',
      'Закреплённое место для каждой квартиры и прямой выход к лифтам.',
    ),
  ),
  gardens: F(
    L('Peyzaj ve Yürüyüş Yolları', 'Landscaped Gardens', 'Ландшафтный парк'),
    L(
      'Palmiyeler, zeytin ağaçları ve gölgeli yürüyüş yollarıyla site içinde bir park.',
      'Palms, olive trees and shaded walking paths: a park inside the development.',
      'Пальмы, оливы и тенистые дорожки — настоящий парк на территории комплекса.',
    ),
  ),
  court: F(
    L('Spor Sahası', 'Sports Court', 'Спортивная площадка'),
    L(
      'Basketbol ve voleybol için çok amaçlı, akşamları aydınlatılan saha.',
      'A multi-purpose court for basketball and volleyball, floodlit in the evening.',
      'Многофункциональная площадка для баскетбола и волейбола с вечерним освещением.',
    ),
  ),
  smartHome: F(
    L('Akıllı Ev Altyapısı', 'Smart-Home Ready', 'Инфраструктура «умного дома»'),
    L(
      'Görüntülü diyafon ile aydınlatma ve iklimlendirmeyi uzaktan yönetebileceğiniz altyapı.',
      'Video intercom, plus the wiring to control lighting and climate from your phone.',
      'Видеодомофон и разводка для управления светом и климатом со смартфона.',
    ),
  ),
  shops: F(
    L('Ticari Alanlar', 'Shops on Site', 'Магазины на территории'),
    L(
      'Market, kafe ve günlük ihtiyaçlar için zemin kattaki dükkânlar.',
      'Ground-floor shops for groceries, a café and everyday errands.',
      'Продукты, кафе и бытовые услуги — в магазинах на первых этажах.',
    ),
  ),
  structure: F(
    L('Depreme Dayanıklı Taşıyıcı Sistem', 'Earthquake-Resistant Structure', 'Сейсмостойкая конструкция'),
    L(
      '2018 Türkiye Bina Deprem Yönetmeliği’ne göre projelendirilmiş betonarme perde duvarlı sistem.',
      'A reinforced-concrete shear-wall structure designed to Türkiye’s 2018 Building Earthquake Code.',
      'Монолитный железобетонный каркас с несущими стенами, рассчитанный по сейсмическому регламенту Турции 2018 года.',
    ),
  ),
  insulation: F(
    L('Isı ve Ses Yalıtımı', 'Thermal & Acoustic Insulation', 'Тепло- и звукоизоляция'),
    L(
      'Mantolama, ısıcam doğramalar ve yüzer şap sayesinde serin yazlar, sessiz geceler.',
      'External insulation, double glazing and floating screeds for cool summers and quiet nights.',
      'Утеплённый фасад, стеклопакеты и плавающая стяжка — прохладное лето и тихие ночи.',
    ),
  ),
  clubhouse: F(
    L('Sosyal Tesis', 'Clubhouse', 'Клубный дом'),
    L(
      'Kafe, çok amaçlı salon ve ortak çalışma alanıyla komşuluğun başladığı yer.',
      'A café, an events hall and a co-working lounge: where neighbours become friends.',
      'Кафе, зал для мероприятий и коворкинг — место, где соседи становятся друзьями.',
    ),
  ),
  track: F(
    L('Yürüyüş ve Koşu Parkuru', 'Walking & Jogging Loop', 'Дорожка для прогулок и бега'),
    L(
      '24.712 m² peyzajın içinden geçen, akşamları aydınlatılan yürüyüş ve koşu parkuru.',
      'A lit walking and jogging loop that winds through 24,712 m² of landscaping.',
      'Освещённая дорожка для прогулок и бега среди 24 712 м² озеленения.',
    ),
  ),
  privatePool: F(
    L('Özel Havuz', 'Private Pool', 'Собственный бассейн'),
    L(
      'Her villada bahçeye açılan, gün boyu güneş alan özel yüzme havuzu.',
      'Every villa has its own pool, opening onto a garden that gets sun all day.',
      'У каждой виллы собственный бассейн с выходом в солнечный сад.',
    ),
  ),
  privateGarden: F(
    L('Özel Bahçe', 'Private Garden', 'Собственный сад'),
    L(
      'Otomatik sulama sistemli, narenciye ve zeytin ağaçlarıyla planlanan bahçeler.',
      'Gardens with automatic irrigation, planted with citrus and olive trees.',
      'Сады с автополивом, цитрусовыми и оливковыми деревьями.',
    ),
  ),
  beach: F(
    L('Denize Yürüme Mesafesi', 'A Short Walk to the Sea', 'Пешком до моря'),
    L(
      'Kundu plajına yaklaşık 600 metre; sabah yüzmesi kısa sürede alışkanlığa dönüşüyor.',
      'About 600 metres to Kundu beach, so a morning swim soon becomes a habit.',
      'Около 600 метров до пляжа Кунду — утреннее купание быстро войдёт в привычку.',
    ),
  ),
};

const N = (tr: string, en: string, ru: string, distance: string): SeedNearby => ({
  name: L(tr, en, ru),
  distance,
});

/** Distances from Kepez (SPEC §9): airport 9 km, city centre 5 km, beach 8 km, shopping 6 km. */
export const KEPEZ_NEARBY: SeedNearby[] = [
  N('Antalya Havalimanı', 'Antalya Airport', 'Аэропорт Антальи', '9 km'),
  N('Şehir Merkezi', 'City Centre', 'Центр города', '5 km'),
  N('Konyaaltı Plajı', 'Konyaaltı Beach', 'Пляж Коньяалты', '8 km'),
  N('Alışveriş Merkezi', 'Shopping Mall', 'Торговый центр', '6 km'),
];

export const KUNDU_NEARBY: SeedNearby[] = [
  N('Kundu Plajı', 'Kundu Beach', 'Пляж Кунду', '0,6 km'),
  N('Antalya Havalimanı', 'Antalya Airport', 'Аэропорт Антальи', '10 km'),
  N('Alışveriş Merkezi', 'Shopping Mall', 'Торговый центр', '5 km'),
  N('Şehir Merkezi', 'City Centre', 'Центр города', '18 km'),
];

export const UNIT_TYPES = {
  oneBed: L('1+1', '1+1', '1+1'),
  twoBed: L('2+1', '2+1', '2+1'),
  threeBed: L('3+1', '3+1', '3+1'),
  loft: L('Loft', 'Loft', 'Лофт'),
  shop: L('Ticari', 'Commercial', 'Коммерция'),
  villa3: L('3+1 Bahçe Dubleks Villa', '3+1 Garden Duplex Villa', 'Вилла-дуплекс 3+1 с садом'),
  villa4: L('4+1 Bahçe Dubleks Villa', '4+1 Garden Duplex Villa', 'Вилла-дуплекс 4+1 с садом'),
};

/** Apartment types (SPEC §9): 1+1 35.12 m², 2+1 55.36 m², 2+1 65.24 m², 3+1 80.66 m². */
export const PLANS = {
  oneBed: {
    name: L('1+1 Daire', '1+1 Apartment', 'Квартира 1+1'),
    image: 'art:plan:1-1',
    area: '35,12 m²',
    rooms: '1+1',
  },
  twoBedA: {
    name: L('2+1 Daire', '2+1 Apartment', 'Квартира 2+1'),
    image: 'art:plan:2-1a',
    area: '55,36 m²',
    rooms: '2+1',
  },
  twoBedB: {
    name: L('Geniş 2+1 Daire', 'Large 2+1 Apartment', 'Просторная квартира 2+1'),
    image: 'art:plan:2-1b',
    area: '65,24 m²',
    rooms: '2+1',
  },
  threeBed: {
    name: L('3+1 Daire', '3+1 Apartment', 'Квартира 3+1'),
    image: 'art:plan:3-1',
    area: '80,66 m²',
    rooms: '3+1',
  },
  loft: {
    name: L('Loft Daire (3+1)', 'Loft Apartment (3+1)', 'Лофт (3+1)'),
    image: 'art:plan:3-1',
    area: '80,66 m²',
    rooms: '3+1',
  },
  villaGround: {
    name: L('Villa · Zemin Kat', 'Villa · Ground Floor', 'Вилла · первый этаж'),
    image: 'art:plan:villa-g',
    area: '92,40 m²',
    rooms: '3+1',
  },
  villaUpper: {
    name: L('Villa · 1. Kat', 'Villa · First Floor', 'Вилла · второй этаж'),
    image: 'art:plan:villa-u',
    area: '88,30 m²',
    rooms: '3+1',
  },
} satisfies Record<string, SeedPlan>;

/** A post's content: blocks (paragraphs, `## ` headings) separated by blank lines. */
export const md = (...blocks: string[]): string => blocks.join('\n\n');

export { L };

// The six sample projects of SPEC §9 in Turkish, English and Russian. Image fields hold artwork keys.
import { FEATURES as F, KEPEZ_NEARBY, KUNDU_NEARBY, L, PLANS as P, UNIT_TYPES as T } from './library.js';
import type { ArtworkKey, SeedProject } from './types.js';

const facade = (code: string, ...n: number[]): ArtworkKey[] =>
  n.map((i) => `art:facade:${code}:${i}` as const);
const pool = (code: string, ...n: number[]): ArtworkKey[] => n.map((i) => `art:pool:${code}:${i}` as const);
const rooms = (variant: string, ...kinds: ('living' | 'kitchen' | 'bedroom')[]): ArtworkKey[] =>
  kinds.map((k) => `art:interior:${k}:${variant}` as const);

const goksuLocation = L(
  'Göksu, Kepez’in yeni yapılaşan ve ulaşımı en kolay bölgelerinden biri. Ana bulvarlara birkaç dakika mesafede; okullar, sağlık kuruluşları ve marketler yürüme mesafesinde. Havalimanına 9, şehir merkezine 5, Konyaaltı plajına 8 kilometre.',
  'Göksu is one of the newest and best-connected parts of Kepez, a few minutes from the main boulevards, with schools, clinics and supermarkets within walking distance. The airport is 9 km away, the city centre 5 km and Konyaaltı Beach 8 km.',
  'Гёксу — один из новых и наиболее удобных по транспорту районов Кепеза: до главных бульваров несколько минут, школы, поликлиники и супермаркеты — в пешей доступности. До аэропорта 9 км, до центра города 5 км, до пляжа Коньяалты 8 км.',
);

export const SAMPLE_PROJECTS: SeedProject[] = [
  {
    slug: 'a3f9c1',
    title: L('Konak Göksu 1. Etap', 'Konak Göksu Phase 1', 'Konak Göksu, 1-я очередь'),
    subtitle: L(
      'Kepez’in kalbinde, teslim edilmiş 307 bağımsız bölüm',
      '307 homes and shops in the heart of Kepez, completed and handed over',
      '307 квартир и помещений в сердце Кепеза — дом сдан',
    ),
    description: L(
      'Konak Göksu 1. Etap, Kepez’in hızla gelişen Göksu bölgesinde, şehir merkezine 5, havalimanına 9 kilometre mesafede yükselen ve 06.09.2024 tarihinde iskânını alan yaşam projemizdir. Yedi blokta 43 adet 1+1, 237 adet 2+1, 14 loft daire ve 13 ticari birimden oluşan toplam 307 bağımsız bölüm sahiplerine teslim edildi.\n\n' +
        'Bloklar arasındaki geniş peyzaj alanı; açık havuzlar, çocuk parkı, spor sahası ve palmiyelerle çevrili yürüyüş yollarıyla sitenin kalbini oluşturuyor. Zemin kattaki dükkânlar günlük ihtiyaçları kapınıza getirirken kapalı otopark ve 7/24 güvenlik gündelik hayatı kolaylaştırıyor.\n\n' +
        'Dairelerde ikinci kuşak iç mimar kurucumuzun imzasını taşıyan planlar var: ölü alanı olmayan salonlar, aileyle birlikte büyüyen yatak odaları ve dört mevsim kullanılan balkonlar. 32,12 m²’den 80,66 m²’ye uzanan seçenekler, ilk evini alanlardan yatırımcılara kadar herkese uygun.',
      'Konak Göksu Phase 1 rises in Göksu, one of the fastest-growing neighbourhoods of Kepez, 5 km from the city centre and 9 km from the airport. It received its occupancy permit on 06.09.2024, and all 307 units across seven blocks (43 one-bedroom and 237 two-bedroom apartments, 14 lofts and 13 shops) have been handed over to their owners.\n\n' +
        'The generous gardens between the blocks are the heart of the development: outdoor pools, a children’s playground, a sports court and walking paths lined with palms. Shops on the ground floor take care of everyday errands, while covered parking and round-the-clock security keep daily life simple.\n\n' +
        'The floor plans carry the signature of our founder, a second-generation interior architect: living rooms with no wasted space, bedrooms that grow with the family and balconies you use in every season. With sizes from 32.12 m² to 80.66 m², there is a home here for first-time buyers and investors alike.',
      'Konak Göksu (1-я очередь) расположен в Гёксу — одном из самых быстро развивающихся районов Кепеза, в 5 км от центра города и в 9 км от аэропорта. Разрешение на ввод в эксплуатацию (искан) получено 06.09.2024, и все 307 помещений в семи корпусах — 43 квартиры 1+1, 237 квартир 2+1, 14 лофтов и 13 коммерческих помещений — уже переданы владельцам.\n\n' +
        'Сердце комплекса — просторный парк между корпусами: открытые бассейны, детская и спортивная площадки, прогулочные дорожки в тени пальм. Магазины на первых этажах закрывают повседневные нужды, а подземный паркинг и круглосуточная охрана делают жизнь по-настоящему удобной.\n\n' +
        'Планировки создавал наш основатель — дизайнер интерьеров во втором поколении: гостиные без потерянных метров, спальни, которые растут вместе с семьёй, и балконы, которыми пользуются круглый год. Площади от 32,12 до 80,66 м² — здесь найдётся дом и для первой покупки, и для инвестиций.',
    ),
    logo: 'art:logo:goksu1',
    cover_images: [...facade('goksu1', 1, 2), ...pool('goksu1', 1), ...facade('goksu1', 3)],
    featured: true,
    status: 'completed',
    video_url: '',
    gallery: [
      ...facade('goksu1', 4, 5, 6),
      ...pool('goksu1', 2),
      ...rooms('goksu1-a', 'living', 'kitchen', 'bedroom'),
      ...rooms('goksu1-b', 'living', 'kitchen', 'bedroom'),
      ...facade('goksu1', 7),
      ...pool('goksu1', 3),
    ],
    location_image: 'art:map:goksu',
    architecture_image: 'art:siteplan:goksu1',
    technical_info: {
      description: L(
        'Yedi blok, zemin üzeri 8–9 kat ve iki katlı kapalı otopark. 2018 Türkiye Bina Deprem Yönetmeliği’ne uygun betonarme perde sistem; mantolamalı cepheler ve ısıcam doğramalar.',
        'Seven blocks of 8–9 storeys above ground over a two-level covered car park. Reinforced-concrete shear-wall structure to Türkiye’s 2018 earthquake code; insulated façades and double-glazed windows.',
        'Семь корпусов по 8–9 надземных этажей над двухуровневым подземным паркингом. Монолитный каркас по сейсмическому регламенту Турции 2018 года, утеплённые фасады и стеклопакеты.',
      ),
      total_units: 307,
      iskan_date: '06.09.2024',
      units: [
        { type: T.oneBed, count: 43, area: '35,12 m²', description: '32,12 – 35,12 m²' },
        { type: T.twoBed, count: 237, area: '55,36 m²', description: '55,36 – 65,24 m²' },
        { type: T.loft, count: 14, area: '80,66 m²', description: '3+1 · 80,66 m²' },
        { type: T.shop, count: 13, area: '48,20 m²', description: '48,20 – 126,40 m²' },
      ],
    },
    features: [
      F.pools,
      F.playground,
      F.court,
      F.fitness,
      F.sauna,
      F.parking,
      F.security,
      F.generator,
      F.shops,
      F.gardens,
      F.structure,
      F.insulation,
    ],
    plans: [P.oneBed, P.twoBedA, P.twoBedB, P.loft],
    location: { description: goksuLocation, map_image: 'art:map:goksu', nearby: KEPEZ_NEARBY },
    architecture: {
      title: L(
        'Işık, Gölge ve Akdeniz',
        'Light, Shade and the Mediterranean',
        'Свет, тень и Средиземноморье',
      ),
      description: L(
        'Cepheler, Antalya güneşini dengeleyen derin balkonlar ve ahşap dokulu dikey panellerle ritim kazanıyor. Bloklar, yaz rüzgârını site içine alacak ve her daireye en az iki yönden ışık verecek şekilde konumlandı. Sıcak beyaz sıva, altın tonlu kaplamalar ve antrasit doğramalar zamansız ve bakımı kolay bir görünüm sunuyor.',
        'Deep balconies that temper the Antalya sun and vertical panels with a warm timber texture give the façades their rhythm. The blocks are placed to draw the summer breeze into the gardens and to give every home light from at least two sides. Warm white render, gold-toned cladding and anthracite window frames make a timeless look that is easy to maintain.',
        'Ритм фасадам задают глубокие балконы, смягчающие антальское солнце, и вертикальные панели с фактурой дерева. Корпуса расставлены так, чтобы летний бриз проходил через двор, а в каждую квартиру свет попадал как минимум с двух сторон. Тёплая белая штукатурка, облицовка в золотистых тонах и антрацитовые рамы создают вневременной и практичный облик.',
      ),
    },
  },
  {
    slug: 'b71e4d',
    title: L('Konak Göksu 2. Etap', 'Konak Göksu Phase 2', 'Konak Göksu, 2-я очередь'),
    subtitle: L(
      '1. Etap’ın hemen yanında, 377 yeni bağımsız bölüm',
      '377 new homes and shops, right next to Phase 1',
      '377 новых квартир и помещений рядом с первой очередью',
    ),
    description: L(
      'Konak Göksu 2. Etap, birinci etapta kurduğumuz yaşamı aynı sokakta büyütüyor. Temelleri Aralık 2023’te atılan projede 250 adet 1+1, 98 adet 2+1, 13 loft daire ve 16 ticari birim olmak üzere toplam 377 bağımsız bölüm yer alıyor.\n\n' +
        'Bu etapta 1+1 dairelerin ağırlığı bilinçli bir tercih: Kepez’de kiralık konut talebi güçlü; kompakt ve iyi planlanmış daireler hem ilk ev sahiplerinin hem de kira geliri hedefleyen yatırımcıların en çok aradığı seçenek. Loft daireler ise çatı terasları ve yüksek tavanlarıyla projeye ayrı bir karakter katıyor.\n\n' +
        'İki etap ortak bir peyzaj aksıyla birbirine bağlanıyor; havuzlar, fitness merkezi, sauna ve çocuk parkları her iki etabın sakinlerine açık. İnşaat planlanan takvimde ilerliyor; güncel satış ve teslim bilgileri için satış ofisimizi arayabilirsiniz.',
      'Konak Göksu Phase 2 grows the community we built in Phase 1 along the same street. Its foundations were laid in December 2023, and it brings 377 units: 250 one-bedroom and 98 two-bedroom apartments, 13 lofts and 16 shops.\n\n' +
        'The emphasis on one-bedroom homes is deliberate. Rental demand in Kepez is strong, and compact, well-planned apartments are what first-time buyers and buy-to-let investors ask for most. The lofts, with roof terraces and high ceilings, give the development a character of its own.\n\n' +
        'A shared landscaped spine links the two phases, and the pools, fitness centre, sauna and playgrounds are open to residents of both. Construction is on schedule; call our sales office for current availability and handover dates.',
      'Konak Göksu (2-я очередь) продолжает на той же улице сообщество, которое сложилось в первой очереди. Фундамент заложен в декабре 2023 года; в проекте 377 помещений: 250 квартир 1+1, 98 квартир 2+1, 13 лофтов и 16 коммерческих помещений.\n\n' +
        'Упор на квартиры 1+1 сделан осознанно: спрос на аренду в Кепезе высокий, а компактные продуманные квартиры чаще всего ищут и покупатели первого жилья, и инвесторы, рассчитывающие на арендный доход. Лофты с террасами на крыше и высокими потолками придают комплексу особый характер.\n\n' +
        'Обе очереди объединяет общая озеленённая аллея, а бассейны, фитнес-центр, сауна и детские площадки открыты жителям обеих. Строительство идёт по графику; актуальные цены и сроки передачи ключей уточняйте в нашем офисе продаж.',
    ),
    logo: 'art:logo:goksu2',
    cover_images: [...facade('goksu2', 1, 2), ...pool('goksu2', 1), ...facade('goksu2', 3)],
    featured: true,
    status: 'ongoing',
    video_url: '',
    gallery: [
      ...facade('goksu2', 4, 5),
      ...pool('goksu2', 2),
      ...rooms('goksu2-a', 'living', 'kitchen', 'bedroom'),
      ...rooms('goksu2-b', 'living', 'kitchen'),
      ...facade('goksu2', 6),
      ...pool('goksu2', 3),
    ],
    location_image: 'art:map:goksu',
    architecture_image: 'art:siteplan:goksu2',
    technical_info: {
      description: L(
        'Altı blok, zemin üzeri 9–10 kat ve iki katlı kapalı otopark. İnşaat devam ediyor; kaba yapı, peyzaj ve sosyal alan imalatları planlanan takvimde ilerliyor.',
        'Six blocks of 9–10 storeys above ground over a two-level covered car park. Construction is under way, with the structure, landscaping and amenities on schedule.',
        'Шесть корпусов по 9–10 надземных этажей над двухуровневым подземным паркингом. Идёт строительство: каркас, благоустройство и инфраструктура — по графику.',
      ),
      total_units: 377,
      iskan_date: '',
      units: [
        { type: T.oneBed, count: 250, area: '35,12 m²', description: '32,12 – 35,12 m²' },
        { type: T.twoBed, count: 98, area: '55,36 m²', description: '55,36 – 65,24 m²' },
        { type: T.loft, count: 13, area: '80,66 m²', description: '3+1 · 80,66 m²' },
        { type: T.shop, count: 16, area: '52,80 m²', description: '52,80 – 140,10 m²' },
      ],
    },
    features: [
      F.pools,
      F.fitness,
      F.sauna,
      F.playground,
      F.smartHome,
      F.parking,
      F.security,
      F.generator,
      F.shops,
      F.gardens,
      F.structure,
      F.insulation,
    ],
    plans: [P.oneBed, P.twoBedA, P.twoBedB, P.loft],
    location: { description: goksuLocation, map_image: 'art:map:goksu', nearby: KEPEZ_NEARBY },
    architecture: {
      title: L(
        'Tanıdık Bir Dil, Yeni Bir Silüet',
        'A Familiar Language, a New Skyline',
        'Знакомый язык, новый силуэт',
      ),
      description: L(
        '2. Etap, birinci etabın malzeme ve renk dilini sürdürürken bir kat daha yükseliyor. Koyu bronz tonlu cephe panelleri, köşelerde geniş camlı salonlar ve çatı katlarında teraslı loft daireler, iki etabın birlikte bütünlüklü bir silüet oluşturmasını sağlıyor.',
        'Phase 2 continues the materials and colours of Phase 1 while rising one storey higher. Deep bronze façade panels, corner living rooms with wide glazing and loft apartments with terraces on the top floors let the two phases read as one coherent skyline.',
        'Вторая очередь сохраняет материалы и палитру первой, но поднимается на этаж выше. Фасадные панели глубокого бронзового оттенка, угловые гостиные с панорамным остеклением и лофты с террасами на верхних этажах складывают обе очереди в единый силуэт.',
      ),
    },
  },
  {
    slug: 'c5d208',
    title: L('Konak Göksu 3. Etap', 'Konak Göksu Phase 3', 'Konak Göksu, 3-я очередь'),
    subtitle: L(
      'Göksu’daki yaşamın son halkası — çok yakında',
      'The final chapter of Konak Göksu, coming soon',
      'Завершающая очередь Konak Göksu — скоро',
    ),
    description: L(
      'Konak Göksu’nun üçüncü ve son etabı, ilk iki etabın kuzeyindeki arsada planlanıyor. Proje; daha geniş 2+1 ve 3+1 daireler, daha büyük bir merkezi bahçe ve tüm sakinlere açık bir sosyal tesisle ailelerin ihtiyaçlarına odaklanacak.\n\n' +
        'Proje ve ruhsat çalışmaları sürüyor. Daire tipleri, fiyatlar ve ön talep dönemi netleştiğinde ilk bilgi alanlardan olmak için numaranızı bırakın; sizi arayalım.',
      'The third and final phase of Konak Göksu is planned on the plot just north of the first two. It will focus on families, with larger two- and three-bedroom apartments, a bigger central garden and a clubhouse open to all residents.\n\n' +
        'Design and permit work is under way. Leave us your number to be among the first to hear about apartment types, prices and the early-interest period, and we will call you.',
      'Третья, завершающая очередь Konak Göksu запланирована на участке к северу от первых двух. Она будет ориентирована на семьи: более просторные квартиры 2+1 и 3+1, большой центральный сад и клубный дом для всех жителей.\n\n' +
        'Сейчас идут проектирование и получение разрешений. Оставьте номер телефона, чтобы первыми узнать о планировках, ценах и старте предварительной записи, — мы вам перезвоним.',
    ),
    logo: 'art:logo:goksu3',
    cover_images: [...facade('goksu3', 1, 2), ...pool('goksu3', 1)],
    featured: false,
    status: 'planned',
    video_url: '',
    gallery: [...facade('goksu3', 3, 4), ...pool('goksu3', 2), ...facade('goksu3', 5)],
    location_image: 'art:map:goksu',
    architecture_image: 'art:siteplan:goksu3',
    technical_info: {
      description: L(
        'Beş blokta yaklaşık 296 bağımsız bölüm planlanıyor. Daire tipleri ve teslim takvimi proje onayının ardından açıklanacak.',
        'Around 296 units in five blocks are planned. Apartment types and the delivery schedule will be announced once the design is approved.',
        'Планируется около 296 помещений в пяти корпусах. Планировки и сроки сдачи объявим после утверждения проекта.',
      ),
      total_units: 296,
      iskan_date: '',
      units: [],
    },
    features: [F.gardens, F.clubhouse, F.pools, F.playground, F.parking, F.security],
    plans: [],
    location: { description: goksuLocation, map_image: 'art:map:goksu', nearby: KEPEZ_NEARBY },
    architecture: {
      title: L(
        'Ailelere Göre Tasarlanan Bloklar',
        'Blocks Designed Around Families',
        'Корпуса, спроектированные для семей',
      ),
      description: L(
        'Daha az kat, daha geniş bloklar ve bahçeye açılan zemin kat daireleri: 3. Etap’ta yoğunluğu düşürüp yeşil alanı büyütüyoruz. Cephelerde ilk iki etabın altın tonları sürerken daha açık bir sıva rengi ve derin gölgelikler kullanılacak.',
        'Fewer storeys, wider blocks and ground-floor homes that open onto gardens: in Phase 3 we lower the density and enlarge the green space. The façades keep the gold tones of the earlier phases, with a lighter render and deep sunshades.',
        'Меньше этажей, более широкие корпуса и квартиры на первом этаже с выходом в сад: в третьей очереди мы снижаем плотность застройки и увеличиваем озеленение. На фасадах сохранятся золотистые тона первых очередей в сочетании с более светлой штукатуркой и глубокими солнцезащитными козырьками.',
      ),
    },
  },
  {
    slug: 'gunes-evleri',
    title: L('Güneş Evleri', 'Güneş Evleri', 'Güneş Evleri'),
    subtitle: L(
      'Kepez’de 96 aileye ev olan, güneşe dönük bir yaşam',
      'A sun-facing community in Kepez, now home to 96 families',
      'Солнечный квартал в Кепезе, ставший домом для 96 семей',
    ),
    description: L(
      'Güneş Evleri, Kepez’de tamamlayıp 2021 yılında sahiplerine teslim ettiğimiz 96 dairelik butik bir yaşam projesi. Adını, her daireyi gün boyu ışık alacak şekilde güneye ve batıya yönlendiren yerleşiminden alıyor.\n\n' +
        'Altı blokta 24 adet 1+1, 48 adet 2+1 ve 24 adet 3+1 daire bulunuyor. Blokların ortasındaki havuz ve bahçe sitenin sakin ve güvenli ortak yaşam alanı: çocuklar gözünüzün önünde oynarken siz balkonunuzda akşam serinliğinin tadını çıkarıyorsunuz.\n\n' +
        'Bugün hem oturanların hem de yatırımcıların memnuniyetiyle Güneş Evleri, özenli işçiliğin zamanla değer kazandığını gösteren projelerimizden biri.',
      'Güneş Evleri, “Sun Houses”, is a boutique development of 96 apartments in Kepez that we completed and handed over in 2021. It takes its name from its layout: every home faces south or west, so it gets sunlight all day long.\n\n' +
        'Six blocks hold 24 one-bedroom, 48 two-bedroom and 24 three-bedroom apartments. The pool and garden at the centre are a calm, safe shared space where children play in sight while you enjoy the cool of the evening on your balcony.\n\n' +
        'With happy residents and satisfied investors, Güneş Evleri shows how careful workmanship gains value over time.',
      'Güneş Evleri («Солнечные дома») — камерный комплекс на 96 квартир в Кепезе, который мы построили и передали владельцам в 2021 году. Своё название он получил благодаря планировке: все квартиры ориентированы на юг или запад, и солнце в них весь день.\n\n' +
        'В шести корпусах — 24 квартиры 1+1, 48 квартир 2+1 и 24 квартиры 3+1. Бассейн и сад в центре — спокойное и безопасное общее пространство: дети играют на виду, а вы наслаждаетесь вечерней прохладой на балконе.\n\n' +
        'Сегодня Güneş Evleri, которыми довольны и жители, и инвесторы, наглядно показывают, как качественное строительство со временем прибавляет в цене.',
    ),
    logo: 'art:logo:gunes',
    cover_images: [...facade('gunes', 1, 2), ...pool('gunes', 1)],
    featured: true,
    status: 'completed',
    video_url: '',
    gallery: [
      ...facade('gunes', 3, 4, 5),
      ...pool('gunes', 2),
      ...rooms('gunes-a', 'living', 'kitchen', 'bedroom'),
      ...rooms('gunes-b', 'living', 'bedroom'),
      ...facade('gunes', 6),
    ],
    location_image: 'art:map:gunes',
    architecture_image: 'art:siteplan:gunes',
    technical_info: {
      description: L(
        'Altı blok, zemin üzeri 5–6 kat; açık ve kapalı otopark. 2021 yılında iskânı alınarak teslim edildi.',
        'Six blocks of 5–6 storeys with open and covered parking. Completed with its occupancy permit in 2021.',
        'Шесть корпусов по 5–6 этажей, открытая и крытая парковка. Сдан с разрешением на ввод в эксплуатацию в 2021 году.',
      ),
      total_units: 96,
      iskan_date: '18.05.2021',
      units: [
        { type: T.oneBed, count: 24, area: '35,12 m²', description: '32,12 – 35,12 m²' },
        { type: T.twoBed, count: 48, area: '55,36 m²', description: '55,36 m²' },
        { type: T.threeBed, count: 24, area: '80,66 m²', description: '80,66 m²' },
      ],
    },
    features: [
      F.pools,
      F.playground,
      F.gardens,
      F.parking,
      F.security,
      F.generator,
      F.insulation,
      F.structure,
    ],
    plans: [P.oneBed, P.twoBedA, P.threeBed],
    location: {
      description: L(
        'Kepez’in yerleşik bir mahallesinde; okullar, parklar ve semt pazarı yürüme mesafesinde. Havalimanına 9, şehir merkezine 5, Konyaaltı plajına 8 kilometre.',
        'In an established Kepez neighbourhood, with schools, parks and the weekly market within walking distance. The airport is 9 km away, the city centre 5 km and Konyaaltı Beach 8 km.',
        'В обжитом квартале Кепеза: школы, парки и районный рынок — в пешей доступности. До аэропорта 9 км, до центра города 5 км, до пляжа Коньяалты 8 км.',
      ),
      map_image: 'art:map:gunes',
      nearby: KEPEZ_NEARBY,
    },
    architecture: {
      title: L('Güneşe Göre Yerleşim', 'Planned Around the Sun', 'Планировка по солнцу'),
      description: L(
        'Bloklar, kış güneşini içeri alıp yaz güneşini dışarıda bırakacak açılarla yerleştirildi. Krem sıva, terrakota tonlu detaylar ve geniş saçaklı balkonlar Akdeniz mimarisinin sıcaklığını modern bir dille yorumluyor.',
        'The blocks are angled to let the winter sun in and keep the summer sun out. Cream render, terracotta-toned details and balconies with wide overhangs reinterpret the warmth of Mediterranean architecture in a modern language.',
        'Корпуса развёрнуты так, чтобы впускать зимнее солнце и защищать от летнего. Кремовая штукатурка, терракотовые детали и балконы с широкими свесами по-современному передают тепло средиземноморской архитектуры.',
      ),
    },
  },
  {
    slug: 'kundu-villalari',
    title: L('Kundu Villaları', 'Kundu Villas', 'Виллы Кунду'),
    subtitle: L(
      'Lara–Kundu sahilinde, özel havuzlu 11 villa',
      'Eleven villas with private pools on the Lara–Kundu coast',
      '11 вилл с собственными бассейнами на побережье Лара — Кунду',
    ),
    description: L(
      'Kundu Villaları, Antalya’nın otelleriyle ünlü Lara–Kundu sahilinde, denize yaklaşık 600 metre mesafede planladığımız 11 villalık butik bir proje. Her villa kendi bahçesi ve özel havuzuyla, müstakil evin özgürlüğünü güvenli bir sitenin konforuyla buluşturuyor.\n\n' +
        'Projede 7 adet 3+1 ve 4 adet 4+1 bahçe dubleks villa yer alacak. Zemin katta bahçeye açılan geniş salon ve mutfak, üst katta ebeveyn süiti ve çocuk odaları planlanıyor.\n\n' +
        'Proje ve ruhsat süreçleri devam ediyor. Ön talep listemize katılın; villa seçimi ve ödeme planları açıklandığında ilk sizin haberiniz olsun.',
      'Kundu Villas is a boutique scheme of eleven villas we are planning on the Lara–Kundu coast, famous for its resorts, about 600 metres from the sea. Each villa has its own garden and private pool, combining the freedom of a detached house with the comfort of a secure, managed development.\n\n' +
        'There will be seven 3+1 and four 4+1 garden duplex villas. On the ground floor a large living room and kitchen open onto the garden; upstairs are the master suite and the children’s bedrooms.\n\n' +
        'Design and permits are in progress. Join our early-interest list and be the first to hear when villas and payment plans are released.',
      'Виллы Кунду — камерный проект из 11 вилл, который мы планируем на побережье Лара — Кунду, известном своими отелями, примерно в 600 метрах от моря. У каждой виллы собственный сад и бассейн: свобода частного дома и комфорт охраняемого комплекса.\n\n' +
        'В проекте будут 7 вилл-дуплексов 3+1 и 4 виллы-дуплекса 4+1 с садом. На первом этаже — просторная гостиная и кухня с выходом в сад, на втором — родительская спальня с ванной и детские комнаты.\n\n' +
        'Сейчас идут проектирование и оформление разрешений. Запишитесь в лист предварительного интереса — мы первыми сообщим вам о старте продаж и условиях оплаты.',
    ),
    logo: 'art:logo:kundu',
    cover_images: [...facade('kundu', 1, 2), ...pool('kundu', 1)],
    featured: false,
    status: 'planned',
    video_url: '',
    gallery: [
      ...facade('kundu', 3, 4, 5, 6),
      ...pool('kundu', 2),
      ...rooms('kundu-a', 'living', 'kitchen', 'bedroom'),
      ...rooms('kundu-b', 'living', 'bedroom'),
    ],
    location_image: 'art:map:kundu',
    architecture_image: 'art:siteplan:kundu',
    technical_info: {
      description: L(
        '11 müstakil villa, zemin ve bir kat. Mimari proje onay sürecinde; teslim takvimi ruhsatın ardından açıklanacak.',
        'Eleven detached two-storey villas. The architectural design is in the approval process; the delivery schedule will follow the building permit.',
        '11 отдельно стоящих двухэтажных вилл. Архитектурный проект на согласовании; сроки сдачи объявим после получения разрешения на строительство.',
      ),
      total_units: 11,
      iskan_date: '',
      units: [
        { type: T.villa3, count: 7, area: '180,70 m²', description: '92,40 + 88,30 m²' },
        { type: T.villa4, count: 4, area: '226,40 m²', description: '112,60 + 113,80 m²' },
      ],
    },
    features: [F.privatePool, F.privateGarden, F.beach, F.security, F.smartHome, F.insulation, F.structure],
    plans: [P.villaGround, P.villaUpper],
    location: {
      description: L(
        'Lara–Kundu hattında, otellerin ve plajların hemen arkasında sakin bir konut bölgesi. Kundu plajına yaklaşık 600 metre, havalimanına 10, şehir merkezine 18 kilometre; alışveriş merkezleri 5 kilometre içinde.',
        'A quiet residential pocket on the Lara–Kundu strip, just behind the hotels and beaches. Kundu Beach is about 600 metres away, the airport 10 km and the city centre 18 km, with shopping malls within 5 km.',
        'Тихий жилой район на линии Лара — Кунду, сразу за отелями и пляжами. До пляжа Кунду около 600 метров, до аэропорта 10 км, до центра города 18 км, торговые центры — в пределах 5 км.',
      ),
      map_image: 'art:map:kundu',
      nearby: KUNDU_NEARBY,
    },
    architecture: {
      title: L('Bahçeye Açılan Yaşam', 'Living That Opens onto the Garden', 'Жизнь, открытая в сад'),
      description: L(
        'Yalın beyaz kütleler, ahşap kaplı üst kat cepheleri ve derin saçaklar. Zemin katta yerden tavana sürme camlar salonu, terası ve havuzu tek bir mekâna dönüştürüyor. Villalar, komşuların birbirinin bahçesini görmeyeceği şekilde kaydırılarak yerleştirildi.',
        'Clean white volumes, timber-clad upper floors and deep overhangs. On the ground floor, floor-to-ceiling sliding glass turns the living room, terrace and pool into a single space. The villas are staggered so that no neighbour looks into another’s garden.',
        'Лаконичные белые объёмы, облицованные деревом вторые этажи и глубокие свесы кровли. Раздвижное остекление в пол на первом этаже объединяет гостиную, террасу и бассейн в одно пространство. Виллы смещены относительно друг друга, чтобы соседи не заглядывали в чужой сад.',
      ),
    },
  },
  {
    slug: 'antalya-1207',
    title: L('1207 Antalya', '1207 Antalya', '1207 Antalya'),
    subtitle: L(
      '30 dönüm üzerinde, kendi içinde yaşayan yeni bir mahalle',
      'A self-contained new neighbourhood on 30 decares',
      'Новый самодостаточный квартал на 30 декарах',
    ),
    description: L(
      '1207 Antalya, Konak Yapı’nın bugüne kadarki en büyük projesi: Kepez’de 30 dönümlük bir arazi üzerinde 1163 konut ve 46 ticari birimden oluşan, kendi içinde yaşayan bir mahalle.\n\n' +
        'Arazinin büyük bölümü binalara değil insanlara ayrıldı. 24.712 m² peyzaj alanında açık ve kapalı havuzlar, yürüyüş ve koşu parkuru, spor sahaları, çocuk oyun alanları ve bir sosyal tesis yer alıyor. Market, kafe, eczane ve hizmet birimlerinin bulunduğu ticari cadde, günlük ihtiyaçları site sınırları içinde karşılıyor.\n\n' +
        '35,12 m²’lik kompakt 1+1’lerden 80,66 m²’lik 3+1 aile dairelerine uzanan seçenekler farklı bütçelere ve yaşam biçimlerine yanıt veriyor. İnşaat devam ediyor; satış ofisimizde örnek daireyi gezebilir, esnek ödeme seçeneklerini konuşabilirsiniz.',
      '1207 Antalya is Konak Yapı’s largest project to date: a self-contained neighbourhood in Kepez with 1,163 homes and 46 commercial units on 30 decares of land.\n\n' +
        'Most of the land is given to people rather than buildings. The 24,712 m² of landscaping holds outdoor and indoor pools, a walking and jogging loop, sports courts, playgrounds and a clubhouse. A retail street with a supermarket, cafés, a pharmacy and services covers everyday needs without leaving the site.\n\n' +
        'Apartments range from compact 35.12 m² one-bedroom homes to 80.66 m² three-bedroom family apartments, to suit different budgets and ways of living. Construction is under way: visit the show apartment at our sales office and ask about flexible payment plans.',
      '1207 Antalya — крупнейший проект Konak Yapı: самодостаточный квартал в Кепезе на участке 30 декаров (3 га), где разместятся 1163 квартиры и 46 коммерческих помещений.\n\n' +
        'Большая часть территории отдана людям, а не зданиям. На 24 712 м² озеленения — открытый и крытый бассейны, дорожка для прогулок и бега, спортивные и детские площадки, клубный дом. Торговая улица с супермаркетом, кафе, аптекой и сервисами закрывает повседневные нужды, не выходя за территорию.\n\n' +
        'Квартиры — от компактных 1+1 площадью 35,12 м² до семейных 3+1 площадью 80,66 м² — под разный бюджет и образ жизни. Строительство уже идёт: загляните в шоурум в нашем офисе продаж и узнайте о гибких планах оплаты.',
    ),
    logo: 'art:logo:a1207',
    cover_images: [...facade('a1207', 1, 2, 3), ...pool('a1207', 1)],
    featured: true,
    status: 'ongoing',
    video_url: '',
    gallery: [
      ...facade('a1207', 4, 5, 6),
      ...pool('a1207', 2, 3),
      ...rooms('a1207-a', 'living', 'kitchen', 'bedroom'),
      ...rooms('a1207-b', 'living', 'kitchen', 'bedroom'),
      ...facade('a1207', 7),
    ],
    location_image: 'art:map:a1207',
    architecture_image: 'art:siteplan:a1207',
    technical_info: {
      description: L(
        '13 blok, zemin üzeri 11–13 kat; 30 dönüm arsa üzerinde 24.712 m² peyzaj alanı ve iki katlı kapalı otopark. İnşaat devam ediyor.',
        'Thirteen blocks of 11–13 storeys; 24,712 m² of landscaping on a 30-decare plot, over a two-level covered car park. Under construction.',
        '13 корпусов по 11–13 этажей; 24 712 м² озеленения на участке 30 декаров, двухуровневый подземный паркинг. Идёт строительство.',
      ),
      total_units: 1207,
      iskan_date: '',
      units: [
        { type: T.oneBed, count: 412, area: '35,12 m²', description: '32,12 – 35,12 m²' },
        { type: T.twoBed, count: 389, area: '55,36 m²', description: '55,36 m²' },
        { type: T.twoBed, count: 236, area: '65,24 m²', description: '65,24 m²' },
        { type: T.threeBed, count: 126, area: '80,66 m²', description: '80,66 m²' },
        { type: T.shop, count: 46, area: '64,50 m²', description: '38,40 – 164,20 m²' },
      ],
    },
    features: [
      F.pools,
      F.indoorPool,
      F.track,
      F.clubhouse,
      F.fitness,
      F.sauna,
      F.playground,
      F.court,
      F.shops,
      F.parking,
      F.security,
      F.generator,
      F.smartHome,
      F.structure,
    ],
    plans: [P.oneBed, P.twoBedA, P.twoBedB, P.threeBed],
    location: {
      description: L(
        'Kepez’in ana arterlerine yakın, toplu taşımayla şehrin her yerine kolayca bağlanan bir konumda. Havalimanına 9, şehir merkezine 5, Konyaaltı plajına 8, alışveriş merkezine 6 kilometre.',
        'Close to Kepez’s main arteries and well served by public transport to every part of the city. The airport is 9 km away, the city centre 5 km, Konyaaltı Beach 8 km and the nearest shopping mall 6 km.',
        'Рядом с главными магистралями Кепеза, общественный транспорт идёт во все части города. До аэропорта 9 км, до центра города 5 км, до пляжа Коньяалты 8 км, до торгового центра 6 км.',
      ),
      map_image: 'art:map:a1207',
      nearby: KEPEZ_NEARBY,
    },
    architecture: {
      title: L(
        'Bir Mahalle Gibi Planlandı',
        'Planned Like a Neighbourhood',
        'Спланирован как городской квартал',
      ),
      description: L(
        'Bloklar, ortasında büyük bir park bulunan üç sıra halinde yerleşiyor; ticari cadde ana girişi şehre bağlıyor. Yüksek bloklar kuzeyde toplanarak bahçelerin gün boyu güneş alması sağlandı. Altın tonlu dikey paneller ve cam korkuluklu balkonlar 13 bloğu tek bir mimari dilde buluşturuyor.',
        'The blocks stand in three rows around a large central park, and a retail street links the main entrance to the city. The taller blocks are grouped to the north so that the gardens get sun all day. Gold-toned vertical panels and glass-railed balconies give all thirteen blocks one architectural language.',
        'Корпуса стоят в три ряда вокруг большого центрального парка, а торговая улица связывает главный въезд с городом. Более высокие корпуса сгруппированы на севере, чтобы сады были освещены весь день. Золотистые вертикальные панели и балконы со стеклянными ограждениями объединяют все 13 корпусов единым архитектурным языком.',
      ),
    },
  },
];

// Konak Göksu, stages 1–3 (SPEC §9), in Turkish, English and Russian. Image fields hold artwork keys.
import { FEATURES as F, KEPEZ_NEARBY, L, PLANS as P, UNIT_TYPES as T } from './library.js';
import { facade, pool, rooms } from './artwork-keys.js';
import { unitCount, unitTotal } from './unit-figures.js';
import type { SeedProject } from './types.js';

const goksuLocation = L(
  'Göksu, Kepez’in yeni yapılaşan ve ulaşımı en kolay bölgelerinden biri. Ana bulvarlara birkaç dakika mesafede; okullar, sağlık kuruluşları ve marketler yürüme mesafesinde. Havalimanına 9, şehir merkezine 5, Konyaaltı plajına 8 kilometre.',
  'Göksu is one of the newest and best-connected parts of Kepez, a few minutes from the main boulevards, with schools, clinics and supermarkets within walking distance. The airport is 9 km away, the city centre 5 km and Konyaaltı Beach 8 km.',
  'Гёксу — один из новых и наиболее удобных по транспорту районов Кепеза: до главных бульваров несколько минут, школы, поликлиники и супермаркеты — в пешей доступности. До аэропорта 9 км, до центра города 5 км, до пляжа Коньяалты 8 км.',
);

export const GOKSU_PROJECTS: SeedProject[] = [
  {
    slug: 'konak-goksu-1-etap',
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
        'Yedi blok, zemin üzeri 9 kat ve iki katlı kapalı otopark; çatı katlarında loft daireler. 2018 Türkiye Bina Deprem Yönetmeliği’ne uygun betonarme perde sistem; mantolamalı cepheler ve ısıcam doğramalar.',
        'Seven blocks of nine storeys above the ground floor, lofts on the top floors, over a two-level covered car park. Reinforced-concrete shear-wall structure to Türkiye’s 2018 earthquake code; insulated façades and double-glazed windows.',
        'Семь корпусов: первый этаж и девять этажей над ним, лофты на верхних этажах, двухуровневый подземный паркинг. Монолитный каркас по сейсмическому регламенту Турции 2018 года, утеплённые фасады и стеклопакеты.',
      ),
      total_units: unitTotal('konak-goksu-1-etap'),
      iskan_date: '06.09.2024',
      units: [
        {
          type: T.oneBed,
          count: unitCount('konak-goksu-1-etap', 'plan-1'),
          area: '35,12 m²',
          description: '32,12 – 35,12 m²',
        },
        {
          type: T.twoBed,
          count: unitCount('konak-goksu-1-etap', 'plan-2', 'plan-3'),
          area: '55,36 m²',
          description: '55,36 – 65,24 m²',
        },
        {
          type: T.loft,
          count: unitCount('konak-goksu-1-etap', 'plan-4'),
          area: '80,66 m²',
          description: '3+1 · 80,66 m²',
        },
        {
          type: T.shop,
          count: unitCount('konak-goksu-1-etap', null),
          area: '48,20 m²',
          description: '48,20 – 126,40 m²',
        },
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
    slug: 'konak-goksu-2-etap',
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
        'Altı blok, zemin üzeri 10–11 kat ve iki katlı kapalı otopark. İnşaat devam ediyor; kaba yapı, peyzaj ve sosyal alan imalatları planlanan takvimde ilerliyor.',
        'Six blocks of 10–11 storeys above the ground floor over a two-level covered car park. Construction is under way, with the structure, landscaping and amenities on schedule.',
        'Шесть корпусов: первый этаж и 10–11 этажей над ним, двухуровневый подземный паркинг. Идёт строительство: каркас, благоустройство и инфраструктура — по графику.',
      ),
      total_units: unitTotal('konak-goksu-2-etap'),
      iskan_date: '',
      units: [
        {
          type: T.oneBed,
          count: unitCount('konak-goksu-2-etap', 'plan-1'),
          area: '35,12 m²',
          description: '32,12 – 35,12 m²',
        },
        {
          type: T.twoBed,
          count: unitCount('konak-goksu-2-etap', 'plan-2', 'plan-3'),
          area: '55,36 m²',
          description: '55,36 – 65,24 m²',
        },
        {
          type: T.loft,
          count: unitCount('konak-goksu-2-etap', 'plan-4'),
          area: '80,66 m²',
          description: '3+1 · 80,66 m²',
        },
        {
          type: T.shop,
          count: unitCount('konak-goksu-2-etap', null),
          area: '52,80 m²',
          description: '52,80 – 140,10 m²',
        },
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
    slug: 'konak-goksu-3-etap',
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
        'Beş blokta 280 bağımsız bölüm planlanıyor; zemin kat daireleri bahçeye açılacak. Daire tipleri ve teslim takvimi proje onayının ardından açıklanacak.',
        '280 units in five blocks are planned, the ground-floor homes opening onto the gardens. Apartment types and the delivery schedule will be announced once the design is approved.',
        'Планируется 280 помещений в пяти корпусах; квартиры первого этажа выйдут в сад. Планировки и сроки сдачи объявим после утверждения проекта.',
      ),
      total_units: unitTotal('konak-goksu-3-etap'),
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
];

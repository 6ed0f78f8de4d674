// Güneş Evleri, Kundu Villaları and 1207 Antalya (SPEC §9), in Turkish, English and Russian.
import { FEATURES as F, KEPEZ_NEARBY, KUNDU_NEARBY, L, PLANS as P, UNIT_TYPES as T } from './library.js';
import { facade, pool, rooms } from './artwork-keys.js';
import { unitCount, unitTotal } from './unit-figures.js';
import type { SeedProject } from './types.js';

export const OTHER_PROJECTS: SeedProject[] = [
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
      total_units: unitTotal('gunes-evleri'),
      iskan_date: '18.05.2021',
      units: [
        {
          type: T.oneBed,
          count: unitCount('gunes-evleri', 'plan-1'),
          area: '35,12 m²',
          description: '32,12 – 35,12 m²',
        },
        {
          type: T.twoBed,
          count: unitCount('gunes-evleri', 'plan-2'),
          area: '55,36 m²',
          description: '55,36 m²',
        },
        {
          type: T.threeBed,
          count: unitCount('gunes-evleri', 'plan-3'),
          area: '80,66 m²',
          description: '80,66 m²',
        },
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
        'Projede 11 adet 3+1 bahçe dubleks villa yer alacak. Zemin katta bahçeye açılan geniş salon ve mutfak, üst katta ebeveyn süiti ve çocuk odaları planlanıyor.\n\n' +
        'Proje ve ruhsat süreçleri devam ediyor. Ön talep listemize katılın; villa seçimi ve ödeme planları açıklandığında ilk sizin haberiniz olsun.',
      'Kundu Villas is a boutique scheme of eleven villas we are planning on the Lara–Kundu coast, famous for its resorts, about 600 metres from the sea. Each villa has its own garden and private pool, combining the freedom of a detached house with the comfort of a secure, managed development.\n\n' +
        'There will be eleven 3+1 garden duplex villas. On the ground floor a large living room and kitchen open onto the garden; upstairs are the master suite and the children’s bedrooms.\n\n' +
        'Design and permits are in progress. Join our early-interest list and be the first to hear when villas and payment plans are released.',
      'Виллы Кунду — камерный проект из 11 вилл, который мы планируем на побережье Лара — Кунду, известном своими отелями, примерно в 600 метрах от моря. У каждой виллы собственный сад и бассейн: свобода частного дома и комфорт охраняемого комплекса.\n\n' +
        'В проекте будут 11 вилл-дуплексов 3+1 с садом. На первом этаже — просторная гостиная и кухня с выходом в сад, на втором — родительская спальня с ванной и детские комнаты.\n\n' +
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
      total_units: unitTotal('kundu-villalari'),
      iskan_date: '',
      units: [
        // Both plans are floors of the one villa type.
        {
          type: T.villa3,
          count: unitCount('kundu-villalari', 'plan-1', 'plan-2'),
          area: '180,70 m²',
          description: '92,40 + 88,30 m²',
        },
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
      '1207 Antalya, Konak Yapı’nın bugüne kadarki en büyük projesi: Kepez’de 30 dönümlük bir arazi üzerinde 1161 konut ve 46 ticari birimden oluşan, kendi içinde yaşayan bir mahalle.\n\n' +
        'Arazinin büyük bölümü binalara değil insanlara ayrıldı. 24.712 m² peyzaj alanında açık ve kapalı havuzlar, yürüyüş ve koşu parkuru, spor sahaları, çocuk oyun alanları ve bir sosyal tesis yer alıyor. Market, kafe, eczane ve hizmet birimlerinin bulunduğu ticari cadde, günlük ihtiyaçları site sınırları içinde karşılıyor.\n\n' +
        '35,12 m²’lik kompakt 1+1’lerden 80,66 m²’lik 3+1 aile dairelerine uzanan seçenekler farklı bütçelere ve yaşam biçimlerine yanıt veriyor. İnşaat devam ediyor; satış ofisimizde örnek daireyi gezebilir, esnek ödeme seçeneklerini konuşabilirsiniz.',
      '1207 Antalya is Konak Yapı’s largest project to date: a self-contained neighbourhood in Kepez with 1,161 homes and 46 commercial units on 30 decares of land.\n\n' +
        'Most of the land is given to people rather than buildings. The 24,712 m² of landscaping holds outdoor and indoor pools, a walking and jogging loop, sports courts, playgrounds and a clubhouse. A retail street with a supermarket, cafés, a pharmacy and services covers everyday needs without leaving the site.\n\n' +
        'Apartments range from compact 35.12 m² one-bedroom homes to 80.66 m² three-bedroom family apartments, to suit different budgets and ways of living. Construction is under way: visit the show apartment at our sales office and ask about flexible payment plans.',
      '1207 Antalya — крупнейший проект Konak Yapı: самодостаточный квартал в Кепезе на участке 30 декаров (3 га), где разместятся 1161 квартира и 46 коммерческих помещений.\n\n' +
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
        '13 blok, zemin üzeri 11–12 kat; 30 dönüm arsa üzerinde 24.712 m² peyzaj alanı ve iki katlı kapalı otopark. İnşaat devam ediyor.',
        'Thirteen blocks of 11–12 storeys above the ground floor; 24,712 m² of landscaping on a 30-decare plot, over a two-level covered car park. Under construction.',
        '13 корпусов: первый этаж и 11–12 этажей над ним; 24 712 м² озеленения на участке 30 декаров, двухуровневый подземный паркинг. Идёт строительство.',
      ),
      total_units: unitTotal('antalya-1207'),
      iskan_date: '',
      units: [
        {
          type: T.oneBed,
          count: unitCount('antalya-1207', 'plan-1'),
          area: '35,12 m²',
          description: '32,12 – 35,12 m²',
        },
        {
          type: T.twoBed,
          count: unitCount('antalya-1207', 'plan-2'),
          area: '55,36 m²',
          description: '55,36 m²',
        },
        {
          type: T.twoBed,
          count: unitCount('antalya-1207', 'plan-3'),
          area: '65,24 m²',
          description: '65,24 m²',
        },
        {
          type: T.threeBed,
          count: unitCount('antalya-1207', 'plan-4'),
          area: '80,66 m²',
          description: '80,66 m²',
        },
        {
          type: T.shop,
          count: unitCount('antalya-1207', null),
          area: '64,50 m²',
          description: '38,40 – 164,20 m²',
        },
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

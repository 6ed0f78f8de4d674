// Construction progress updates of the ongoing sample projects (issue 12), newest first as the timeline
// shows them. Photos are site views drawn at the stage each update reports (art:site:<code>:<s>-<f>).
import type { ArtworkKey, Localized } from './types.js';

const L = (tr: string, en: string, ru: string): Localized => ({ tr, en, ru });

type Phase = 'foundation' | 'structure' | 'facade' | 'interiors' | 'landscaping';

export interface SeedProgressUpdate {
  /** The project it belongs to (the seeder looks its id up). */
  project_slug: string;
  date: string;
  title: Localized;
  text: Localized;
  photos: ArtworkKey[];
  video_url: string;
  phases: { key: Phase; percent: number }[];
  expected_handover: string | null;
}

const phases = (
  foundation: number,
  structure: number,
  facade: number,
  interiors: number,
  landscaping: number,
) =>
  (
    [
      ['foundation', foundation],
      ['structure', structure],
      ['facade', facade],
      ['interiors', interiors],
      ['landscaping', landscaping],
    ] as const
  ).map(([key, percent]) => ({ key, percent }));

const site = (code: string, structure: number, facade: number, ...views: ('a' | 'b' | 'c')[]): ArtworkKey[] =>
  views.map((v) => `art:site:${code}:${structure}-${facade}${v === 'a' ? '' : `-${v}`}` as const);

export const SAMPLE_PROGRESS: SeedProgressUpdate[] = [
  {
    project_slug: 'konak-goksu-2-etap',
    date: '2026-10-12',
    title: L('Cepheler kapanıyor', 'The façades are closing', 'Фасады закрываются'),
    text: L(
      'Tüm blokların kaba inşaatı tamamlandı. Cephe kaplaması alt katlardan yukarıya doğru ilerliyor; pencere doğramaları takılan katlarda iç sıva ve tesisat işleri başladı.\n\nKış aylarından önce çatıların su yalıtımını bitirmeyi hedefliyoruz.',
      'The structural frame of every block is complete. Cladding is rising from the lower floors, and on the floors where the windows are in, plastering and building services have begun.\n\nWe aim to finish waterproofing the roofs before winter.',
      'Каркасы всех корпусов завершены. Облицовка фасадов идёт снизу вверх; на этажах с установленными окнами начались штукатурные работы и монтаж инженерных систем.\n\nДо зимы планируем завершить гидроизоляцию кровель.',
    ),
    photos: [...site('goksu2', 100, 60, 'a', 'b'), ...site('goksu2', 100, 60, 'c')],
    video_url: '',
    phases: phases(100, 100, 60, 25, 5),
    expected_handover: '2027-09-30',
  },
  {
    project_slug: 'konak-goksu-2-etap',
    date: '2026-03-20',
    title: L('Kaba inşaat son katlarda', 'Frame reaching the top floors', 'Каркас на верхних этажах'),
    text: L(
      'A ve B bloklarında karkas yedinci kata ulaştı. C ve D bloklarında döşeme betonları takvime uygun dökülüyor.',
      'In blocks A and B the frame has reached the seventh floor. In blocks C and D the slabs are being poured on schedule.',
      'В корпусах A и B каркас дошёл до седьмого этажа. В корпусах C и D плиты перекрытий заливаются по графику.',
    ),
    photos: site('goksu2', 70, 0, 'a', 'b'),
    video_url: '',
    phases: phases(100, 70, 0, 0, 0),
    expected_handover: '2027-09-30',
  },
  {
    project_slug: 'konak-goksu-2-etap',
    date: '2025-06-05',
    title: L('İlk katlar yükseliyor', 'The first floors rise', 'Растут первые этажи'),
    text: L(
      'Temel betonu tamamlandı, zemin ve birinci kat döşemeleri döküldü. Şantiyeye ikinci kule vinç kuruldu.',
      'The foundations are complete, and the ground and first-floor slabs have been poured. A second tower crane is up on site.',
      'Фундамент завершён, залиты плиты цокольного и первого этажей. На площадке установлен второй башенный кран.',
    ),
    photos: site('goksu2', 20, 0, 'a', 'c'),
    video_url: '',
    phases: phases(100, 20, 0, 0, 0),
    expected_handover: '2027-06-30',
  },
  {
    project_slug: 'konak-goksu-2-etap',
    date: '2024-01-18',
    title: L('Temel atıldı', 'Groundbreaking', 'Закладка фундамента'),
    text: L(
      'Kazı tamamlandı, radye temelin donatısı döşendi. Aralık ayında düzenlediğimiz temel atma töreninde bizimle olan herkese teşekkür ederiz.',
      'Excavation is complete and the reinforcement of the raft foundation is in place. Thank you to everyone who joined us at the groundbreaking ceremony in December.',
      'Котлован вырыт, уложена арматура фундаментной плиты. Спасибо всем, кто был с нами на церемонии закладки в декабре.',
    ),
    photos: site('goksu2', 0, 0, 'a'),
    video_url: '',
    phases: phases(40, 0, 0, 0, 0),
    expected_handover: null,
  },
  {
    project_slug: 'antalya-1207',
    date: '2026-09-28',
    title: L(
      'Birinci etap blokları tamamlanıyor',
      'First-phase blocks near completion',
      'Корпуса первой очереди почти готовы',
    ),
    text: L(
      'Birinci etaptaki beş bloğun cepheleri bitti; iç mekânlarda parke ve mutfak montajları sürüyor. Peyzaj çalışmaları havuz çevresinden başladı.',
      'The façades of the five first-phase blocks are finished; parquet and kitchens are being fitted inside. Landscaping has started around the pools.',
      'Фасады пяти корпусов первой очереди готовы; внутри укладывают паркет и монтируют кухни. Благоустройство началось с зоны бассейнов.',
    ),
    photos: [...site('a1207', 100, 100, 'c', 'a'), ...site('a1207', 100, 100, 'b')],
    video_url: '',
    phases: phases(100, 100, 100, 70, 35),
    expected_handover: '2027-03-31',
  },
  {
    project_slug: 'antalya-1207',
    date: '2026-02-14',
    title: L('Cephe işleri başladı', 'Façade work has begun', 'Начались фасадные работы'),
    text: L(
      'Karkası biten bloklarda iskeleler kuruldu ve mantolama başladı. Sosyal tesisin temeli atıldı.',
      'Scaffolding is up on the blocks whose frames are finished, and the insulation cladding has begun. The clubhouse foundations have been laid.',
      'На корпусах с готовым каркасом установлены леса, началось утепление фасадов. Заложен фундамент клубного дома.',
    ),
    photos: site('a1207', 100, 40, 'a', 'b'),
    video_url: '',
    phases: phases(100, 100, 40, 10, 0),
    expected_handover: '2027-03-31',
  },
  {
    project_slug: 'antalya-1207',
    date: '2025-04-22',
    title: L('Karkas yükseliyor', 'The frame is rising', 'Каркас растёт'),
    text: L(
      'Tüm bloklarda temel tamamlandı; ilk bloklar altıncı kata ulaştı.',
      'The foundations of every block are complete; the first blocks have reached the sixth floor.',
      'Фундаменты всех корпусов готовы; первые корпуса дошли до шестого этажа.',
    ),
    photos: site('a1207', 50, 0, 'a'),
    video_url: '',
    phases: phases(100, 50, 0, 0, 0),
    expected_handover: '2027-06-30',
  },
];

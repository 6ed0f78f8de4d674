import { compareSnapshots } from './compare';

const L = (tr: string, en = `${tr} en`, ru = `${tr} ru`) => ({ tr, en, ru });

describe('compareSnapshots', () => {
  it('gives a text in three languages one row per language, each marked same or changed', () => {
    const rows = compareSnapshots(
      { title: L('Eski', 'Old', 'Старый') },
      { title: L('Yeni', 'Old', 'Новый') },
    );
    expect(rows.map((r) => [r.label, r.lang, r.same])).toEqual([
      ['Başlık', 'tr', false],
      ['Başlık', 'en', true],
      ['Başlık', 'ru', false],
    ]);
    expect(rows[0]).toMatchObject({ kind: 'text', before: 'Eski', after: 'Yeni' });
  });

  it('compares images as lists of addresses, a single image as a list of one', () => {
    const rows = compareSnapshots(
      { image: '/api/uploads/a.jpg', gallery: ['/api/uploads/1.jpg', '/api/uploads/2.jpg'] },
      { image: '', gallery: ['/api/uploads/1.jpg', '/api/uploads/2.jpg'] },
    );
    expect(rows).toEqual([
      {
        key: 'image',
        label: 'Görsel',
        kind: 'images',
        before: ['/api/uploads/a.jpg'],
        after: [],
        same: false,
      },
      {
        key: 'gallery',
        label: 'Galeri',
        kind: 'images',
        before: ['/api/uploads/1.jpg', '/api/uploads/2.jpg'],
        after: ['/api/uploads/1.jpg', '/api/uploads/2.jpg'],
        same: true,
      },
    ]);
  });

  it('opens nested parts and lists of parts into rows named by their path', () => {
    const before = {
      location: { description: L('Merkez'), map_image: '', nearby: [{ name: L('Plaj'), distance: '2 km' }] },
    };
    const after = {
      location: {
        description: L('Merkez'),
        map_image: '',
        nearby: [
          { name: L('Plaj'), distance: '1 km' },
          { name: L('Havalimanı'), distance: '20 km' },
        ],
      },
    };
    const changed = compareSnapshots(before, after).filter((r) => !r.same);
    expect(
      changed.map((r) => [
        r.label,
        r.lang ?? null,
        r.kind === 'text' ? r.before : null,
        r.kind === 'text' ? r.after : null,
      ]),
    ).toEqual([
      ['Konum › Yakın yerler 1 › Uzaklık', null, '2 km', '1 km'],
      ['Konum › Yakın yerler 2 › Ad', 'tr', '', 'Havalimanı'],
      ['Konum › Yakın yerler 2 › Ad', 'en', '', 'Havalimanı en'],
      ['Konum › Yakın yerler 2 › Ad', 'ru', '', 'Havalimanı ru'],
      ['Konum › Yakın yerler 2 › Uzaklık', null, '', '20 km'],
    ]);
  });

  it('reads flags, statuses and dates as the forms show them, and keeps fields only one side has', () => {
    const rows = compareSnapshots(
      { featured: false, status: 'ongoing', publication: 'draft', date: '2024-01-15T00:00:00.000Z' },
      {
        featured: true,
        status: 'completed',
        publication: 'published',
        date: '2024-01-15T00:00:00.000Z',
        author: 'Ayşe',
      },
    );
    expect(rows.map((r) => (r.kind === 'text' ? [r.label, r.before, r.after, r.same] : null))).toEqual([
      ['Öne çıkan', 'Hayır', 'Evet', false],
      ['Durum', 'Devam ediyor', 'Tamamlandı', false],
      ['Yayın durumu', 'Taslak', 'Yayında', false],
      ['Tarih', '15 Ocak 2024', '15 Ocak 2024', true],
      ['Yazar', '', 'Ayşe', false],
    ]);
  });

  it('shows values that differ but read the same as they are stored', () => {
    const [date] = compareSnapshots(
      { date: '2024-01-15T00:00:00.000Z' },
      { date: '2024-01-15T09:30:00.000Z' },
    );
    expect(date).toMatchObject({ same: false, before: '15 Ocak 2024 03:00', after: '15 Ocak 2024 12:30' });
    const [tags] = compareSnapshots({ tags: ['a, b'] }, { tags: ['a', 'b'] });
    expect(tags).toMatchObject({ same: false, before: '["a, b"]', after: '["a","b"]' });
  });

  it('shows a slider video address as text and its image address as a thumbnail', () => {
    expect(compareSnapshots(null, { media_url: '/api/uploads/v.mp4' })[0].kind).toBe('text');
    expect(compareSnapshots(null, { media_url: '/api/uploads/v.webp' })[0].kind).toBe('images');
  });
});

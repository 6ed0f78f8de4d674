// The units CSV import that loses nothing (issue 26, item 3): a bare PUT answers what would change and
// writes nothing, ?confirm=1 applies it after keeping the units as they were, "Geri al" puts them back,
// the log names the counts; Excel-TR's files (Windows-1254 or UTF-8 with a BOM, ';', "5.200.000,00 TL")
// import, and the Turkish export comes back unchanged — on SQLite and PostgreSQL alike.
import request from 'supertest';
import { createAdmin, createTestApp, type TestApp } from './create-test-app.js';
import { bearer, login, validProject } from './helpers.js';

let t: TestApp;
let auth: Record<string, string>;
let projectId: number;
beforeAll(async () => {
  t = await createTestApp();
  await createAdmin(t);
  auth = bearer(await login(t));
  const plans = [
    { name: '2+1', area: '90 m²', rooms: '2+1' },
    { name: '3+1', area: '120 m²', rooms: '3+1' },
  ];
  projectId = (
    await api()
      .post('/api/projects')
      .set(auth)
      .send({ ...validProject('csv-proje'), plans })
      .expect(201)
  ).body.id;
  const block = (
    await api().post(`/api/projects/${projectId}/blocks`).set(auth).send({ name: 'A' }).expect(201)
  ).body.id;
  // 10 floors × 4: 40 homes, A-1-1 … A-10-40.
  await api()
    .post(`/api/blocks/${block}/generate`)
    .set(auth)
    .send({ floors: 10, units_per_floor: 4, first_floor: 1, plan_key: 'plan-1' })
    .expect(200);
  const units = (await grid()).units as Unit[];
  for (const [i, u] of units.slice(0, 3).entries())
    await api()
      .patch(`/api/units/${u.id}`)
      .set(auth)
      .send({ price_try: 4_000_000 + i * 100_000 })
      .expect(200);
});
afterAll(() => t.close());

interface Unit {
  id: number;
  label: string;
  floor: number;
  plan_key: string | null;
  facing: string;
  price_try: number | null;
  status: string;
}
const api = () => request(t.server);
const grid = async () => (await api().get(`/api/projects/${projectId}/blocks`).set(auth).expect(200)).body;
const put = (file: string | Buffer, confirm = false) =>
  api()
    .put(`/api/projects/${projectId}/units.csv${confirm ? '?confirm=1' : ''}`)
    .set(auth)
    .set('Content-Type', 'text/csv')
    .send(typeof file === 'string' ? Buffer.from(file, 'utf8') : file);
const audit = async () =>
  (await api().get('/api/audit?type=unit').set(auth).expect(200)).body.items as {
    id: number;
    action: string;
    title: string;
  }[];

/** Text as Excel-TR saves "CSV (virgülle ayrılmış)": Windows-1254, one byte a character. */
const WIN1254: Record<string, number> = {
  ı: 0xfd,
  İ: 0xdd,
  ş: 0xfe,
  Ş: 0xde,
  ğ: 0xf0,
  Ğ: 0xd0,
  ç: 0xe7,
  Ç: 0xc7,
  ö: 0xf6,
  Ö: 0xd6,
  ü: 0xfc,
  Ü: 0xdc,
};
function windows1254(text: string): Buffer {
  return Buffer.from(
    [...text].map((ch) => WIN1254[ch] ?? (ch.charCodeAt(0) < 128 ? ch.charCodeAt(0) : 0x3f)),
  );
}

const THREE_ROWS = [
  'blok;kat;no;plan;cephe;fiyat_tl;durum',
  'A;1;1;2+1;Güney;5.200.000,00 ₺;Satıldı',
  'A;1;2;2+1;;4 350 000 TL;Satışta',
  'A;1;3;plan-2;Kuzey;4.400.000;Opsiyonlu',
  '',
].join('\r\n');

describe('preview, confirm, undo', () => {
  let importId: number;
  let before: { units: Unit[] };

  it('answers a bare PUT with what would change, field by field, and writes nothing', async () => {
    before = await grid();
    expect(before.units).toHaveLength(40);
    const logged = (await audit()).length;
    const res = await put(`\uFEFF${THREE_ROWS}`).expect(200);
    expect(res.body).toMatchObject({
      applied: false,
      import_id: null,
      encoding: 'utf-8',
      blocks: 1,
      units: 3,
      added: 0,
      changed: 3,
      removed: 37,
      removed_blocks: 0,
    });
    expect(res.body.field_changes).toEqual({ floor: 0, plan_key: 1, facing: 2, price_try: 3, status: 2 });
    expect(res.body.summary).toBe('3 fiyat, 2 durum, 1 plan, 2 cephe değişecek, 37 daire silinecek');
    const a11 = res.body.changes.find((c: { label: string }) => c.label === 'A-1-1');
    expect(a11).toEqual({
      kind: 'changed',
      label: 'A-1-1',
      fields: [
        { field: 'facing', before: '', after: 'S' },
        { field: 'price_try', before: 4_000_000, after: 5_200_000 },
        { field: 'status', before: 'available', after: 'sold' },
      ],
    });
    expect(res.body.changes.filter((c: { kind: string }) => c.kind === 'removed')).toHaveLength(37);
    expect(res.body.changes_total).toBe(40);
    expect(await grid()).toEqual(before);
    expect(await audit()).toHaveLength(logged);
    expect((await api().get(`/api/projects/${projectId}/unit-imports`).set(auth).expect(200)).body).toEqual(
      [],
    );
  });

  it('applies it with ?confirm=1, keeps the units as they were, and logs the counts', async () => {
    const res = await put(THREE_ROWS, true).expect(200);
    expect(res.body).toMatchObject({
      applied: true,
      units: 3,
      changed: 3,
      removed: 37,
      summary: '3 fiyat, 2 durum, 1 plan, 2 cephe değişti, 37 daire silindi',
    });
    importId = res.body.import_id;
    expect(importId).toEqual(expect.any(Number));
    const g = await grid();
    expect(g.units.map((u: Unit) => [u.label, u.plan_key, u.facing, u.price_try, u.status])).toEqual([
      ['A-1-1', 'plan-1', 'S', 5_200_000, 'sold'],
      ['A-1-2', 'plan-1', '', 4_350_000, 'available'],
      ['A-1-3', 'plan-2', 'N', 4_400_000, 'reserved'],
    ]);
    const [entry] = await audit();
    expect(entry).toMatchObject({
      action: 'update',
      title: expect.stringMatching(/CSV içe aktarma: 0 eklendi, 3 değişti, 37 silindi$/),
    });
    const detail = (await api().get(`/api/audit/${entry.id}`).set(auth).expect(200)).body;
    expect(detail.changes).toEqual(expect.arrayContaining([{ field: 'units', before: 40, after: 3 }]));
    const [last] = (await api().get(`/api/projects/${projectId}/unit-imports`).set(auth).expect(200)).body;
    expect(last).toMatchObject({
      id: importId,
      user_name: expect.any(String),
      added: 0,
      changed: 3,
      removed: 37,
      can_undo: true,
      undone_at: null,
    });
  });

  it('"Geri al" restores the homes as they were, once, and logs it', async () => {
    const res = await api().post(`/api/unit-imports/${importId}/undo`).set(auth).expect(200);
    expect(res.body).toMatchObject({ applied: true, added: 37, changed: 3, removed: 0 });
    const after = (await grid()).units as Unit[];
    const strip = (u: Unit) => [u.label, u.floor, u.plan_key, u.facing, u.price_try, u.status];
    expect(after.map(strip)).toEqual(before.units.map(strip));
    // The three the import kept keep their ids.
    expect(after.slice(0, 3).map((u) => u.id)).toEqual(before.units.slice(0, 3).map((u) => u.id));
    const [entry] = await audit();
    expect(entry).toMatchObject({
      action: 'restore',
      title: expect.stringMatching(/CSV içe aktarma geri alındı: 37 daire geri geldi/),
    });
    await api().post(`/api/unit-imports/${importId}/undo`).set(auth).expect(409);
    const [last] = (await api().get(`/api/projects/${projectId}/unit-imports`).set(auth).expect(200)).body;
    expect(last).toMatchObject({ id: importId, can_undo: false, undone_at: expect.any(String) });
    await api().post('/api/unit-imports/999999/undo').set(auth).expect(404);
  });

  it('undoes only the newest import', async () => {
    const first = (await put(THREE_ROWS, true).expect(200)).body.import_id;
    const second = (await put(THREE_ROWS.replace('5.200.000,00 ₺', '5.300.000 ₺'), true).expect(200)).body
      .import_id;
    expect((await api().post(`/api/unit-imports/${first}/undo`).set(auth).expect(409)).body.detail).toMatch(
      /önce en son içe aktarmayı geri alın/,
    );
    await api().post(`/api/unit-imports/${second}/undo`).set(auth).expect(200);
    expect((await grid()).units.find((u: Unit) => u.label === 'A-1-1').price_try).toBe(5_200_000);
    await api().post(`/api/unit-imports/${first}/undo`).set(auth).expect(200);
    expect((await grid()).units).toHaveLength(40);
  });
});

describe('Excel-TR files', () => {
  it('reads Windows-1254 with "Satıldı" and "5.200.000,00 TL", under headers in capitals', async () => {
    const file = windows1254(
      [
        'BLOK;KAT;NO;PLAN;CEPHE;FİYAT (TL);DURUM',
        'A;1;1;2+1;Güneybatı;5.200.000,00 TL;Satıldı',
        'A;1;2;;;"4.100.000,00 TL";Opsiyonlu',
      ].join('\r\n'),
    );
    expect(() => new TextDecoder('utf-8', { fatal: true }).decode(file)).toThrow();
    const preview = (await put(file).expect(200)).body;
    expect(preview).toMatchObject({ applied: false, encoding: 'windows-1254', units: 2 });
    await put(file, true).expect(200);
    expect((await grid()).units.map((u: Unit) => [u.label, u.facing, u.price_try, u.status])).toEqual([
      ['A-1-1', 'SW', 5_200_000, 'sold'],
      ['A-1-2', '', 4_100_000, 'reserved'],
    ]);
  });

  it('reads UTF-8 with a BOM and "5.200.000,00 ₺", and the earlier columns (fiyat_tl, English) and words', async () => {
    await put(`\uFEFFblok;kat;no;fiyat_tl;durum\r\nA;2;5;5.200.000,00 ₺;Satıldı\r\n`, true).expect(200);
    expect((await grid()).units.map((u: Unit) => [u.label, u.price_try, u.status])).toEqual([
      ['A-2-5', 5_200_000, 'sold'],
    ]);
    await put(
      'block,floor,number,plan_key,facing,price_try,status\nA,2,5,plan-2,SE,"5,300,000.00",reserved\n',
      true,
    ).expect(200);
    expect(
      (await grid()).units.map((u: Unit) => [u.label, u.plan_key, u.facing, u.price_try, u.status]),
    ).toEqual([['A-2-5', 'plan-2', 'SE', 5_300_000, 'reserved']]);
  });

  it('reads UTF-16 with its byte-order mark, tab-separated (Excel\u2019s "Unicode Text")', async () => {
    const text = ['blok\tkat\tno\tfiyat_tl\tdurum', 'Ç\t3\t7\t6.100.000,00 TL\tOpsiyonlu'].join('\r\n');
    const le = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(text, 'utf16le')]);
    expect((await put(le).expect(200)).body).toMatchObject({
      applied: false,
      encoding: 'utf-16le',
      units: 1,
    });
    const be = Buffer.from(le);
    be.swap16();
    await put(be, true).expect(200);
    expect((await grid()).units.map((u: Unit) => [u.label, u.price_try, u.status])).toEqual([
      ['Ç-3-7', 6_100_000, 'reserved'],
    ]);
  });

  it('names each bad row in plain Turkish and writes nothing', async () => {
    const before = await grid();
    const res = await put(
      [
        'blok;kat;no;fiyat_tl;durum',
        'A;1;1;5.200.000,50 ₺;Satıldı',
        'A;1;2;beş milyon;Satışta',
        'A;1;3;1;Kiralık',
      ].join('\n'),
      true,
    ).expect(400);
    expect(res.body.detail.map((d: { msg: string }) => d.msg)).toEqual([
      expect.stringMatching(/^2\. satır: fiyat okunamadı: "5\.200\.000,50 ₺"/),
      expect.stringMatching(/^3\. satır: fiyat okunamadı: "beş milyon"/),
      expect.stringMatching(/^4\. satır: durum okunamadı: "Kiralık" \(Satışta, Opsiyonlu, Satıldı/),
    ]);
    expect(await grid()).toEqual(before);
  });
});

describe('Turkish export', () => {
  it('writes Turkish columns and words for Excel-TR and imports back unchanged', async () => {
    await put(THREE_ROWS, true).expect(200);
    const res = await api().get(`/api/projects/${projectId}/units.csv`).set(auth).expect(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    const lines = res.text.split('\r\n');
    expect(lines[0]).toBe('\uFEFF"Blok";"Kat";"No";"Plan";"Cephe";"Fiyat (TL)";"Durum"');
    expect(lines.slice(1, 4)).toEqual([
      '"A";"1";"1";"2+1";"Güney";"5200000";"Satıldı"',
      '"A";"1";"2";"2+1";"";"4350000";"Satışta"',
      '"A";"1";"3";"3+1";"Kuzey";"4400000";"Opsiyonlu"',
    ]);
    const before = await grid();
    expect((await put(res.text).expect(200)).body).toMatchObject({
      changes_total: 0,
      summary: 'Değişiklik yok: dosyadaki daireler projedekilerle aynı',
    });
    expect((await put(res.text, true).expect(200)).body).toMatchObject({ applied: true, import_id: null });
    expect(await grid()).toEqual(before);
  });
});

describe('every CSV the product writes opens in Excel-TR', () => {
  it('starts with the UTF-8 BOM and separates by ";" (the KVKK export and the call-back list too)', async () => {
    const kvkk = await api()
      .post('/api/data-requests/export')
      .send({ email: 'ayse@example.com', format: 'csv' })
      .set(auth)
      .expect(200);
    const units = await api().get(`/api/projects/${projectId}/units.csv`).set(auth).expect(200);
    const contacts = await api().get('/api/contact/export.csv').set(auth).expect(200);
    for (const res of [kvkk, units, contacts]) {
      expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(res.text.startsWith('\uFEFF"')).toBe(true);
      expect(res.text.split('\r\n')[0]).toContain('";"');
    }
  });
});

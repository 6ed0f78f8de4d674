import type { ContactRequest } from '@konak/shared-ui';
import { contactsToCsv, csvCell, csvDate, CSV_SEPARATOR } from './contacts-csv';

const row = (over: Partial<ContactRequest>): ContactRequest => ({
  id: 1,
  name: 'Ayşe Yılmaz',
  phone: '0555 111 22 33',
  email: 'ayse@example.com',
  message: '',
  notes: '',
  project: '',
  language: 'tr',
  status: 'new',
  created_at: '2024-01-15T10:00:00Z',
  notice_version: null,
  notice_hash: '',
  marketing_consent: false,
  page: '',
  referrer_host: '',
  utm_source: '',
  utm_medium: '',
  utm_campaign: '',
  unit: '',
  client_ip: '',
  anonymised: false,
  ...over,
});

describe('contacts CSV', () => {
  it('starts with a UTF-8 BOM and the Turkish header', () => {
    const csv = contactsToCsv([]);
    expect(csv.charCodeAt(0)).toBe(0xfeff);
    expect(csv.slice(1).split('\r\n')[0]).toBe(
      ['Ad Soyad', 'Telefon', 'E-posta', 'Durum', 'Tarih', 'Proje', 'Daire', 'Mesaj', 'Notlar', 'Sayfa', 'Kaynak', 'Pazarlama izni'].map((h) => `"${h}"`).join(CSV_SEPARATOR),
    );
  });

  it('quotes every field and doubles inner quotes', () => {
    expect(csvCell('Dairem "deniz" manzaralı; olsun')).toBe('"Dairem ""deniz"" manzaralı; olsun"');
    expect(csvCell(undefined)).toBe('""');
  });

  it('neutralises cells that a spreadsheet would run as formulas', () => {
    expect(csvCell('=HYPERLINK("x")')).toBe('"\'=HYPERLINK(""x"")"');
    expect(csvCell('+905551112233')).toBe('"\'+905551112233"');
    expect(csvCell('-1')).toBe('"\'-1"');
    expect(csvCell('@SUM(A1)')).toBe('"\'@SUM(A1)"');
    expect(csvCell('Ali')).toBe('"Ali"');
  });

  it('writes one line per request with the Turkish status, and the date and hour in Antalya', () => {
    const csv = contactsToCsv([row({ status: 'contacted', project: 'Güneş Evleri', message: 'Satır\nikinci' })]);
    const line = csv.slice(1).split('\r\n')[1];
    expect(line).toContain('"Ayşe Yılmaz"');
    expect(line).toContain('"İletişimde"');
    expect(csv).toContain('"Satır\nikinci"');
  });

  it('writes dates as YYYY-MM-DD HH:MM in Antalya time, which a spreadsheet sorts as dates (issue 16)', () => {
    const csv = contactsToCsv([row({ created_at: '2024-01-15T22:30:00Z' })]);
    expect(csv.split('\r\n')[1].split(CSV_SEPARATOR)[4]).toBe('"2024-01-16 01:30"');
    expect(csvDate('nonsense')).toBe('');
  });

  it('writes a phone as typed, with no apostrophe, and still as text no spreadsheet runs (issue 16)', () => {
    const cells = contactsToCsv([row({ phone: '+90 555 111 22 33' })]).split('\r\n')[1].split(CSV_SEPARATOR);
    expect(cells[1]).toBe('"\u00A0+90 555 111 22 33"');
    expect(cells[1]).not.toContain("'");
    // A phone cell that is not a phone (never from the form) gets the usual neutralising apostrophe.
    expect(csvCell('=1+2', 'phone')).toBe('"\'=1+2"');
    expect(csvCell('0555 111 22 33', 'phone')).toBe('"0555 111 22 33"');
  });

  it('fills in the project title, unit, notes, page, source and the marketing consent (issue 16)', () => {
    const csv = contactsToCsv(
      [row({ project: 'gunes-evleri', unit: 'B-4', notes: 'Pazartesi geri ara', page: '/iletisim', utm_source: 'google', utm_medium: 'cpc', marketing_consent: true })],
      { 'gunes-evleri': 'Güneş Evleri' },
    );
    expect(csv.split('\r\n')[1].split(CSV_SEPARATOR).slice(5)).toEqual(['"Güneş Evleri"', '"B-4"', '""', '"Pazartesi geri ara"', '"/iletisim"', '"google / cpc"', '"Evet"']);
  });
});

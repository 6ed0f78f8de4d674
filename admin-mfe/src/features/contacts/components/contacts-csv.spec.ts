import type { ContactRequest } from '@konak/shared-ui';
import { contactsToCsv, csvCell, CSV_SEPARATOR } from './contacts-csv';

const row = (over: Partial<ContactRequest>): ContactRequest => ({
  id: 1,
  name: 'Ayşe Yılmaz',
  phone: '0555 111 22 33',
  email: 'ayse@example.com',
  message: '',
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
    expect(csv.slice(1).split('\r\n')[0]).toBe(['Ad Soyad', 'Telefon', 'E-posta', 'Durum', 'Tarih', 'Proje', 'Mesaj'].map((h) => `"${h}"`).join(CSV_SEPARATOR));
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
    expect(line).toContain('"15 Ocak 2024 13:00"');
    expect(csv).toContain('"Satır\nikinci"');
  });
});

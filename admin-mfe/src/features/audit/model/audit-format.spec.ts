import { AUDIT_PARAMS, exactTime, fieldLabel, relativeTime, valueText } from './audit-format';
import { apiQuery } from '../../../components/use-paged-list';

describe('audit-format', () => {
  it('shows times in Antalya, exact and relative', () => {
    expect(exactTime('2026-11-26T11:05:00Z')).toBe('26 Kasım 2026 14:05');
    const now = Date.parse('2026-11-26T12:00:00Z');
    expect(relativeTime('2026-11-26T11:59:40Z', now)).toBe('az önce');
    expect(relativeTime('2026-11-26T11:57:00Z', now)).toBe('3 dakika önce');
    expect(relativeTime('2026-11-25T12:00:00Z', now)).toBe('dün');
  });

  it('names a field in Turkish with its language and list position', () => {
    expect(fieldLabel('title.ru')).toEqual({ name: 'Başlık', lang: 'ru' });
    expect(fieldLabel('features.2.title.en')).toEqual({
      name: 'Özellikler › 3. özellik › Başlık',
      lang: 'en',
    });
    expect(fieldLabel('files.0.url')).toEqual({ name: 'Dosyalar › 1. dosya › Bağlantı', lang: null });
    expect(fieldLabel('role')).toEqual({ name: 'Rol', lang: null });
    expect(fieldLabel('ru_currency')).toEqual({ name: 'Rusça sayfalarda fiyatlar', lang: null });
    expect(fieldLabel('slug')).toEqual({ name: 'Sayfa adresi', lang: null });
    expect(fieldLabel('some_new_field')).toEqual({ name: 'some_new_field', lang: null });
    expect(fieldLabel('two_factor_enabled').name).toBe('İki adımlı giriş');
    expect(fieldLabel('published').name).toBe('Yayında');
    expect(fieldLabel('phases.0.key').name).toBe('Aşamalar › 1. aşama › Aşama');
    // A project's `units` are its home types; a units import counts homes and blocks.
    expect(fieldLabel('units', 'project').name).toBe('Daire tipleri');
    expect(fieldLabel('units', 'unit').name).toBe('Daire sayısı');
    expect(fieldLabel('blocks', 'unit').name).toBe('Blok sayısı');
    expect(fieldLabel('removed_blocks', 'unit').name).toBe('Silinen blok');
    expect(fieldLabel('import_id', 'unit').name).toBe('İçe aktarma no');
  });

  it('turns values into text, empty as null', () => {
    expect(valueText('')).toBeNull();
    expect(valueText(null)).toBeNull();
    expect(valueText(false)).toBe('Hayır');
    expect(valueText(['/a.jpg', '/b.jpg'])).toBe('/a.jpg\n/b.jpg');
    expect(valueText(12)).toBe('12');
  });

  it("shows a code in its field's Turkish words and a day as a Turkish date", () => {
    expect(valueText('owner', 'role')).toBe('Sahip');
    expect(valueText('sales', 'role')).toBe('Satış');
    expect(valueText('foundation', 'phases.0.key')).toBe('Temel');
    expect(valueText('sold', 'status')).toBe('Satıldı');
    expect(valueText('fast', 'suspicious_reason')).toBe('Form çok hızlı gönderildi');
    expect(fieldLabel('suspicious_reason').name).toBe('Şüphe nedeni');
    // The same word in another field stays as written.
    expect(valueText('owner', 'title.tr')).toBe('owner');
    expect(valueText('published')).toBe('Yayında');
    expect(valueText('2026-11-28', 'date')).toBe('28 Kasım 2026');
  });

  it('keeps the filters in the address and drops what it does not know', () => {
    const address = new URLSearchParams(
      'kullanici=3&tur=project&islem=hack&baslangic=2026-11-01&bitis=26.11.2026&sayfa=2',
    );
    expect(apiQuery(address, AUDIT_PARAMS, 50)).toEqual({
      user_id: '3',
      type: 'project',
      from: '2026-11-01',
      page: 2,
      per_page: 50,
    });
  });
});

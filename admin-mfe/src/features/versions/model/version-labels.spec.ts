import { changeSummary, fromNumber, savedBy } from './version-labels';

const v = (extra: Partial<Parameters<typeof changeSummary>[0]>) => ({
  number: 4,
  changed: [],
  restored_from: null,
  user_name: 'Ayşe',
  ...extra,
});

describe('version labels', () => {
  it.each([
    [1, "1'den"],
    [3, "3'ten"],
    [6, "6'dan"],
    [9, "9'dan"],
    [10, "10'dan"],
    [12, "12'den"],
    [40, "40'tan"],
    [50, "50'den"],
    [70, "70'ten"],
    [100, "100'den"],
  ])('says "from %i" as Turkish does: %s', (n, text) => expect(fromNumber(n)).toBe(text));

  it('sums up a save by the Turkish names of its first fields', () => {
    expect(changeSummary(v({ changed: ['title', 'content'] }))).toBe('Başlık, İçerik');
    expect(changeSummary(v({ changed: ['title', 'content', 'excerpt', 'image', 'tags'] }))).toBe(
      'Başlık, İçerik, Özet ve 2 alan daha',
    );
    expect(changeSummary(v({ changed: [] }))).toBe('Değişiklik yok');
    expect(changeSummary(v({ number: 1, changed: ['title'] }))).toBe('İlk sürüm');
    expect(changeSummary(v({ restored_from: 3, changed: ['title'] }))).toBe("Sürüm 3'ten geri yüklendi");
  });

  it('names nobody for the state found when the history began', () => {
    expect(savedBy(v({}))).toBe('Ayşe');
    expect(savedBy(v({ user_name: '' }))).toBe('Geçmiş başlamadan önceki hâli');
  });
});

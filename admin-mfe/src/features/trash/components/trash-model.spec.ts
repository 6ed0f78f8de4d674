import { deletedLabel, purgeLabel, typeLabel } from './trash-model';

const NOW = Date.parse('2026-11-26T12:00:00Z');
const DAY = 86_400_000;

describe('trash labels', () => {
  it('counts whole days left, rounded up, and says today on the last one', () => {
    expect(purgeLabel(new Date(NOW + 30 * DAY).toISOString(), NOW)).toBe('30 gün sonra silinecek');
    expect(purgeLabel(new Date(NOW + 29.2 * DAY).toISOString(), NOW)).toBe('30 gün sonra silinecek');
    expect(purgeLabel(new Date(NOW + 1 * DAY).toISOString(), NOW)).toBe('1 gün sonra silinecek');
    expect(purgeLabel(new Date(NOW + 60_000).toISOString(), NOW)).toBe('1 gün sonra silinecek');
    expect(purgeLabel(new Date(NOW - 60_000).toISOString(), NOW)).toBe('Bugün silinecek');
  });

  it('names who deleted and when, in Istanbul time', () => {
    expect(deletedLabel({ deleted_at: '2026-11-26T11:05:00Z', deleted_by: 'Ayşe Yılmaz' })).toBe(
      '26 Kasım 2026 14:05 · Ayşe Yılmaz',
    );
    expect(deletedLabel({ deleted_at: '2026-11-26T11:05:00Z', deleted_by: '' })).toBe('26 Kasım 2026 14:05');
  });

  it('labels the types in Turkish', () => {
    expect(typeLabel('blog_post')).toBe('Blog yazısı');
    expect(typeLabel('contact_request')).toBe('Geri arama talebi');
  });
});

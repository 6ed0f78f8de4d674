// How a version is named in the list and the comparison.
import { fieldLabel } from './field-labels';
import { staffDateTime } from '../../../components/staff-time';

interface VersionLine {
  number: number;
  changed: string[];
  restored_from: number | null;
  user_name: string;
}

/** When a version was saved, in the company's time zone. */
export const savedAt = (iso: string) => staffDateTime(iso);

/** Who saved a version; the first version of an item saved before the history began was saved by nobody. */
export const savedBy = (v: VersionLine) => v.user_name || 'Geçmiş başlamadan önceki hâli';

const ONES = ['', 'den', 'den', 'ten', 'ten', 'ten', 'dan', 'den', 'den', 'dan'];
const TENS = ['', 'dan', 'den', 'dan', 'tan', 'den', 'tan', 'ten', 'den', 'dan'];

/** "3'ten", "6'dan", "40'tan": Turkish's "from" suffix follows the number as it is said. */
export function fromNumber(n: number): string {
  const suffix = n % 10 ? ONES[n % 10] : n % 100 ? TENS[(n % 100) / 10] : 'den'; // yüz, bin: 'den'
  return `${n}'${suffix}`;
}

/** What a save changed, in a line: the first few fields' names. */
export function changeSummary(v: VersionLine): string {
  if (v.restored_from) return `Sürüm ${fromNumber(v.restored_from)} geri yüklendi`;
  if (v.number === 1) return 'İlk sürüm';
  if (v.changed.length === 0) return 'Değişiklik yok';
  const names = [...new Set(v.changed.map(fieldLabel))];
  return names.length > 3
    ? `${names.slice(0, 3).join(', ')} ve ${names.length - 3} alan daha`
    : names.join(', ');
}

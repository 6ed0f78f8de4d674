// What the trash screen says about an item: how long it has left, and when and by whom it was deleted.
import { CONTENT_TYPE_LABELS } from '@konak/contract';
import { TRASH_WORDS } from '../../../config/paths';
import type { TrashItem } from '../stores/trash-store';
import { staffDateTime } from '../../../components/staff-time';

const DAY_MS = 86_400_000;

export const typeLabel = (type: TrashItem['type']) => CONTENT_TYPE_LABELS[type];

/** Each kind as the screen's address spells it (config/paths.ts: the audit log links there too). */
export { TRASH_WORDS };
export const trashTypeOf = (word: string) =>
  (Object.keys(TRASH_WORDS) as TrashItem['type'][]).find((t) => TRASH_WORDS[t] === word);

/** "12 gün sonra silinecek"; on its last day "Bugün silinecek". Whole days left, rounded up. */
export function purgeLabel(purgeAt: string, now = Date.now()): string {
  const days = Math.ceil((new Date(purgeAt).getTime() - now) / DAY_MS);
  return days >= 1 ? `${days} gün sonra silinecek` : 'Bugün silinecek';
}

/** "26 Kasım 2026 14:05 · Ayşe Yılmaz" in the company's time. */
export function deletedLabel(item: Pick<TrashItem, 'deleted_at' | 'deleted_by'>): string {
  const when = staffDateTime(item.deleted_at);
  return item.deleted_by ? `${when} · ${item.deleted_by}` : when;
}

import { Badge } from '@konak/shared-ui';
import { istanbulToInstant } from '@konak/contract';
import { publicationFrom, type Publication } from './publication';

/** A list's mark of an item visitors do not see yet: "Taslak", or "Zamanlanmış · 1 Aralık 09:30". */
export function PublicationBadge({ item }: { item: { publication?: Publication; publish_at?: string | null; published?: boolean } }) {
  const { publication, publish_local } = publicationFrom(item);
  if (publication === 'draft') return <Badge tone="danger">Taslak</Badge>;
  if (publication !== 'scheduled') return null;
  const at = istanbulToInstant(publish_local);
  const when = at ? at.toLocaleString('tr-TR', { day: 'numeric', month: 'long', hour: '2-digit', minute: '2-digit', timeZone: 'Europe/Istanbul' }) : '';
  return <Badge tone="info">{when ? `Zamanlanmış · ${when}` : 'Zamanlanmış'}</Badge>;
}

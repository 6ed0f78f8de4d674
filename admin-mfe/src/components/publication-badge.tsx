import { Badge } from '@konak/shared-ui';
import { istanbulToInstant } from '@konak/contract';
import { publicationFrom, type Publication } from './publication';
import { staffDayTime } from './staff-time';

/** A list's mark of an item visitors do not see yet: "Taslak", or "Zamanlanmış · 1 Aralık 09:30". */
export function PublicationBadge({
  item,
}: {
  item: { publication?: Publication; publish_at?: string | null; published?: boolean };
}) {
  const { publication, publish_local } = publicationFrom(item);
  if (publication === 'draft') return <Badge tone="danger">Taslak</Badge>;
  if (publication !== 'scheduled') return null;
  const at = istanbulToInstant(publish_local);
  const when = at ? staffDayTime(at) : '';
  return <Badge tone="info">{when ? `Zamanlanmış · ${when}` : 'Zamanlanmış'}</Badge>;
}

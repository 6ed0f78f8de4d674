// A project's or post's publication as the forms edit it (issue 14): Taslak / Yayında / Zamanlanmış and,
// when scheduled, a date and time in Istanbul (the contract's one conversion helper turns it into the
// instant the API stores).
import {
  instantToIstanbul,
  istanbulToInstant,
  PUBLICATION_LABELS,
  PUBLICATIONS,
  type Publication,
} from '@konak/contract';
import { staffDateTime } from './staff-time';

export { PUBLICATION_LABELS, PUBLICATIONS, type Publication };

export interface PublicationDraft {
  publication: Publication;
  /** "YYYY-MM-DDTHH:mm", Istanbul time, as the datetime-local field holds it ('' when none). */
  publish_local: string;
}

/** A record's publication as the form edits it; records from before drafts existed are published. */
export function publicationFrom(item?: {
  publication?: Publication;
  publish_at?: string | null;
  published?: boolean;
}): PublicationDraft {
  const publication = item?.publication ?? (item?.published === false ? 'draft' : 'published');
  return {
    publication,
    publish_local: publication === 'scheduled' && item?.publish_at ? instantToIstanbul(item.publish_at) : '',
  };
}

/** What is sent: the time only with a schedule. */
export function publicationPayload(d: PublicationDraft): {
  publication: Publication;
  publish_at: string | null;
} {
  if (d.publication !== 'scheduled') return { publication: d.publication, publish_at: null };
  return { publication: 'scheduled', publish_at: istanbulToInstant(d.publish_local)?.toISOString() ?? null };
}

/** Why the schedule cannot be saved, or null. A time already past is allowed (it publishes at once). */
export function publicationProblem(d: PublicationDraft): string | null {
  if (d.publication !== 'scheduled') return null;
  if (!d.publish_local) return 'Zamanlanmış yayın için bir tarih ve saat seçin';
  if (!istanbulToInstant(d.publish_local)) return 'Yayın zamanı geçerli bir tarih ve saat olmalıdır';
  return null;
}

/** The line beside the control, saying what visitors see. */
export function publicationHint(d: PublicationDraft, now = Date.now()): string {
  if (d.publication === 'draft') return 'Taslak: sitede görünmez, yalnızca yöneticiler görür.';
  if (d.publication === 'published') return 'Yayında: sitede herkes görür.';
  const at = istanbulToInstant(d.publish_local);
  if (!at) return 'Seçtiğiniz tarih ve saatte (İstanbul saati) kendiliğinden yayınlanır.';
  if (at.getTime() <= now) return 'Bu zaman geçmiş: kaydedince hemen yayınlanır.';
  const when = staffDateTime(at);
  return `${when} (İstanbul saati) kendiliğinden yayınlanır; o zamana kadar sitede görünmez.`;
}

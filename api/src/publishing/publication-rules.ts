// What a create or update does to an item's publication (projects and blog posts): one place for the
// rules, so the two services agree.
import type { Publication } from '@konak/contract';
import { DomainError } from '../common/errors.js';

export interface PublicationInput {
  publication?: Publication;
  /** ISO instant; the admin converts its Istanbul wall-clock entry (contract istanbulToInstant). */
  publish_at?: string | null;
}

export interface PublicationState {
  publication: Publication;
  publish_at: Date | null;
}

/** Visitors see published items only (drafts and items scheduled for later are the admin's). */
export const VISIBLE = { publication: 'published' as const };

/** The state after a write. `current` is absent for a create (published now unless told otherwise).
 *  Scheduled needs a time; a scheduled time already past publishes at once; publishing keeps the time
 *  an item first went live (none for one published before times were kept); a draft has no time. */
export function nextPublication(
  input: PublicationInput,
  current: PublicationState | undefined,
  now: Date,
): PublicationState {
  const wanted = input.publication ?? current?.publication ?? 'published';
  const at = input.publish_at
    ? new Date(input.publish_at)
    : input.publish_at === null
      ? null
      : (current?.publish_at ?? null);
  switch (wanted) {
    case 'draft':
      return { publication: 'draft', publish_at: null };
    case 'scheduled':
      if (!at) throw new DomainError('publish_at_required');
      return { publication: at.getTime() <= now.getTime() ? 'published' : 'scheduled', publish_at: at };
    case 'published':
      // An item already published keeps its time, and one published before times were kept (the sample
      // content, older rows) keeps none: saving it must not claim it went live now (issue 26: its history
      // showed a "Yayın zamanı" nobody set).
      return {
        publication: 'published',
        publish_at: current?.publication === 'published' ? current.publish_at : now,
      };
  }
}

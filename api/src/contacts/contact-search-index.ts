// Keeps contact_search_terms in step with the requests: written with a new request, cleared when its
// personal fields are erased (a deleted request's terms go with it: ON DELETE CASCADE).
import { In, type EntityManager } from 'typeorm';
import { ContactSearchTerm } from './contact-search-term.entity.js';
import { searchTerms } from './contact-search.js';

export async function indexSearchTerms(
  manager: EntityManager,
  row: { id: number; name: string; email: string; phone: string },
): Promise<void> {
  const terms = searchTerms(row);
  if (terms.length)
    await manager.insert(
      ContactSearchTerm,
      terms.map((term) => ({ contact_id: row.id, term })),
    );
}

/** Forgets the terms of these requests (in chunks: SQLite's bound-parameter limit). */
export async function forgetSearchTerms(manager: EntityManager, ids: number[]): Promise<void> {
  for (let i = 0; i < ids.length; i += 500)
    await manager.delete(ContactSearchTerm, { contact_id: In(ids.slice(i, i + 500)) });
}

// The call-back search index (api/src/contacts/contact-search.ts) for rows the benchmark writes straight
// into the database: the built API's own searchTerms(), so the seeded rows are found exactly as rows
// saved by the API are.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

/** { table, columns, rowsFor(id, person) } when this build keeps a search index, else null. */
export async function searchIndexOf(root, db) {
  const module = path.join(root, 'api/dist/contacts/contact-search.js');
  if (!existsSync(module)) return null;
  const tables =
    db.dialect === 'sqlite'
      ? await db.all(`SELECT name FROM sqlite_master WHERE type = 'table' AND name = 'contact_search_terms'`)
      : await db.all(
          `SELECT table_name FROM information_schema.tables WHERE table_name = 'contact_search_terms'`,
        );
  if (!tables.length) return null;
  const { searchTerms } = await import(pathToFileURL(module).href);
  return {
    table: 'contact_search_terms',
    columns: ['contact_id', 'term'],
    rowsFor: (id, person) => searchTerms(person).map((term) => [id, term]),
  };
}

// Search of call-back requests by name, e-mail and phone without scanning the table
// (docs/decisions/0153-contact-search-terms.md). Each request is stored with its terms in
// contact_search_terms; a query word matches a term by prefix, an index range on (term, contact_id) on
// both databases, and every word of the query must match. Terms hold only a-z and 0-9: Turkish letters are
// folded (Ayşe → ayse) and Russian ones transliterated (Наталья → natalya) the same way on both sides, and
// an alphanumeric range compares alike in SQLite's binary and PostgreSQL's collations. Letters of other
// scripts separate words.

/** A term's stored length (longer words are cut; a longer query word is cut the same way). */
export const TERM_MAX = 64;
/** Words of a query beyond this are ignored (each is one index range). */
export const QUERY_MAX_WORDS = 6;

const FOLD: Record<string, string> = { ı: 'i', ş: 's', ğ: 'g', ü: 'u', ö: 'o', ç: 'c' };
/** Russian letters in Latin, one letter at a time (so a typed prefix stays a prefix): the site's third
 *  language, and how a Russian name is often typed on a Turkish keyboard ("natalya" finds Наталья). */
const CYRILLIC: Record<string, string> = {
  а: 'a',
  б: 'b',
  в: 'v',
  г: 'g',
  д: 'd',
  е: 'e',
  ё: 'e',
  ж: 'zh',
  з: 'z',
  и: 'i',
  й: 'y',
  к: 'k',
  л: 'l',
  м: 'm',
  н: 'n',
  о: 'o',
  п: 'p',
  р: 'r',
  с: 's',
  т: 't',
  у: 'u',
  ф: 'f',
  х: 'kh',
  ц: 'ts',
  ч: 'ch',
  ш: 'sh',
  щ: 'shch',
  ъ: '',
  ы: 'y',
  ь: '',
  э: 'e',
  ю: 'yu',
  я: 'ya',
};

/** Turkish-aware lowercase, then ı/i ş/s ğ/g ü/u ö/o ç/c and other accents folded and Russian letters
 *  transliterated: "AYŞE", "Ayşe" and "ayse" are one word. (Turkish lowercasing makes "I" ı and "İ" i,
 *  both folded to i.) */
export function fold(text: string): string {
  return text
    .normalize('NFC')
    .toLocaleLowerCase('tr')
    .replace(/[ışğüöç]/g, (c) => FOLD[c])
    .replace(/[а-яё]/g, (c) => CYRILLIC[c])
    .normalize('NFD')
    .replace(/\p{M}/gu, '');
}

/** The alphanumeric words of a text, folded. */
function words(text: string): string[] {
  return fold(text)
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
}

const alnum = (text: string) => fold(text).replace(/[^a-z0-9]/g, '');
const cut = (term: string) => term.slice(0, TERM_MAX);

/** The terms a request is found by: its name's words; its e-mail whole and its local part (whole and
 *  word by word); its phone's digits whole, their last 10 (the number without 0 / +90) and last 7. */
export function searchTerms(row: { name: string; email: string; phone: string }): string[] {
  const terms = new Set<string>();
  for (const w of words(row.name)) terms.add(cut(w));
  if (row.email) {
    const at = row.email.lastIndexOf('@');
    const local = at > 0 ? row.email.slice(0, at) : row.email;
    terms.add(cut(alnum(row.email)));
    terms.add(cut(alnum(local)));
    for (const w of words(local)) terms.add(cut(w));
  }
  const digits = row.phone.replace(/\D/g, '');
  if (digits) {
    terms.add(cut(digits));
    if (digits.length > 10) terms.add(digits.slice(-10));
    if (digits.length > 7) terms.add(digits.slice(-7));
  }
  terms.delete('');
  return [...terms];
}

/** The terms that name one person (decision 0206): the e-mail whole and the phone's last 10 digits (the
 *  number without 0 / +90; a number of fewer digits names nobody). Both are among searchTerms, so other
 *  requests of the same person are those holding one of these terms exactly. None for an erased request. */
export function personKeys(row: { email: string; phone: string }): string[] {
  const keys: string[] = [];
  if (row.email) keys.push(cut(alnum(row.email)));
  const digits = row.phone.replace(/\D/g, '');
  if (digits.length >= 10) keys.push(digits.slice(-10));
  return keys.filter(Boolean);
}

/** What a typed search looks for: the prefixes that must all match. A query of only digits and phone
 *  punctuation is one number ("0532 000" → 0532000); a word with @ is an e-mail (punctuation dropped);
 *  other words split at punctuation. Empty when nothing searchable is left. */
export function queryTerms(query: string): string[] {
  const trimmed = query.trim();
  if (/^[\d\s+().-]+$/.test(trimmed)) {
    const digits = trimmed.replace(/\D/g, '');
    return digits ? [cut(digits)] : [];
  }
  const terms = new Set<string>();
  for (const word of trimmed.split(/\s+/)) {
    if (word.includes('@')) terms.add(cut(alnum(word)));
    else for (const w of words(word)) terms.add(cut(w));
  }
  terms.delete('');
  // A word that is the prefix of another adds nothing ("ay ayşe" = "ayşe"): keep the longer.
  const list = [...terms].filter((t) => ![...terms].some((o) => o !== t && o.startsWith(t)));
  return list.slice(0, QUERY_MAX_WORDS);
}

/** The inclusive range of terms starting with `prefix`: every a-z0-9 term of at most TERM_MAX characters
 *  that starts with it sorts between the prefix and the prefix padded with 'z'. */
export function prefixRange(prefix: string): [string, string] {
  return [prefix, prefix + 'z'.repeat(Math.max(1, TERM_MAX - prefix.length))];
}

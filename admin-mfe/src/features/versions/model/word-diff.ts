// Word-level differences between two texts, for the version comparison. No regular expression touches
// the text: it is cut into words and spaces by one pass over its characters, the common start and end are
// set aside, and the middle is compared with Myers' algorithm (jsdiff's; time and memory grow with the
// words times the number of differences), given up past a bound: a rewrite beyond it is shown as old
// text → new text. (jsdiff's own word tokenizer splits "3+1" and "Antalya’da" at their punctuation;
// staff compare whole words.)
import { diffArrays } from 'diff';

export type WordPart = { kind: 'same' | 'removed' | 'added'; text: string };

/** Differences beyond which two texts count as rewritten. */
export const MAX_EDITS = 2_000;

const isSpace = (c: string) => c === ' ' || c === '\n' || c === '\t' || c === '\r' || c === '\u00a0';

/** The text as words and runs of white space, in order (joined back they are the text). */
export function tokens(text: string): string[] {
  const out: string[] = [];
  let start = 0;
  for (let i = 1; i <= text.length; i++) {
    if (i === text.length || isSpace(text[i]) !== isSpace(text[i - 1])) {
      out.push(text.slice(start, i));
      start = i;
    }
  }
  return out;
}

/** How `after` differs from `before`, word by word; adjacent parts of one kind are merged. */
export function wordDiff(before: string, after: string): WordPart[] {
  const a = tokens(before);
  const b = tokens(after);
  let head = 0;
  while (head < a.length && head < b.length && a[head] === b[head]) head++;
  let tail = 0;
  while (
    tail < a.length - head &&
    tail < b.length - head &&
    a[a.length - 1 - tail] === b[b.length - 1 - tail]
  )
    tail++;
  const middle = myers(a.slice(head, a.length - tail), b.slice(head, b.length - tail));
  const parts: WordPart[] = [];
  const push = (kind: WordPart['kind'], text: string) => {
    if (!text) return;
    const last = parts[parts.length - 1];
    if (last && last.kind === kind) last.text += text;
    else parts.push({ kind, text });
  };
  push('same', a.slice(0, head).join(''));
  for (const part of middle) push(part.kind, part.text);
  push('same', a.slice(a.length - tail).join(''));
  return parts;
}

/** The middle's edits by Myers' algorithm (jsdiff's diffArrays, over words rather than characters), or
 *  "all removed, all added" past MAX_EDITS. */
function myers(a: string[], b: string[]): WordPart[] {
  const changes = diffArrays(a, b, { maxEditLength: MAX_EDITS });
  if (!changes)
    return [
      { kind: 'removed', text: a.join('') },
      { kind: 'added', text: b.join('') },
    ];
  return changes.map((c) => ({
    kind: c.removed ? 'removed' : c.added ? 'added' : 'same',
    text: c.value.join(''),
  }));
}

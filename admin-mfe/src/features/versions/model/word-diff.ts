// Word-level differences between two texts, for the version comparison. No regular expression touches
// the text: it is cut into words and spaces by one pass over its characters, the common start and end are
// set aside, and the middle is compared with Myers' algorithm (time and memory grow with the words times
// the number of differences), given up past a bound: a rewrite beyond it is shown as old text → new text.

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
  while (tail < a.length - head && tail < b.length - head && a[a.length - 1 - tail] === b[b.length - 1 - tail]) tail++;
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

/** Myers' shortest edit script over two token lists, or "all removed, all added" past MAX_EDITS. */
function myers(a: string[], b: string[]): WordPart[] {
  const n = a.length;
  const m = b.length;
  if (n === 0 || m === 0) return [...a.map((text) => ({ kind: 'removed' as const, text })), ...b.map((text) => ({ kind: 'added' as const, text }))];
  const max = Math.min(n + m, MAX_EDITS);
  const offset = max + 1;
  // v[offset + k]: the furthest x reached on diagonal k; trace[d]: v as round d found it.
  const v = new Int32Array(2 * max + 3);
  const trace: Int32Array[] = [];
  for (let d = 0; d <= max; d++) {
    trace.push(v.slice());
    for (let k = -d; k <= d; k += 2) {
      let x = k === -d || (k !== d && v[offset + k - 1] < v[offset + k + 1]) ? v[offset + k + 1] : v[offset + k - 1] + 1;
      let y = x - k;
      while (x < n && y < m && a[x] === b[y]) {
        x++;
        y++;
      }
      v[offset + k] = x;
      if (x >= n && y >= m) return backtrack(a, b, trace, offset);
    }
  }
  return [
    { kind: 'removed', text: a.join('') },
    { kind: 'added', text: b.join('') },
  ];
}

/** Walks the rounds back from the end to list the edits in order. */
function backtrack(a: string[], b: string[], trace: Int32Array[], offset: number): WordPart[] {
  const parts: WordPart[] = [];
  let x = a.length;
  let y = b.length;
  for (let d = trace.length - 1; d >= 0; d--) {
    const v = trace[d];
    const k = x - y;
    const prevK = k === -d || (k !== d && v[offset + k - 1] < v[offset + k + 1]) ? k + 1 : k - 1;
    const prevX = v[offset + prevK];
    const prevY = prevX - prevK;
    while (x > prevX && y > prevY) {
      x--;
      y--;
      parts.push({ kind: 'same', text: a[x] });
    }
    if (d === 0) break;
    if (x === prevX) parts.push({ kind: 'added', text: b[prevY] });
    else parts.push({ kind: 'removed', text: a[prevX] });
    x = prevX;
    y = prevY;
  }
  return parts.reverse();
}

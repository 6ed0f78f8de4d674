import { MAX_EDITS, tokens, wordDiff, type WordPart } from './word-diff';

const side = (parts: WordPart[], keep: 'removed' | 'added') =>
  parts
    .filter((p) => p.kind === 'same' || p.kind === keep)
    .map((p) => p.text)
    .join('');

describe('tokens', () => {
  it('cuts a text into words and runs of white space that join back into it', () => {
    expect(tokens('Deniz  manzaralı\n3+1 daire')).toEqual([
      'Deniz',
      '  ',
      'manzaralı',
      '\n',
      '3+1',
      ' ',
      'daire',
    ]);
    expect(tokens('')).toEqual([]);
    expect(tokens('  ')).toEqual(['  ']);
  });
});

describe('wordDiff', () => {
  it('marks the words removed and added, keeping the rest', () => {
    expect(wordDiff('Güneş Evleri Antalya’da', 'Güneş Villaları Antalya’da')).toEqual([
      { kind: 'same', text: 'Güneş ' },
      { kind: 'removed', text: 'Evleri' },
      { kind: 'added', text: 'Villaları' },
      { kind: 'same', text: ' Antalya’da' },
    ]);
  });

  it('answers one unchanged part for equal texts and only additions from an empty one', () => {
    expect(wordDiff('aynı metin', 'aynı metin')).toEqual([{ kind: 'same', text: 'aynı metin' }]);
    expect(wordDiff('', 'yeni metin')).toEqual([{ kind: 'added', text: 'yeni metin' }]);
    expect(wordDiff('eski metin', '')).toEqual([{ kind: 'removed', text: 'eski metin' }]);
    expect(wordDiff('', '')).toEqual([]);
  });

  it.each([
    ['a b c d e f', 'a x c d y f z'],
    ['Бизнес-центр у моря', 'Новый бизнес-центр у самого моря'],
    ['one two three two one', 'two one two three'],
    ['## Başlık\n\nParagraf bir.\n\nParagraf iki.', '## Başlık\n\nParagraf iki.\n\nYeni paragraf.'],
  ])('rebuilds both texts from its parts (%p → %p)', (before, after) => {
    const parts = wordDiff(before, after);
    expect(side(parts, 'removed')).toBe(before);
    expect(side(parts, 'added')).toBe(after);
    // Every inserted or removed word is really one: no word is both removed and added unchanged.
    for (let i = 1; i < parts.length; i++) expect(parts[i].kind).not.toBe(parts[i - 1].kind);
  });

  it('finds a small change in a long text', () => {
    const words = Array.from({ length: 20_000 }, (_, i) => `kelime${i}`);
    const after = [...words];
    after[10_000] = 'değişti';
    const parts = wordDiff(words.join(' '), after.join(' '));
    expect(parts.filter((p) => p.kind !== 'same')).toEqual([
      { kind: 'removed', text: 'kelime10000' },
      { kind: 'added', text: 'değişti' },
    ]);
  });

  it('shows a complete rewrite beyond the bound as the old text removed and the new one added', () => {
    const before = Array.from({ length: MAX_EDITS }, (_, i) => `a${i}`).join(' ');
    const after = Array.from({ length: MAX_EDITS }, (_, i) => `b${i}`).join(' ');
    const parts = wordDiff(before, after);
    expect(side(parts, 'removed')).toBe(before);
    expect(side(parts, 'added')).toBe(after);
  });
});

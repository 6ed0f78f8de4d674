import { parseNotice } from './notice-text';

describe('the KVKK notice text format', () => {
  it('reads sections, paragraphs with their line breaks, and both kinds of list', () => {
    const text =
      'Giriş.\r\n\r\n## 1. Başlık\n\nBir paragraf\nikinci satır.\n\n- madde a\n- madde b\n\n1. ilk\n2. ikinci\nsonra metin\n\n## 2. Son\n';
    expect(parseNotice(text)).toEqual([
      { id: 'kvkk-1', title: '', blocks: [{ kind: 'p', lines: ['Giriş.'] }] },
      {
        id: 'kvkk-2',
        title: '1. Başlık',
        blocks: [
          { kind: 'p', lines: ['Bir paragraf', 'ikinci satır.'] },
          { kind: 'ul', items: ['madde a', 'madde b'] },
          { kind: 'ol', items: ['ilk', 'ikinci'] },
          { kind: 'p', lines: ['sonra metin'] },
        ],
      },
      { id: 'kvkk-3', title: '2. Son', blocks: [] },
    ]);
  });

  it('keeps markup as text (the page draws it as text, never as HTML)', () => {
    expect(parseNotice('<script>alert(1)</script>')[0].blocks).toEqual([
      { kind: 'p', lines: ['<script>alert(1)</script>'] },
    ]);
  });

  it('reads nothing from an empty text', () => {
    expect(parseNotice('\n\n')).toEqual([]);
  });
});

import { MAX_VALUE_CHARS, diffFields } from './audit-diff.js';

describe('diffFields', () => {
  it('lists Localized values per language and list items by position, skipping what did not change', () => {
    const before = {
      title: { tr: 'A', en: 'B', ru: '' },
      features: [{ title: { tr: 'x', en: 'y', ru: 'z' } }],
      gallery: ['/a.jpg'],
      updated_at: new Date(1),
    };
    const after = {
      title: { tr: 'A', en: 'B2', ru: 'В' },
      features: [{ title: { tr: 'x', en: 'y', ru: 'z2' } }],
      gallery: ['/a.jpg', '/b.jpg'],
      updated_at: new Date(2),
    };
    expect(diffFields(before, after)).toEqual([
      { field: 'title.en', before: 'B', after: 'B2' },
      { field: 'title.ru', before: '', after: 'В' },
      { field: 'features.0.title.ru', before: 'z', after: 'z2' },
      { field: 'gallery', before: ['/a.jpg'], after: ['/a.jpg', '/b.jpg'] },
    ]);
  });

  it('shows a created record without its empty fields, and dates as ISO text', () => {
    expect(
      diffFields(null, { slug: 'a', logo: '', gallery: [], date: new Date('2024-01-15T00:00:00Z'), id: 4 }),
    ).toEqual([
      { field: 'slug', before: null, after: 'a' },
      { field: 'date', before: null, after: '2024-01-15T00:00:00.000Z' },
    ]);
  });

  it('never keeps a secret, at any depth, only that it changed', () => {
    const changes = diffFields(
      { password_hash: 'scrypt$1', smtp: { password: 'old' }, api_token: 'a' },
      { password_hash: 'scrypt$2', smtp: { password: 'new' }, api_token: 'a' },
    );
    expect(changes).toEqual([
      { field: 'password_hash', before: '••••••', after: '••••••' },
      { field: 'smtp.password', before: '••••••', after: '••••••' },
    ]);
    expect(JSON.stringify(diffFields(null, { secret: 'k', reset_token: 't' }))).not.toMatch(/"k"|"t"/);
  });

  it('cuts very long values', () => {
    const [change] = diffFields({ body: '' }, { body: 'a'.repeat(MAX_VALUE_CHARS + 50) });
    expect((change.after as string).length).toBe(MAX_VALUE_CHARS + 1);
  });
});

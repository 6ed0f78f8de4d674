import { changedFields, sameValue } from './snapshot-fields.js';

describe('sameValue', () => {
  it('compares JSON values deeply: objects by their keys, lists by position', () => {
    expect(sameValue({ tr: 'a', en: 'b' }, { en: 'b', tr: 'a' })).toBe(true);
    expect(sameValue([{ name: { tr: 'x' } }], [{ name: { tr: 'x' } }])).toBe(true);
    expect(sameValue(['a', 'b'], ['b', 'a'])).toBe(false);
    expect(sameValue({ a: 1 }, { a: 1, b: undefined })).toBe(true);
    expect(sameValue({ a: 1 }, { a: 1, b: null })).toBe(false);
    expect(sameValue([], {})).toBe(false);
    expect(sameValue(null, {})).toBe(false);
    expect(sameValue('1', 1)).toBe(false);
  });
});

describe('changedFields', () => {
  it('names the fields whose values differ, in the later snapshot’s order, then the ones it lost', () => {
    expect(
      changedFields(
        { title: { tr: 'a' }, tags: ['x'], gone: 1 },
        { slug: 's', title: { tr: 'b' }, tags: ['x'] },
      ),
    ).toEqual(['slug', 'title', 'gone']);
    expect(changedFields({ a: 1 }, { a: 1 })).toEqual([]);
  });

  it('names every field of a first snapshot', () => {
    expect(changedFields(null, { slug: 's', title: { tr: 'a' } })).toEqual(['slug', 'title']);
  });
});

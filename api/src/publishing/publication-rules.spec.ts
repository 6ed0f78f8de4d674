import { nextPublication } from './publication-rules.js';

const now = new Date('2026-11-28T10:00:00Z');
const earlier = new Date('2026-01-05T09:00:00Z');

describe('nextPublication', () => {
  it('publishes a new item now unless told otherwise', () => {
    expect(nextPublication({}, undefined, now)).toEqual({ publication: 'published', publish_at: now });
  });

  it('keeps the time an item first went live when it is saved again', () => {
    expect(nextPublication({}, { publication: 'published', publish_at: earlier }, now)).toEqual({
      publication: 'published',
      publish_at: earlier,
    });
  });

  it('gives no time to an item published before times were kept: saving it is not publishing it now', () => {
    expect(
      nextPublication({ publication: 'published' }, { publication: 'published', publish_at: null }, now),
    ).toEqual({
      publication: 'published',
      publish_at: null,
    });
  });

  it('dates a draft published by hand now, and a scheduled time already past publishes at once', () => {
    expect(
      nextPublication({ publication: 'published' }, { publication: 'draft', publish_at: null }, now),
    ).toEqual({
      publication: 'published',
      publish_at: now,
    });
    expect(
      nextPublication({ publication: 'scheduled', publish_at: earlier.toISOString() }, undefined, now),
    ).toEqual({ publication: 'published', publish_at: earlier });
  });
});

import { publicationFrom, publicationHint, publicationPayload, publicationProblem } from './publication';

describe('the forms’ publication', () => {
  it('reads records, older ones as published and the blog’s old flag as draft', () => {
    expect(publicationFrom(undefined)).toEqual({ publication: 'published', publish_local: '' });
    expect(publicationFrom({ published: false })).toEqual({ publication: 'draft', publish_local: '' });
    expect(publicationFrom({ publication: 'scheduled', publish_at: '2026-12-01T06:30:00.000Z' })).toEqual({
      publication: 'scheduled',
      publish_local: '2026-12-01T09:30',
    });
    expect(
      publicationFrom({ publication: 'published', publish_at: '2026-12-01T06:30:00.000Z' }).publish_local,
    ).toBe('');
  });

  it('sends the Istanbul time as an instant, and no time unless scheduled', () => {
    expect(publicationPayload({ publication: 'scheduled', publish_local: '2026-12-01T09:30' })).toEqual({
      publication: 'scheduled',
      publish_at: '2026-12-01T06:30:00.000Z',
    });
    expect(publicationPayload({ publication: 'draft', publish_local: '2026-12-01T09:30' })).toEqual({
      publication: 'draft',
      publish_at: null,
    });
  });

  it('asks for a time with a schedule, in plain Turkish', () => {
    expect(publicationProblem({ publication: 'scheduled', publish_local: '' })).toBe(
      'Zamanlanmış yayın için bir tarih ve saat seçin',
    );
    expect(publicationProblem({ publication: 'scheduled', publish_local: '2026-02-30T10:00' })).toMatch(
      /geçerli/,
    );
    expect(publicationProblem({ publication: 'scheduled', publish_local: '2026-12-01T09:30' })).toBeNull();
    expect(publicationProblem({ publication: 'draft', publish_local: '' })).toBeNull();
  });

  it('says what visitors will see', () => {
    const now = Date.parse('2026-11-26T12:00:00Z');
    expect(publicationHint({ publication: 'scheduled', publish_local: '2026-12-01T09:30' }, now)).toBe(
      '1 Aralık 2026 09:30 (İstanbul saati) kendiliğinden yayınlanır; o zamana kadar sitede görünmez.',
    );
    expect(publicationHint({ publication: 'scheduled', publish_local: '2026-11-01T09:30' }, now)).toMatch(
      /hemen yayınlanır/,
    );
    expect(publicationHint({ publication: 'draft', publish_local: '' }, now)).toMatch(/görünmez/);
  });
});

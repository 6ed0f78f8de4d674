import { instantToIstanbul, isPublication, istanbulToInstant, turkishDay } from './publication.js';

describe('Istanbul publication times', () => {
  it('converts the admin’s wall-clock time to the instant and back', () => {
    expect(istanbulToInstant('2026-12-01T09:30')?.toISOString()).toBe('2026-12-01T06:30:00.000Z');
    expect(instantToIstanbul('2026-12-01T06:30:00.000Z')).toBe('2026-12-01T09:30');
    expect(instantToIstanbul(new Date('2026-12-31T22:15:00Z'))).toBe('2027-01-01T01:15');
    expect(istanbulToInstant('2026-12-01T09:30:15')?.toISOString()).toBe('2026-12-01T06:30:15.000Z');
  });

  it('follows the zone’s history (UTC+2 in winter before 2016)', () => {
    expect(istanbulToInstant('2015-01-10T12:00')?.toISOString()).toBe('2015-01-10T10:00:00.000Z');
  });

  it.each([
    '',
    '2026-12-01',
    '2026-12-01 09:30',
    '2026-02-30T10:00',
    '2026-12-01T24:00',
    '2026-12-01T09:30Z',
    '2026-12-01T09:30:60',
    '2026-12-01T09:30:1',
  ])('rejects %p', (v) => {
    expect(istanbulToInstant(v)).toBeNull();
  });

  it('knows the three publication states only', () => {
    expect(['draft', 'published', 'scheduled'].every(isPublication)).toBe(true);
    expect(isPublication('completed')).toBe(false);
  });
});

describe('turkishDay', () => {
  it('writes a calendar day as an office reads it, whatever the time zone', () => {
    expect(turkishDay('2026-11-28')).toBe('28 Kasım 2026');
    expect(turkishDay('2026-03-01')).toBe('1 Mart 2026');
    expect(turkishDay('')).toBe('');
    expect(turkishDay('yarın')).toBe('yarın');
  });
});

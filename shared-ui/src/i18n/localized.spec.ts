import { formatDate, pick } from './localized';

describe('formatDate', () => {
  it('writes the day in Antalya, whatever the reader’s time zone', () => {
    // 23:30 UTC is already the next day in Antalya (UTC+3).
    expect(formatDate('2024-01-15T23:30:00.000Z')).toBe('16 Ocak 2024');
    expect(formatDate('2024-01-15T09:00:00.000Z', 'en')).toBe('15 January 2024');
    expect(formatDate('2024-01-15', 'ru')).toBe('15 января 2024 г.');
  });

  it('writes nothing for a date it cannot read', () => {
    expect(formatDate('yarın')).toBe('');
  });
});

describe('pick', () => {
  it('falls back to Turkish when the language is empty', () => {
    expect(pick({ tr: 'Merhaba', en: '', ru: '' }, 'en')).toBe('Merhaba');
  });
});

import { pathLanguage, pathWithoutLanguage } from './languages.js';

describe('pathLanguage', () => {
  it('reads the /en and /ru prefixes and nothing that merely starts like them', () => {
    expect(['/en', '/en/', '/en/projeler/x'].map(pathLanguage)).toEqual(['en', 'en', 'en']);
    expect(['/ru', '/ru/blog'].map(pathLanguage)).toEqual(['ru', 'ru']);
    expect(['/', '', '/english', '/ruh', '/projeler', '/tr/blog'].map(pathLanguage)).toEqual([
      'tr',
      'tr',
      'tr',
      'tr',
      'tr',
      'tr',
    ]);
  });

  it('takes the prefix off, leaving the page a Turkish path would name', () => {
    expect(pathWithoutLanguage('/en/projeler/x')).toBe('/projeler/x');
    expect(pathWithoutLanguage('/ru')).toBe('');
    expect(pathWithoutLanguage('/english')).toBe('/english');
    expect(pathWithoutLanguage('/')).toBe('/');
  });
});

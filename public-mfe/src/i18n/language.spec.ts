import {
  browserLanguage,
  initialHomeLanguage,
  LANG_STORAGE_KEY,
  rememberedLanguage,
  rememberLanguage,
} from './language';
import { languageFromPath, pathInLanguage, paths } from '../config/paths';

describe('language choice', () => {
  it('follows the browser for Russian and English, Turkish otherwise', () => {
    expect(browserLanguage(['ru-RU', 'en'])).toBe('ru');
    expect(browserLanguage(['en-GB'])).toBe('en');
    expect(browserLanguage(['de-DE', 'fr'])).toBe('tr');
    expect(browserLanguage(['tr-TR', 'en'])).toBe('tr');
    expect(browserLanguage([])).toBe('tr');
  });

  it('prefers the remembered choice over the browser on a first visit to /', () => {
    expect(initialHomeLanguage('tr', ['ru-RU'])).toBe('tr');
    expect(initialHomeLanguage(undefined, ['ru-RU'])).toBe('ru');
  });

  it('remembers one valid choice under konak.lang and ignores anything else', () => {
    rememberLanguage('en');
    expect(localStorage.getItem(LANG_STORAGE_KEY)).toBe('en');
    expect(rememberedLanguage()).toBe('en');
    localStorage.setItem(LANG_STORAGE_KEY, 'de');
    expect(rememberedLanguage()).toBeUndefined();
  });
});

describe('paths', () => {
  it('puts English and Russian under their prefix with the same slugs', () => {
    expect(paths.home('tr')).toBe('/');
    expect(paths.home('en')).toBe('/en');
    expect(paths.project('ru', 'gunes-evleri')).toBe('/ru/projeler/gunes-evleri');
    expect(paths.homeAnchor('en', 'projeler')).toBe('/en#projeler');
    expect(paths.homeAnchor('tr', 'blog')).toBe('/#blog');
  });

  it('reads the language of a path', () => {
    expect(languageFromPath('/en/blog')).toBe('en');
    expect(languageFromPath('/ru')).toBe('ru');
    expect(languageFromPath('/english')).toBe('tr');
    expect(languageFromPath('/projeler')).toBe('tr');
  });

  it('keeps the page when switching language', () => {
    expect(pathInLanguage('/projeler/gunes-evleri', 'en')).toBe('/en/projeler/gunes-evleri');
    expect(pathInLanguage('/en/blog', 'ru')).toBe('/ru/blog');
    expect(pathInLanguage('/ru', 'tr')).toBe('/');
    expect(pathInLanguage('/en/', 'tr')).toBe('/');
    expect(pathInLanguage('/', 'en')).toBe('/en');
  });
});

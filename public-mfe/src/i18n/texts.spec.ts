import { translator } from './texts';

describe('translator', () => {
  it('reads nested keys in the language asked for', () => {
    expect(translator('en')('units.matching', { count: 1 })).toBe('1 home matches');
    expect(translator('tr')('units.matching', { count: 2 })).toBe('2 konut uygun');
  });

  it("picks the plural form by the language's rules", () => {
    const t = translator('ru');
    expect(t('units.matching', { count: 1 })).toBe('Подходит 1 квартира');
    expect(t('units.matching', { count: 3 })).toBe('Подходят 3 квартиры');
    expect(t('units.matching', { count: 5 })).toBe('Подходят 5 квартир');
    expect(t('units.matching', { count: 21 })).toBe('Подходит 21 квартира');
    expect(translator('en')('units.matching', { count: 0 })).toBe('0 homes match');
  });

  it('puts values in for their placeholders and leaves one without a value as it is', () => {
    const t = translator('en');
    const text = t('units.interested', { label: 'B-4-12' });
    expect(text).toContain('B-4-12');
    expect(text).not.toContain('{{');
    expect(t('units.interested')).toContain('{{label}}');
  });

  it('shows the key of a missing text, and of a key that names a group of texts', () => {
    expect(translator('tr')('nav.doesNotExist')).toBe('nav.doesNotExist');
    expect(translator('tr')('units')).toBe('units');
  });

  it('makes one translator per language', () => {
    expect(translator('ru')).toBe(translator('ru'));
  });
});

describe('loadTexts', () => {
  // A fresh copy of the module, as in the browser: no language in hand until its file is loaded.
  const fresh = () => {
    let mod!: typeof import('./texts');
    jest.isolateModules(() => (mod = jest.requireActual('./texts')));
    return mod;
  };

  it('loads a language once, after which its texts are in hand', async () => {
    const { loadTexts, loadedTranslator, translator } = fresh();
    expect(loadedTranslator('ru')).toBeUndefined();
    expect(() => translator('ru')).toThrow('The ru interface texts are not loaded');
    const loading = loadTexts('ru');
    expect(loadTexts('ru')).toBe(loading);
    const t = await loading;
    expect(t('units.matching', { count: 5 })).toBe('Подходят 5 квартир');
    expect(translator('ru')).toBe(t);
    // Only the language asked for.
    expect(loadedTranslator('en')).toBeUndefined();
  });
});

describe('loadTexts when the file cannot be fetched', () => {
  it('fails, and asks for the file again on the next call', async () => {
    let mod!: typeof import('./texts');
    let attempts = 0;
    jest.isolateModules(() => {
      jest.doMock('./en.json', () => {
        attempts += 1;
        if (attempts === 1) throw new Error('offline');
        return { units: { matching_one: '{{count}} home matches' } };
      });
      mod = jest.requireActual('./texts');
    });
    await expect(mod.loadTexts('en')).rejects.toThrow('offline');
    expect(mod.loadedTranslator('en')).toBeUndefined();
    const t = await mod.loadTexts('en');
    expect(t('units.matching', { count: 1 })).toBe('1 home matches');
    expect(attempts).toBe(2);
  });
});

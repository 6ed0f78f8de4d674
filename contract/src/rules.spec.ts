import { fontFile, fontSheet, fontStack } from './font-stack.js';
import { FONT_CHOICES } from './fonts.js';
import { LIMITS } from './limits.js';
import { isEmail, isMediaUrl, isSafeLink, isSlug, isWebUrl, slugify } from './rules.js';

describe('slugify', () => {
  it('makes a page address from a Turkish name', () => {
    expect(slugify('Kundu Villaları')).toBe('kundu-villalari');
    expect(slugify('Güneş Evleri')).toBe('gunes-evleri');
    expect(slugify('Şık Çarşı Öğün Işık')).toBe('sik-carsi-ogun-isik');
    expect(slugify('  1207 Antalya — 2. Etap! ')).toBe('1207-antalya-2-etap');
    expect(slugify('İSTANBUL')).toBe('istanbul');
    expect(slugify('Konak Göksu 2. Etap')).toBe('konak-goksu-2-etap');
  });

  it('drops apostrophes, as Turkish addresses are written', () => {
    expect(slugify('Lara’da Yeni Projemiz')).toBe('larada-yeni-projemiz');
    expect(slugify("Antalya'nın Sahilleri")).toBe('antalyanin-sahilleri');
  });

  it('gives an address the API accepts, however long the name', () => {
    const long = slugify('Çok '.repeat(100));
    expect(long.length).toBeLessThanOrEqual(LIMITS.slug);
    expect(isSlug(long)).toBe(true);
    expect(isSlug(slugify('Konak Göksu 2. Etap'))).toBe(true);
  });
});

describe('isEmail', () => {
  it.each([
    'info@konakyapi.com.tr',
    'ali.veli+satis@example.com',
    'ali@örnek.com.tr',
    'ali@xn--rnek-4qa.com.tr',
    'a@b.co',
    'иван@пример.рф',
  ])('accepts %p', (v) => expect(isEmail(v)).toBe(true));
  it.each([
    '',
    'info',
    'info@',
    '@example.com',
    'a@b',
    'a@b.c',
    'a@@b.com',
    'a@b@c.com',
    'a b@c.com',
    'a@b .com',
    '.a@b.com',
    'a.@b.com',
    'a..b@c.com',
    'a@-b.com',
    'a@b-.com',
    'a@b..com',
    'a@b.c0m',
    '"a"@b.com',
    '<a@b.com>',
    `${'a'.repeat(65)}@b.com`,
    `a@${'b'.repeat(64)}.com`,
    `a@${'b.'.repeat(130)}com`,
  ])('refuses %p', (v) => expect(isEmail(v)).toBe(false));
  it('refuses what is not a string', () => expect(isEmail(42)).toBe(false));
  it('answers a long hostile address at once', () => {
    const started = performance.now();
    expect(isEmail(`${'a'.repeat(60)}@${'a-'.repeat(90)}`)).toBe(false);
    expect(performance.now() - started).toBeLessThan(50);
  });
});

describe('isSlug', () => {
  it.each(['gunes-evleri', '1207-antalya', 'a'])('accepts %p', (v) => expect(isSlug(v)).toBe(true));
  it.each(['', 'Gunes', 'gunes--evleri', '-a', 'a-', 'güneş', 'a b', 'a'.repeat(121), 7])('refuses %p', (v) =>
    expect(isSlug(v)).toBe(false),
  );
});

describe('links and media addresses', () => {
  it.each(['', '#projeler', '/projeler', 'https://example.com', 'mailto:a@b.co', 'tel:+905551112233'])(
    'a link may be %p',
    (v) => expect(isSafeLink(v)).toBe(true),
  );
  it.each([
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    ' javascript:alert(1)',
    'java\tscript:alert(1)',
    'vbscript:x',
    'ftp://x',
    'relative/path',
    '//evil.example',
    '/\\evil',
    'https://a.com/"x',
    'https://a.com/ x',
    'data:text/html,x',
    42,
  ])('a link is never %p', (v) => expect(isSafeLink(v)).toBe(false));
  it('a link or a media address is at most LIMITS.url long', () => {
    expect(isSafeLink(`/${'a'.repeat(2047)}`)).toBe(true);
    expect(isSafeLink(`/${'a'.repeat(2048)}`)).toBe(false);
    expect(isMediaUrl(`https://a.com/${'a'.repeat(2048)}`)).toBe(false);
  });
  it.each(['', '/api/uploads/2026/11/a.jpg', 'https://cdn.example.com/a.webp'])('media may be %p', (v) =>
    expect(isMediaUrl(v)).toBe(true),
  );
  it.each([
    '/etc/passwd',
    '/api/uploads/../x',
    'javascript:x',
    'data:image/png;base64,AA',
    'mailto:a@b.co',
    'resim.jpg',
  ])('media is never %p', (v) => expect(isMediaUrl(v)).toBe(false));
  it('a web address is absolute http(s)', () => {
    expect(isWebUrl('https://www.instagram.com/konakyapi')).toBe(true);
    expect(isWebUrl('instagram.com/konak')).toBe(false);
    expect(isWebUrl('mailto:a@b.co')).toBe(false);
    expect(isWebUrl('https://a.com/ x')).toBe(false);
  });
});

describe('fonts', () => {
  it('offers the ten fonts of SPEC §5, each with its stylesheet', () => {
    expect(FONT_CHOICES).toHaveLength(10);
    for (const font of FONT_CHOICES) expect(fontFile(font)).toMatch(/^[a-z-]+$/);
  });
  it('knows no other font, nor an inherited key', () => {
    expect(fontFile('Comic Sans')).toBeUndefined();
    expect(fontFile('toString')).toBeUndefined();
  });
  it('gives a Russian page the stylesheet whose first files hold Cyrillic, any other page the Latin one', () => {
    expect(fontSheet('Playfair Display', 'ru')).toBe('/fonts/playfair-display.cyrillic.css');
    expect(fontSheet('Playfair Display', 'tr')).toBe('/fonts/playfair-display.css');
    expect(fontSheet('PT Serif', 'en')).toBe('/fonts/pt-serif.css');
    expect(fontSheet('Comic Sans', 'ru')).toBeUndefined();
  });
  it('falls back to a serif or a sans-serif stack', () => {
    expect(fontStack('PT Serif')).toBe("'PT Serif', Georgia, serif");
    expect(fontStack('Inter')).toContain('sans-serif');
  });
});

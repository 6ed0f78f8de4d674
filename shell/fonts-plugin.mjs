// Self-hosts the ten fonts an administrator can choose (SPEC §5), cut at build time from Google Fonts'
// complete files (@expo-google-fonts/<family>: every glyph of a weight in one TrueType file), so each
// file can hold exactly what a page's language draws — one request per weight for the first screen:
//   /fonts/<family>.css           Turkish and English pages: Latin with Turkish's letters first
//   /fonts/<family>.cyrillic.css  Russian pages: Cyrillic and Latin together first
// Both cover the same characters (the rest in files the browser fetches only for a text that has one,
// by unicode-range), so a page that changes language in place still draws everything in its fonts.
// The first face of each weight in a sheet is the file its pages draw with (api/src/site/theme.ts
// preloads it). The page links only the two families the settings choose.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { create } from 'fontkit';
import subsetFont from 'subset-font';
// The contract's build (Nx builds it before the shell): this file runs in Node, not through rspack.
import { FONT_FILES } from '@konak/contract';

const require = createRequire(import.meta.url);
// Two weights per family: every extra weight is another file on a phone's first visit (the stylesheets
// ask for 500 and 700 too; the browser uses the nearest of these two). Some families have no 600.
const WEIGHTS = { 400: '400Regular', 600: '600SemiBold' };
// The OpenType features a browser applies to Latin and Cyrillic text by default, and tabular figures
// (font-variant-numeric: tabular-nums). Stylistic sets and alternates, which no stylesheet of the site
// asks for, would add a third to a file.
const FEATURES = ['ccmp', 'locl', 'mark', 'mkmk', 'kern', 'liga', 'clig', 'calt', 'rlig', 'rvrn', 'tnum'];

/** The code points of a CSS unicode-range ("U+0000-00FF, U+0131, …"), control characters left out. */
function codePoints(unicodeRange) {
  const points = new Set();
  for (const [, from, to] of unicodeRange.matchAll(/U\+([0-9A-F]+)(?:-([0-9A-F]+))?/gi))
    for (let c = parseInt(from, 16); c <= parseInt(to ?? from, 16); c++)
      if (c >= 0x20 && (c < 0x7f || c > 0x9f)) points.add(c);
  return points;
}

/** Code points back to a unicode-range, runs joined (U+20-7E, U+A0-BF, …). */
function unicodeRange(points) {
  const sorted = [...points].sort((a, b) => a - b);
  const hex = (c) => c.toString(16).toUpperCase();
  const runs = [];
  for (let i = 0; i < sorted.length; i++) {
    let j = i;
    while (j + 1 < sorted.length && sorted[j + 1] === sorted[j] + 1) j++;
    runs.push(i === j ? `U+${hex(sorted[i])}` : `U+${hex(sorted[i])}-${hex(sorted[j])}`);
    i = j;
  }
  return runs.join(', ');
}

const union = (...sets) => new Set(sets.flatMap((s) => [...s]));
const minus = (a, b) => new Set([...a].filter((c) => !b.has(c)));

// Google Fonts' subsets of the scripts the site's languages are written in.
const LATIN = codePoints(
  'U+0000-00FF, U+0131, U+0152-0153, U+02BB-02BC, U+02C6, U+02DA, U+02DC, U+0304, U+0308, U+0329, U+2000-206F, ' +
    'U+20AC, U+2122, U+2191, U+2193, U+2212, U+2215, U+FEFF, U+FFFD',
);
const LATIN_EXT = codePoints(
  'U+0100-02BA, U+02BD-02C5, U+02C7-02CC, U+02CE-02D7, U+02DD-02FF, U+0304, U+0308, U+0329, U+1D00-1DBF, ' +
    'U+1E00-1E9F, U+1EF2-1EFF, U+2020, U+20A0-20AB, U+20AD-20C0, U+2113, U+2C60-2C7F, U+A720-A7FF',
);
const CYRILLIC = codePoints('U+0301, U+0400-045F, U+0490-0491, U+04B0-04B1, U+2116');
const CYRILLIC_EXT = codePoints('U+0460-052F, U+1C80-1C8A, U+20B4, U+2DE0-2DFF, U+A640-A69F, U+FE2E-FE2F');
// What Turkish, English and Russian text draws of Latin: ASCII, the Latin-1 signs (° ² « » …), Turkish's
// letters (Ç Ö Ü Â Î Û Ğ İ ı Ş), the spaces and hyphens numbers and words are formatted with (no-break,
// thin, narrow), dashes, quotes, bullet, ellipsis, €, ₺, ™.
const TEXT_LATIN = codePoints(
  'U+0020-007E, U+00A0-00BF, U+00C2, U+00C7, U+00CE, U+00D6, U+00D7, U+00DB, U+00DC, U+00E2, U+00E7, U+00EE, ' +
    'U+00F6, U+00F7, U+00FB, U+00FC, U+011E-011F, U+0130-0131, U+015E-015F, U+2000-2011, U+2013-2014, U+2018-201E, ' +
    'U+2020-2022, U+2026, U+202F, U+2030, U+2032-2033, U+2039-203A, U+205F-2060, U+20AC, U+20BA, U+2122',
);

// The files of a weight, by the part of the characters each holds.
const PARTS = {
  latin: TEXT_LATIN,
  'latin-cyrillic': union(TEXT_LATIN, CYRILLIC),
  cyrillic: CYRILLIC,
  // Western European letters, the other Latin scripts and rarer signs: for a name or a pasted text.
  rest: minus(union(LATIN, LATIN_EXT), TEXT_LATIN),
  'cyrillic-ext': minus(CYRILLIC_EXT, CYRILLIC),
};
// Each stylesheet's faces, the file its pages draw with first.
const SHEETS = {
  '': ['latin', 'cyrillic', 'rest', 'cyrillic-ext'],
  '.cyrillic': ['latin-cyrillic', 'rest', 'cyrillic-ext'],
};

/** A weight's complete file in the family's package, or undefined when the family has no such weight. */
function sourceFile(slug, weight) {
  const dir = path.join(
    path.dirname(require.resolve(`@expo-google-fonts/${slug}/package.json`)),
    WEIGHTS[weight],
  );
  const file = existsSync(dir) && readdirSync(dir).find((name) => name.endsWith('.ttf'));
  return file ? path.join(dir, file) : undefined;
}

/** One weight's files, by part: each cut to what the font has of the part (a face for characters it
 *  lacks would be fetched for nothing), named by content (cached for a year: api/src/site/static-files.ts). */
async function cutWeight(slug, weight, data) {
  const has = new Set(create(data).characterSet);
  const files = {};
  for (const [part, wanted] of Object.entries(PARTS)) {
    const points = new Set([...wanted].filter((c) => has.has(c)));
    if (!points.size) continue;
    const cut = await subsetFont(data, String.fromCodePoint(...points), {
      targetFormat: 'woff2',
      keepFeatures: FEATURES,
    });
    const name = `${slug}-${weight}-${part}.${createHash('sha256').update(cut).digest('hex').slice(0, 10)}.woff2`;
    files[part] = { name, cut, range: unicodeRange(points) };
  }
  return files;
}

/** Every font asset of the build (path → bytes or text): the files and each family's two stylesheets. */
async function fontAssets() {
  const assets = new Map();
  for (const [family, slug] of Object.entries(FONT_FILES)) {
    const sheets = Object.fromEntries(Object.keys(SHEETS).map((sheet) => [sheet, []]));
    for (const weight of Object.keys(WEIGHTS)) {
      const source = sourceFile(slug, weight);
      if (!source) continue;
      const files = await cutWeight(slug, weight, readFileSync(source));
      for (const { name, cut } of Object.values(files)) assets.set(`fonts/files/${name}`, cut);
      for (const [sheet, parts] of Object.entries(SHEETS))
        for (const { name, range } of parts.map((part) => files[part]).filter(Boolean))
          sheets[sheet].push(
            `@font-face{font-family:'${family}';font-style:normal;font-display:swap;font-weight:${weight};` +
              `src:url(/fonts/files/${name}) format('woff2');unicode-range:${range}}`,
          );
    }
    for (const [sheet, rules] of Object.entries(sheets))
      assets.set(`fonts/${slug}${sheet}.css`, rules.join('\n') + '\n');
  }
  return assets;
}

// Cut once per process: a dev server's rebuilds emit the same files again without redoing the work.
let cutOnce;

export class FontsPlugin {
  apply(compiler) {
    const { RawSource } = compiler.webpack.sources;
    compiler.hooks.thisCompilation.tap('FontsPlugin', (compilation) => {
      compilation.hooks.processAssets.tapPromise(
        { name: 'FontsPlugin', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        async () => {
          for (const [name, data] of await (cutOnce ??= fontAssets()))
            compilation.emitAsset(name, new RawSource(data));
        },
      );
    });
  }
}

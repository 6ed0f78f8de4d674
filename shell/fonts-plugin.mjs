// Self-hosts the ten fonts an administrator can choose (SPEC §5): one stylesheet per family under
// /fonts/<family>.css with only the woff2 files of the subsets Turkish, English and Russian need.
// The page links just the two families the settings choose, so unused fonts cost nothing.
import { readFileSync, existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import subsetFont from 'subset-font';
// The contract's build (Nx builds it before the shell): this file runs in Node, not through rspack.
import { FONT_FILES } from '@konak/contract';

const require = createRequire(import.meta.url);
// Two weights per family: every extra weight is another set of files on a phone's first visit (the
// stylesheets ask for 500 and 700 too; the browser uses the nearest of these two).
const WEIGHTS = [400, 600];
const SUBSETS = new Set(['latin', 'latin-ext', 'cyrillic', 'cyrillic-ext']);
// Of the "latin-ext" subset Turkish needs six letters (and the lira sign); the rest (about 35 kB a file)
// is cut at build time, so a Turkish page's first visit downloads a few kB instead.
const TURKISH_EXTRA = 'ĞğİıŞş₺';
const TURKISH_RANGE = [...TURKISH_EXTRA].map((c) => `U+${c.codePointAt(0).toString(16).toUpperCase()}`).join(', ');

/** The code points of a CSS unicode-range ("U+0000-00FF, U+0131, …"), control characters left out. */
function codePoints(unicodeRange) {
  const points = new Set();
  for (const [, from, to] of unicodeRange.matchAll(/U\+([0-9A-F]+)(?:-([0-9A-F]+))?/gi))
    for (let c = parseInt(from, 16); c <= parseInt(to ?? from, 16); c++) if (c >= 0x20) points.add(c);
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

const text = (points) => String.fromCodePoint(...points);

// Of the "latin" subset, what Turkish, English and Russian text draws: ASCII, the Latin-1 symbols (° ² « »
// …), Turkish's Latin-1 letters (Ç Ö Ü Â Î Û), dotless ı, the spaces and hyphens numbers and words are
// formatted with (no-break, thin, narrow), dashes, quotes, bullet, ellipsis, €, ™. It is
// the file a page asks for; the rest of "latin" (Western European letters and rarer signs: a fifth of the
// bytes) is a file of its own that the browser fetches only for a text that has one of them.
const LATIN_CORE = codePoints(
  'U+0020-007E, U+00A0-00BF, U+00C2, U+00C7, U+00CE, U+00D6, U+00D7, U+00DB, U+00DC, U+00E2, U+00E7, U+00EE, ' +
    'U+00F6, U+00F7, U+00FB, U+00FC, U+0131, U+2000-2011, U+2013-2014, U+2018-201E, U+2020-2022, U+2026, U+202F, ' +
    'U+2030, U+2032-2033, U+2039-203A, U+205F-2060, U+20AC, U+2122',
);

/** A subset's file cut to `points`, with only the OpenType features a browser applies by default (no
 *  stylistic sets or alternates, which no stylesheet of the site asks for): Inter's latin files lose ~18 %. */
async function cut(dir, name, points) {
  const data = readFileSync(path.join(dir, 'files', name));
  const file = await subsetFont(data, text(points), { targetFormat: 'woff2' });
  return file.length < data.length ? file : data;
}

/** The @font-face rules and files of one subset of one weight: "latin-ext" cut to Turkish's letters,
 *  "latin" split into its core and the rest, the others as they are (cut to their own range). */
async function faces(dir, file, subset, block) {
  const range = block.match(/unicode-range: ([^;]+);/)?.[1] ?? '';
  const face = (name, points, cssRange = unicodeRange(points)) => ({
    name,
    points,
    css: block.replace(/src: [^;]+;/, `src: url(/fonts/files/${name}) format('woff2');`).replace(/unicode-range: [^;]+;/, `unicode-range: ${cssRange};`),
  });
  if (subset === 'latin-ext') return [face(file, codePoints(TURKISH_RANGE), TURKISH_RANGE)];
  if (subset !== 'latin') return [face(file, codePoints(range), range)];
  const all = codePoints(range);
  const rest = new Set([...all].filter((c) => !LATIN_CORE.has(c)));
  return [face(file, new Set([...all].filter((c) => LATIN_CORE.has(c)))), face(file.replace('-latin-', '-latin-rest-'), rest)];
}

export class FontsPlugin {
  apply(compiler) {
    const { RawSource } = compiler.webpack.sources;
    compiler.hooks.thisCompilation.tap('FontsPlugin', (compilation) => {
      compilation.hooks.processAssets.tapPromise(
        { name: 'FontsPlugin', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        async () => {
          for (const slug of Object.values(FONT_FILES)) {
            const dir = path.dirname(require.resolve(`@fontsource/${slug}/package.json`));
            let css = '';
            for (const weight of WEIGHTS) {
              const file = path.join(dir, `${weight}.css`);
              if (!existsSync(file)) continue;
              for (const block of readFileSync(file, 'utf8').split(/\n(?=\/\*)/)) {
                const m = block.match(/url\(\.\/files\/([^)]+?\.woff2)\)/);
                const subset = block.match(/\/\* [a-z-]+?-((?:latin|cyrillic|greek|vietnamese|math|symbols)(?:-ext)?)-\d+-normal \*\//);
                if (!m || !subset || !SUBSETS.has(subset[1])) continue;
                for (const face of await faces(dir, m[1], subset[1], block)) {
                  compilation.emitAsset(`fonts/files/${face.name}`, new RawSource(await cut(dir, m[1], face.points)));
                  css += face.css.trim() + '\n';
                }
              }
            }
            compilation.emitAsset(`fonts/${slug}.css`, new RawSource(css));
          }
        },
      );
    });
  }
}

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

/** Every character of a CSS unicode-range ("U+0000-00FF, U+0131, …"). */
function charactersOf(unicodeRange) {
  let text = '';
  for (const [, from, to] of unicodeRange.matchAll(/U\+([0-9A-F]+)(?:-([0-9A-F]+))?/gi))
    for (let c = parseInt(from, 16); c <= parseInt(to ?? from, 16); c++) if (c >= 0x20) text += String.fromCodePoint(c);
  return text;
}

/** A subset's file, cut to what it is for: Turkish's letters of "latin-ext"; of the others, the same
 *  characters with only the OpenType features a browser applies by default (no stylistic sets or
 *  alternates, which no stylesheet of the site asks for): Inter's latin files lose ~18 %. */
async function fontFile(dir, name, subset, unicodeRange) {
  const data = readFileSync(path.join(dir, 'files', name));
  if (subset === 'latin-ext') return subsetFont(data, TURKISH_EXTRA, { targetFormat: 'woff2' });
  const cut = await subsetFont(data, charactersOf(unicodeRange), { targetFormat: 'woff2' });
  return cut.length < data.length ? cut : data;
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
                const range = block.match(/unicode-range: ([^;]+);/)?.[1] ?? '';
                compilation.emitAsset(`fonts/files/${m[1]}`, new RawSource(await fontFile(dir, m[1], subset[1], range)));
                let face = block.replace(/src: [^;]+;/, `src: url(/fonts/files/${m[1]}) format('woff2');`);
                if (subset[1] === 'latin-ext') face = face.replace(/unicode-range: [^;]+;/, `unicode-range: ${TURKISH_RANGE};`);
                css += face.trim() + '\n';
              }
            }
            compilation.emitAsset(`fonts/${slug}.css`, new RawSource(css));
          }
        },
      );
    });
  }
}

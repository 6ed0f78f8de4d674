// How a chosen font is used: its stylesheet's file and its CSS stack. Apart from the font list (fonts.ts),
// so a bundle that needs only the list (the sites' shared UI kit) does not carry these.
import { FONT_FILES, type FontChoice } from './fonts.js';

const SERIF: ReadonlySet<string> = new Set<FontChoice>(['Playfair Display', 'Merriweather', 'PT Serif']);

/** The file name (without .css) of a font's stylesheet, or undefined for a name outside the list. */
export function fontFile(font: string): string | undefined {
  return Object.hasOwn(FONT_FILES, font) ? FONT_FILES[font as FontChoice] : undefined;
}

/** The href of a chosen font's stylesheet for a page in `lang` (the shell's build writes both): a Russian
 *  page's draws Cyrillic and Latin from one file per weight, any other page's Latin with Turkish letters.
 *  Both cover every character the site's languages use. Undefined for a name outside the list. */
export function fontSheet(font: string, lang: string): string | undefined {
  const slug = fontFile(font);
  return slug && `/fonts/${slug}${lang === 'ru' ? '.cyrillic' : ''}.css`;
}

/** The CSS font-family value for a chosen font: the font, then a serif or sans-serif system fallback. */
export function fontStack(font: string): string {
  return `'${font}', ${SERIF.has(font) ? 'Georgia, serif' : "system-ui, -apple-system, 'Segoe UI', sans-serif"}`;
}

// The brochure's fonts: the site's default pair (Playfair Display for headings, Inter for text) from the
// @fontsource packages the API depends on — nothing is downloaded. Those packages split each font into
// subsets by script (latin, latin-ext, cyrillic), so a line is written as runs, each in the subset that
// has its characters: "Güneş Evleri — Солнечные дома" is three fonts on one line. WOFF (not WOFF2):
// fontkit's subsetting of WOFF2 glyphs breaks on composite glyphs. Each file is unpacked to a plain
// TrueType font with node's zlib and opened with fontkit once per process (left to PDFKit, both would
// happen for every document, in JavaScript: the slowest part of a brochure by far).
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { inflateSync } from 'node:zlib';
import { create, type Font } from 'fontkit';

const require = createRequire(import.meta.url);

export type Face = 'heading' | 'heading-bold' | 'body' | 'body-bold';
type Subset = 'latin' | 'latin-ext' | 'cyrillic';
const SUBSETS: readonly Subset[] = ['latin', 'latin-ext', 'cyrillic'];

const FILES: Record<Face, { pkg: string; weight: number }> = {
  heading: { pkg: 'playfair-display', weight: 400 },
  'heading-bold': { pkg: 'playfair-display', weight: 700 },
  body: { pkg: 'inter', weight: 400 },
  'body-bold': { pkg: 'inter', weight: 600 },
};

let fonts: ReadonlyMap<string, Font> | undefined;

/** Every (face, subset) font, opened, by the name it is registered under in a document. */
export function brochureFonts(): ReadonlyMap<string, Font> {
  fonts ??= new Map(
    (Object.keys(FILES) as Face[]).flatMap((face) =>
      SUBSETS.map((subset) => {
        const { pkg, weight } = FILES[face];
        const file = require.resolve(`@fontsource/${pkg}/files/${pkg}-${subset}-${weight}-normal.woff`);
        const font = withCodePoints(create(woffToSfnt(readFileSync(file))));
        return [fontName(face, subset), withFeatures(font, face)] as const;
      }),
    ),
  );
  return fonts;
}

/** A WOFF 1.0 file as the TrueType/OpenType font it wraps: the same tables, each inflated when it was
 *  compressed, laid out again 4-byte aligned (the table checksums are the original ones). */
export function woffToSfnt(woff: Buffer): Buffer {
  if (woff.readUInt32BE(0) !== 0x774f4646) throw new Error('not a WOFF file');
  const flavor = woff.readUInt32BE(4);
  const count = woff.readUInt16BE(12);
  const tables = Array.from({ length: count }, (_, i) => {
    const at = 44 + i * 20;
    const [offset, compLength, origLength] = [
      woff.readUInt32BE(at + 4),
      woff.readUInt32BE(at + 8),
      woff.readUInt32BE(at + 12),
    ];
    const raw = woff.subarray(offset, offset + compLength);
    return {
      tag: woff.readUInt32BE(at),
      checksum: woff.readUInt32BE(at + 16),
      data: compLength < origLength ? inflateSync(raw) : raw,
    };
  });
  let entrySelector = 0;
  while (2 ** (entrySelector + 1) <= count) entrySelector++;
  const searchRange = 2 ** entrySelector * 16;
  const headerSize = 12 + 16 * count;
  const size = tables.reduce((sum, t) => sum + ((t.data.length + 3) & ~3), headerSize);
  const out = Buffer.alloc(size);
  out.writeUInt32BE(flavor, 0);
  out.writeUInt16BE(count, 4);
  out.writeUInt16BE(searchRange, 6);
  out.writeUInt16BE(entrySelector, 8);
  out.writeUInt16BE(count * 16 - searchRange, 10);
  let offset = headerSize;
  tables.forEach((t, i) => {
    const at = 12 + i * 16;
    out.writeUInt32BE(t.tag, at);
    out.writeUInt32BE(t.checksum, at + 4);
    out.writeUInt32BE(offset, at + 8);
    out.writeUInt32BE(t.data.length, at + 12);
    t.data.copy(out, offset);
    offset += (t.data.length + 3) & ~3;
  });
  return out;
}

function fontName(face: Face, subset: Subset) {
  return `${face}:${subset}`;
}

/** The subset that has `cp`, after fontsource's unicode ranges (ı, Œ and € are in latin). */
function subsetOf(cp: number): Subset {
  if ((cp >= 0x0400 && cp <= 0x052f) || cp === 0x2116) return 'cyrillic';
  if (
    (cp >= 0x0100 && cp <= 0x024f && cp !== 0x0131 && cp !== 0x0152 && cp !== 0x0153) ||
    (cp >= 0x1e00 && cp <= 0x1eff) ||
    (cp >= 0x20a0 && cp <= 0x20c0 && cp !== 0x20ac) ||
    (cp >= 0x2c60 && cp <= 0x2c7f)
  )
    return 'latin-ext';
  return 'latin';
}

export interface Run {
  font: string;
  text: string;
}

/** `text` cut into runs of one font each, in order (one pass over the characters). */
export function runsOf(text: string, face: Face): Run[] {
  const runs: Run[] = [];
  for (const char of text) {
    const font = fontName(face, subsetOf(char.codePointAt(0)!));
    const last = runs[runs.length - 1];
    if (last && last.font === font) last.text += char;
    else runs.push({ font, text: char });
  }
  return runs;
}

/** Every glyph with the code points the font's character map gives it, whoever asks for it first (issue 26:
 *  the English brochure's text layer had lost every "u"). fontkit keeps one glyph object per id with the
 *  code points of its first request, and its subsetter asks for a composite glyph's components with none:
 *  once a document had embedded "ü" (drawn as "u" and a diaeresis) before this process had laid out a "u",
 *  every later "u" went into the PDF's ToUnicode map as nothing — on the page, but not in copy and paste,
 *  search or pdftotext. Here a glyph asked for without code points takes the character map's. */
export function withCodePoints(font: Font): Font {
  const getGlyph = font.getGlyph;
  font.getGlyph = function (this: Font, id: number, codePoints: number[] = []) {
    return getGlyph.call(
      this,
      id,
      codePoints.length ? codePoints : this._cmapProcessor.codePointsForGlyph(id),
    );
  };
  return font;
}

/** OpenType features switched off: shaping with them (Inter's contextual alternates above all) was most
 *  of a brochure's time, for nothing a brochure shows; headings keep kerning. Set on the font itself
 *  (PDFKit asks for a layout without features, and caches it per word), as an object that inherits all
 *  else from the opened font. A fresh features object per call: fontkit writes into it. */
function withFeatures(font: Font, face: Face): Font {
  const off = {
    calt: false,
    liga: false,
    clig: false,
    rlig: false,
    rclt: false,
    ccmp: false,
    locl: false,
    mark: false,
    mkmk: false,
    curs: false,
  };
  const features = () => (face.startsWith('heading') ? { ...off } : { ...off, kern: false });
  const shaped = Object.create(font) as Font;
  shaped.layout = (text: string, userFeatures?: unknown) => font.layout(text, userFeatures ?? features());
  return shaped;
}

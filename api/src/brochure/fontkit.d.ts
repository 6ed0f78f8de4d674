// The little of fontkit (PDFKit's font engine) the brochure uses: opening a font once per process.
declare module 'fontkit' {
  /** A parsed font; PDFKit takes it as a font source (anything with `layout`). */
  export interface Font {
    layout(text: string, features?: unknown): unknown;
    postscriptName: string;
    /** The glyph of an id, one object per id, with the code points it was first asked for with. */
    getGlyph(id: number, codePoints?: number[]): { id: number; codePoints: number[] };
    /** The character map (internal): every code point it maps to a glyph. */
    _cmapProcessor: { codePointsForGlyph(id: number): number[] };
  }
  export function create(buffer: Uint8Array, postscriptName?: string): Font;
}

// The little of fontkit (PDFKit's font engine) the brochure uses: opening a font once per process.
declare module 'fontkit' {
  /** A parsed font; PDFKit takes it as a font source (anything with `layout`). */
  export interface Font {
    layout(text: string, features?: unknown): unknown;
    postscriptName: string;
  }
  export function create(buffer: Uint8Array, postscriptName?: string): Font;
}

// A worker thread that draws brochures (brochure-pool.ts sends the content, it answers the PDF's bytes):
// laying out and compressing a PDF holds a core for a second or two, which must not be the event loop's.
import { parentPort } from 'node:worker_threads';
import type { Lang } from '@konak/contract';
import type { BrochureContent } from './brochure-model.js';
import { renderBrochure } from './brochure-pdf.js';
import { BROCHURE_TEXTS } from './brochure-texts.js';

/** Images arrive as Uint8Array (structured clone); pdfkit reads Buffers. */
const buffer = (bytes: Uint8Array | null) =>
  bytes ? Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength) : null;

parentPort!.on(
  'message',
  async ({ id, lang, content }: { id: number; lang: Lang; content: BrochureContent }) => {
    try {
      const pdf = await renderBrochure({
        ...content,
        texts: BROCHURE_TEXTS[lang],
        cover: buffer(content.cover),
        plans: content.plans.map((plan) => ({ ...plan, image: buffer(plan.image) })),
        location: { ...content.location, map: buffer(content.location.map) },
      });
      const bytes = new Uint8Array(pdf.buffer, pdf.byteOffset, pdf.byteLength);
      parentPort!.postMessage(
        { id, pdf: bytes },
        pdf.byteOffset === 0 && pdf.byteLength === pdf.buffer.byteLength ? [pdf.buffer as ArrayBuffer] : [],
      );
    } catch (error) {
      parentPort!.postMessage({ id, error: error instanceof Error ? error.message : String(error) });
    }
  },
);

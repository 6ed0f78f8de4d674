// The brochure fonts' glyphs keep their code points (issue 26: the English brochure's text layer had lost
// every "u"). The fonts are opened once per process, so a first document with "ü" and no "u" decided how
// every later "u" read in the PDF's text layer; pdftotext reads the second document back.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import PDFDocument from 'pdfkit';
import { brochureFonts } from './brochure-fonts.js';
import { write } from './brochure-typesetting.js';

async function pdf(text: string): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'A4', margin: 0 });
  for (const [name, font] of brochureFonts()) doc.registerFont(name, font as unknown as Buffer);
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks))));
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  let y = 40;
  for (const face of ['body', 'body-bold', 'heading', 'heading-bold'] as const) {
    write(doc, text, face, 12, 40, y);
    y += 30;
  }
  doc.end();
  return done;
}

describe('brochure fonts', () => {
  it('keep "u" in the text layer after a document that drew "ü" before any "u"', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'brochure-fonts-'));
    try {
      const text = (name: string, bytes: Buffer) => {
        const file = path.join(dir, name);
        writeFileSync(file, bytes);
        return execFileSync('pdftotext', [file, '-'], { encoding: 'utf8' });
      };
      // Every face draws "ü" (a composite of "u" and a diaeresis) in a document with no "u".
      expect(text('first.pdf', await pdf('Güzel İyi')).match(/Güzel İyi/g)).toHaveLength(4);
      const second = text('second.pdf', await pdf('South · Turkish lira · Güneş Evleri · Юг'));
      expect(second.match(/South · Turkish lira · Güneş Evleri · Юг/g)).toHaveLength(4);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

// The brochure's typesetting: the A4 page and its margins, lines and paragraphs in the subset fonts,
// wrapped by us at spaces (PDFKit's own wrapping cut words at script changes), and page breaks before the
// footer; the pieces every section draws with — headings, hairlines, table rows. brochure-pdf.ts and
// brochure-homes.ts lay the sections out with these.
import { runsOf, type Face } from './brochure-fonts.js';
import type { BrochureContent } from './brochure-model.js';

export const A4 = { width: 595.28, height: 841.89 };
export const M = 48;
export const CONTENT_W = A4.width - 2 * M;
export const FOOTER_H = 34;
export const BOTTOM = A4.height - M - FOOTER_H + 14;
export const MUTED = '#6b6b6b';
export const LINE = '#e4e0da';
/** Shaded panels and alternate table rows. */
export const PAPER_TINT = '#f7f4ef';

/** What headings take from the brochure: its colours and its language's capitalisation. */
type Styled = Pick<BrochureContent, 'accent' | 'ink' | 'texts'>;

export type Doc = PDFKit.PDFDocument;

/** One line of text in a face, as runs of the subset fonts (brochure-fonts.ts), from (x, y). */
export function write(
  doc: Doc,
  text: string,
  face: Face,
  size: number,
  x: number,
  y: number,
  options: { color?: string } = {},
) {
  const runs = runsOf(text, face);
  if (!runs.length) return;
  doc.fontSize(size).fillColor(options.color ?? '#2d2d2d');
  runs.forEach((run, i) => {
    doc.font(run.font);
    // Without a width PDFKit does not wrap; each continued run starts where the last ended.
    const options = { lineBreak: false, continued: i < runs.length - 1 };
    if (i === 0) doc.text(run.text, x, y, options);
    else doc.text(run.text, options);
  });
}

/** One line of text, cut with an ellipsis to fit `width`. */
export function writeLine(
  doc: Doc,
  text: string,
  face: Face,
  size: number,
  x: number,
  y: number,
  width: number,
  options: { color?: string; align?: 'left' | 'right' } = {},
) {
  let line = text;
  let w = widthOf(doc, line, face, size);
  while (line.length > 1 && w > width) {
    line = line.slice(0, -2) + '…';
    w = widthOf(doc, line, face, size);
  }
  write(doc, line, face, size, options.align === 'right' ? x + width - w : x, y, { color: options.color });
}

export function widthOf(doc: Doc, text: string, face: Face, size: number) {
  let w = 0;
  for (const run of runsOf(text, face)) w += doc.font(run.font).fontSize(size).widthOfString(run.text);
  return w;
}

/** `text` broken into lines that fit `width`, at spaces (greedy). The wrapping is ours, not PDFKit's:
 *  PDFKit would also break where one subset font gives way to another, i.e. inside "yaşam". A word
 *  longer than the line keeps a line of its own. */
export function linesOf(doc: Doc, text: string, face: Face, size: number, width: number): string[] {
  const lines: string[] = [];
  const space = widthOf(doc, ' ', face, size);
  let line = '';
  let lineW = 0;
  for (const word of text.split(' ')) {
    if (!word) continue;
    const w = widthOf(doc, word, face, size);
    if (line && lineW + space + w > width) {
      lines.push(line);
      line = '';
      lineW = 0;
    }
    line = line ? `${line} ${word}` : word;
    lineW += (lineW ? space : 0) + w;
  }
  if (line) lines.push(line);
  return lines;
}

export function lineHeight(doc: Doc, face: Face, size: number, lineGap: number) {
  return doc.font(`${face}:latin`).fontSize(size).currentLineHeight(true) + lineGap;
}

export interface BlockOptions {
  color?: string;
  lineGap?: number;
  /** Go on on a new page when the footer is reached. */
  breakPages?: boolean;
}

/** A paragraph wrapped within `width` from (x, y); answers the y below its last line. */
export function writeBlock(
  doc: Doc,
  text: string,
  face: Face,
  size: number,
  x: number,
  y: number,
  width: number,
  options: BlockOptions = {},
) {
  const step = lineHeight(doc, face, size, options.lineGap ?? 0);
  let top = y;
  for (const line of linesOf(doc, text.replace(/\s+/g, ' ').trim(), face, size, width)) {
    if (options.breakPages && top + step > BOTTOM) top = newPage(doc);
    write(doc, line, face, size, x, top, { color: options.color });
    top += step;
  }
  return top;
}

/** The height `text` takes wrapped within `width`. */
export function heightOf(doc: Doc, text: string, face: Face, size: number, width: number, lineGap = 0) {
  return (
    linesOf(doc, text.replace(/\s+/g, ' ').trim(), face, size, width).length *
    lineHeight(doc, face, size, lineGap)
  );
}

export function newPage(doc: Doc) {
  doc.addPage({ size: 'A4', margins: { top: M, left: M, right: M, bottom: M + FOOTER_H } });
  return M;
}

/** Where a section that may follow the one above it on its page starts: below `after` with a gap when its
 *  heading and `opening` more fit there, else at the top of a new page. So no page is left half empty
 *  before a short section (issue 29). */
export function sectionStart(doc: Doc, after: number, opening: number) {
  return opening <= roomAfter(after) ? after + SECTION_GAP : newPage(doc);
}

/** The height left below a section's heading if it followed `after` on its page. */
export const roomAfter = (after: number) => BOTTOM - after - SECTION_GAP - HEADING_H;

/** Room left above a section's heading when it follows another on a page. */
const SECTION_GAP = 18;
/** A section heading's height (heading()). */
const HEADING_H = 44;

/** Room for `height` more before the footer, else a new page; answers the y to draw at. */
export function ensure(doc: Doc, y: number, height: number) {
  return y + height > BOTTOM ? newPage(doc) : y;
}

/** Paragraphs (blank-line separated) wrapped within the content width, breaking pages as needed. */
export function paragraphs(doc: Doc, text: string, y: number, size = 10.5) {
  let top = y;
  for (const para of paragraphsOf(text)) {
    top = ensure(doc, top, size * 3);
    top =
      writeBlock(doc, para, 'body', size, M, top, CONTENT_W, {
        lineGap: 3.5,
        color: '#3a3a3a',
        breakPages: true,
      }) +
      size * 0.9;
  }
  return top;
}

/** The paragraphs of `text` (blank lines between them), each on one line; one pass, no backtracking. */
export function paragraphsOf(text: string): string[] {
  const paragraphs: string[] = [];
  let current: string[] = [];
  for (const line of text.split('\n')) {
    const words = line.trim();
    if (words) current.push(words);
    else if (current.length) {
      paragraphs.push(current.join(' '));
      current = [];
    }
  }
  if (current.length) paragraphs.push(current.join(' '));
  return paragraphs.map((p) => p.replace(/\s+/g, ' '));
}

/** A hairline across `width` from (x, y). */
export function rule(doc: Doc, x: number, y: number, width: number, lineWidth = 0.6) {
  doc
    .moveTo(x, y)
    .lineTo(x + width, y)
    .lineWidth(lineWidth)
    .strokeColor(LINE)
    .stroke();
}

/** A section's heading: a short accent rule above a serif title; answers the y below it. */
export function heading(doc: Doc, c: Styled, text: string, y: number) {
  doc.rect(M, y, 28, 2.5).fill(c.accent);
  write(doc, text, 'heading-bold', 22, M, y + 10, { color: c.ink });
  return y + 10 + 34;
}

/** A small capitalised title within a section; answers the y below it. */
export function subheading(doc: Doc, c: Styled, text: string, y: number) {
  write(doc, text.toLocaleUpperCase(c.texts.locale), 'body-bold', 9, M, y, { color: c.accent });
  return y + 20;
}

export interface Column {
  title: string;
  w: number;
  right?: boolean;
}

/** Where a table is drawn: its left edge, width, row height and text size. */
export interface Frame {
  x: number;
  w: number;
  rowH: number;
  size: number;
}
export const FULL: Frame = { x: M, w: CONTENT_W, rowH: 20, size: 9 };

/** A column to be measured (`w`: its share of the table's width): `whole` (floors, areas, prices) is
 *  never cut by an ellipsis. */
export interface ColumnSpec extends Column {
  whole?: boolean;
}

/** The smallest a column of text is squeezed to before the table's size goes down a step. */
const MIN_TEXT_W = 40;
/** A cell's padding: writeLine is given the column less 6 pt each side. */
const CELL_PAD = 12;

/** A table's columns measured with the fonts' metrics for its title row and `rows` (issue 26: the
 *  Russian brochure cut rouble prices and areas). Every `whole` column gets the width its widest cell
 *  and title need; the other columns share the rest by their shares (a long type or facing may end in
 *  an ellipsis). When the whole columns leave the others less than MIN_TEXT_W, the table's text goes down
 *  half a point at a time, to 2 pt under the frame's size; a figure is never cut — at the last step the
 *  other columns get what is left. Answers the columns and the frame at the size chosen. */
export function fitTable(
  doc: Doc,
  specs: ColumnSpec[],
  rows: string[][],
  frame: Frame,
): { cols: Column[]; frame: Frame } {
  // A text's width grows with its size: measured once at 1 pt, scaled for each step.
  const unit = specs.map((spec, i) => {
    const cells = new Set(rows.map((r) => r[i] ?? ''));
    let cell = 0;
    for (const text of cells) cell = Math.max(cell, widthOf(doc, text, i === 0 ? 'body-bold' : 'body', 1));
    return { cell, title: widthOf(doc, spec.title, 'body-bold', 1) };
  });
  const shareOfText = specs.reduce((n, s) => n + (s.whole ? 0 : s.w), 0);
  const steps = [0, 0.5, 1, 1.5, 2].map((d) => frame.size - d);
  for (const [k, size] of steps.entries()) {
    // +0.5: writeLine compares measured widths, a hair of room keeps rounding from cutting a figure.
    const needs = unit.map((u) => Math.max(u.cell * size, u.title * (size - 0.5)) + CELL_PAD + 0.5);
    const total = needs.reduce((a, b) => a + b, 0);
    const at = { ...frame, size };
    if (total <= frame.w) {
      // Everything fits whole: the room left is shared by the columns' shares.
      const slack = frame.w - total;
      const shares = specs.reduce((n, s) => n + s.w, 0);
      return { cols: specs.map((s, i) => ({ ...s, w: needs[i] + (slack * s.w) / shares })), frame: at };
    }
    const left = frame.w - specs.reduce((n, s, i) => n + (s.whole ? needs[i] : 0), 0);
    const textW = (s: ColumnSpec) => (shareOfText ? (Math.max(0, left) * s.w) / shareOfText : 0);
    const roomy = specs.every((s) => s.whole || textW(s) >= MIN_TEXT_W);
    if (roomy || k === steps.length - 1)
      return { cols: specs.map((s, i) => ({ ...s, w: s.whole ? needs[i] : textW(s) })), frame: at };
  }
  throw new Error('unreachable');
}

/** A table's dark header row; answers the y below it. */
export function tableHeader(doc: Doc, c: Styled, cols: Column[], y: number, f: Frame = FULL) {
  doc.rect(f.x, y, f.w, f.rowH).fill(c.ink);
  let x = f.x;
  for (const col of cols) {
    writeLine(doc, col.title, 'body-bold', f.size - 0.5, x + 6, y + (f.rowH - f.size) / 2, col.w - 12, {
      color: '#ffffff',
      align: col.right ? 'right' : 'left',
    });
    x += col.w;
  }
  return y + f.rowH;
}

/** One row of cells, the first in bold, over a hairline (`shaded`: the alternate tint). */
export function tableRow(
  doc: Doc,
  cols: Column[],
  cells: string[],
  y: number,
  shaded = false,
  f: Frame = FULL,
) {
  if (shaded) doc.rect(f.x, y, f.w, f.rowH).fill(PAPER_TINT);
  rule(doc, f.x, y + f.rowH, f.w, 0.4);
  let x = f.x;
  cols.forEach((col, i) => {
    writeLine(
      doc,
      cells[i] ?? '',
      i === 0 ? 'body-bold' : 'body',
      f.size,
      x + 6,
      y + (f.rowH - f.size) / 2 - 0.5,
      col.w - 12,
      { color: '#2d2d2d', align: col.right ? 'right' : 'left' },
    );
    x += col.w;
  });
}

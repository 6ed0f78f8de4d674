// The brochure's "available homes" section: the counts, then the available units block by block — a full
// table (floor, type, area, facing, price) up to FULL_TABLE_MAX homes, two narrower columns per page past it.
import {
  fitTable,
  M,
  CONTENT_W,
  BOTTOM,
  MUTED,
  PAPER_TINT,
  type Doc,
  heading,
  write,
  writeBlock,
  newPage,
  ensure,
  sectionStart,
  FULL,
  tableHeader,
  tableRow,
  type Frame,
} from './brochure-typesetting.js';
import type { BrochureContent } from './brochure-model.js';

/** Up to this many available homes get the full table (floor and facing too); more are listed in two
 *  narrower columns per page, so a large project's list stays a few pages long. */
export const FULL_TABLE_MAX = 60;

/** The homes section's date and summary, a block's title, the table's header and three rows. */
const HOMES_OPENING = 44 + 24 + 20 + 3 * 20;

/** The homes section, after the floor plans on their page when its heading, summary and a table's first
 *  rows fit below them; answers the y below it. */
export function homes(doc: Doc, c: BrochureContent, after: number): number {
  if (!c.counts) return after;
  let y = heading(doc, c, c.texts.homes, sectionStart(doc, after, HOMES_OPENING));
  write(doc, c.texts.availabilityAsOf(c.date), 'body-bold', 10, M, y, { color: c.ink });
  write(doc, c.texts.homesSummary(c.counts), 'body', 10, M, y + 16, { color: MUTED });
  y += 44;
  if (c.conversion) {
    // The converted prices' rate and date, above the tables that show them.
    y = writeBlock(doc, c.conversion.note, 'body', 9, M, y - 12, CONTENT_W, { color: MUTED }) + 10;
  }
  if (c.paymentPlans) {
    // The plans' figures for the cheapest home for sale, before the tables of every home (issue 32).
    write(doc, c.texts.paymentPlans, 'body-bold', 10, M, y, { color: c.ink });
    y += 16;
    for (const line of c.paymentPlans.lines)
      y = writeBlock(doc, line, 'body', 9, M, y, CONTENT_W, { color: c.ink, breakPages: true }) + 4;
    y =
      writeBlock(doc, c.paymentPlans.example, 'body', 8, M, y, CONTENT_W, {
        color: MUTED,
        breakPages: true,
      }) + 14;
  }
  if (!c.counts.available) {
    doc.rect(M, y, CONTENT_W, 54).fill(PAPER_TINT);
    writeBlock(doc, c.texts.soldOut, 'body-bold', 11, M + 16, y + 20, CONTENT_W - 32, { color: c.ink });
    return y + 54;
  }
  const t = c.texts;
  const listed = c.blocks.reduce((n, b) => n + b.units.length, 0);
  y = listed <= FULL_TABLE_MAX ? fullTables(doc, c, y) : compactTables(doc, c, y);
  y = ensure(doc, y, 30);
  return writeBlock(doc, t.disclaimer, 'body', 8, M, y, CONTENT_W, { color: MUTED, breakPages: true });
}

/** One table per block across the page: home, floor, type, area, facing, price. */
function fullTables(doc: Doc, c: BrochureContent, top: number) {
  const t = c.texts;
  const rows = c.blocks.flatMap((b) =>
    b.units.map((u) => {
      const cells = [u.label, String(u.floor), u.type, u.area, u.facing, u.price];
      return c.conversion ? [...cells, u.converted] : cells;
    }),
  );
  // Floors, areas and prices are measured and printed whole in every language and currency.
  const { cols, frame } = fitTable(
    doc,
    c.conversion
      ? [
          { title: t.unit, w: 0.13 },
          { title: t.floor, w: 0.07, right: true, whole: true },
          { title: t.unitType, w: 0.16 },
          { title: t.area, w: 0.14, whole: true },
          { title: t.facing, w: 0.15 },
          { title: `${t.price} (₺)`, w: 0.18, right: true, whole: true },
          { title: c.conversion.currency, w: 0.17, right: true, whole: true },
        ]
      : [
          { title: t.unit, w: 0.16 },
          { title: t.floor, w: 0.09, right: true, whole: true },
          { title: t.unitType, w: 0.2 },
          { title: t.area, w: 0.15, whole: true },
          { title: t.facing, w: 0.18 },
          { title: t.price, w: 0.22, right: true, whole: true },
        ],
    rows,
    FULL,
  );
  let y = top;
  for (const block of c.blocks) {
    if (!block.units.length) continue;
    y = ensure(doc, y, 80);
    write(doc, t.block(block.name), 'heading-bold', 14, M, y, { color: c.ink });
    y = tableHeader(doc, c, cols, y + 24, frame);
    block.units.forEach((u, i) => {
      // A table cut by the page goes on with its header.
      if (y + frame.rowH > BOTTOM) y = tableHeader(doc, c, cols, newPage(doc), frame);
      const cells = [u.label, String(u.floor), u.type, u.area, u.facing, u.price];
      tableRow(doc, cols, c.conversion ? [...cells, u.converted] : cells, y, i % 2 === 1, frame);
      y += frame.rowH;
    });
    y += 18;
  }
  return y;
}

/** The blocks flowing down two columns per page, left then right: home, type, area, price. */
function compactTables(doc: Doc, c: BrochureContent, top: number) {
  const t = c.texts;
  const gap = 18;
  const w = (CONTENT_W - gap) / 2;
  const cells = (u: BrochureContent['blocks'][number]['units'][number]) =>
    c.conversion ? [u.label, u.type, u.area, u.price, u.converted] : [u.label, u.type, u.area, u.price];
  // Areas and prices are measured and printed whole in every language and currency.
  const { cols, frame } = fitTable(
    doc,
    c.conversion
      ? [
          { title: t.unit, w: 0.2 },
          { title: t.unitType, w: 0.14 },
          { title: t.area, w: 0.18, whole: true },
          { title: '₺', w: 0.25, right: true, whole: true },
          { title: c.conversion.currency, w: 0.23, right: true, whole: true },
        ]
      : [
          { title: t.unit, w: 0.27 },
          { title: t.unitType, w: 0.17 },
          { title: t.area, w: 0.23, whole: true },
          { title: t.price, w: 0.33, right: true, whole: true },
        ],
    c.blocks.flatMap((b) => b.units.map(cells)),
    { x: M, w, rowH: 16, size: 8 },
  );
  const frames = [0, 1].map((i): Frame => ({ ...frame, x: M + i * (w + gap) }));
  let pageTop = top;
  let col = 0;
  let y = top;
  let lowest = top;
  /** The next column, or the next page's first. */
  const next = () => {
    lowest = Math.max(lowest, y);
    if (col === 0) col = 1;
    else {
      pageTop = lowest = newPage(doc);
      col = 0;
    }
    y = pageTop;
  };
  for (const block of c.blocks) {
    if (!block.units.length) continue;
    if (y + 22 + 16 * 3 > BOTTOM) next();
    const f = frames[col];
    write(doc, t.block(block.name), 'heading-bold', 12, f.x, y, { color: c.ink });
    y = tableHeader(doc, c, cols, y + 20, frames[col]);
    block.units.forEach((u, i) => {
      if (y + 16 > BOTTOM) {
        next();
        y = tableHeader(doc, c, cols, y, frames[col]);
      }
      tableRow(doc, cols, cells(u), y, i % 2 === 1, frames[col]);
      y += 16;
    });
    y += 14;
  }
  return Math.max(lowest, y);
}

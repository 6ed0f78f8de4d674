// Draws the brochure: plain data in (texts already in the brochure's language, images already resized to
// print size as JPEG), an A4 PDF out. The cover, the project, the available homes and location with contact
// start on their own page; the floor plans follow the project on its page when their first row fits, so
// that page is not left half empty (issue 29). The page count follows from the data. Every page but the
// cover carries the site's name, the project's title and "n / N" in its footer. The description's opening
// paragraph is said once: on the cover when it fits there whole, else on the project's page. The homes
// section, the longest, is brochure-homes.ts.
import PDFDocument from 'pdfkit';
import { brochureFonts } from './brochure-fonts.js';
import {
  A4,
  M,
  CONTENT_W,
  BOTTOM,
  MUTED,
  LINE,
  type Doc,
  write,
  writeLine,
  widthOf,
  writeBlock,
  heightOf,
  newPage,
  ensure,
  sectionStart,
  roomAfter,
  paragraphs,
  paragraphsOf,
  PAPER_TINT,
  rule,
  heading,
  subheading,
  tableHeader,
  tableRow,
} from './brochure-typesetting.js';
import { homes } from './brochure-homes.js';
import type { BrochureContent } from './brochure-model.js';

/** Print sizes of the images in pixels (≈150 dpi at their size on the page); the service resizes to these. */
/** The location map's height on the page; down to MAP_MIN_H when that lets it follow the homes. */
const MAP_H = 300;
const MAP_MIN_H = 200;

export const IMAGE_SIZES = {
  cover: { width: 1240, height: 1000 },
  plan: { width: 560, height: 460 },
  map: { width: 1040, height: 640 },
} as const;

/** The cover shows the description's first paragraph when it has at most this many characters. */
const COVER_LEAD_MAX = 320;

/** Draws the cover; answers whether it showed the description's first paragraph (the project's page then
 *  starts at the second). */
function cover(doc: Doc, c: BrochureContent): boolean {
  const imageH = 470;
  if (c.cover) doc.image(c.cover, 0, 0, { width: A4.width, height: imageH });
  else doc.rect(0, 0, A4.width, imageH).fill(c.ink);
  // The site's name on a dark band over the picture.
  doc.save().rect(0, 0, A4.width, 46).fillOpacity(0.55).fill('#000000').restore();
  writeLine(doc, c.siteName, 'heading-bold', 14, M, 15, CONTENT_W / 2, { color: '#ffffff' });
  writeLine(doc, c.status, 'body-bold', 9, A4.width / 2, 18, CONTENT_W / 2, {
    color: '#ffffff',
    align: 'right',
  });
  doc.rect(0, imageH, A4.width, 5).fill(c.accent);

  let y = imageH + 36;
  y = writeBlock(doc, c.title, 'heading-bold', 34, M, y, CONTENT_W, { color: c.ink }) + 4;
  if (c.subtitle) {
    y = writeBlock(doc, c.subtitle, 'body', 13, M, y, CONTENT_W, { color: MUTED, lineGap: 2 }) + 22;
  }
  // Key figures in boxes across the page.
  const figures = c.figures.slice(0, 4);
  if (figures.length) {
    const gap = 10;
    const w = (CONTENT_W - gap * (figures.length - 1)) / figures.length;
    figures.forEach((f, i) => {
      const x = M + i * (w + gap);
      doc.rect(x, y, w, 58).fill(PAPER_TINT);
      doc.rect(x, y, 2.5, 58).fill(c.accent);
      // A long value ("Under construction") gets a smaller size before an ellipsis.
      const size = [16, 14, 12, 11].find((pt) => widthOf(doc, f.value, 'heading-bold', pt) <= w - 20) ?? 10;
      writeLine(doc, f.value, 'heading-bold', size, x + 12, y + 11 + (16 - size) / 2, w - 20, {
        color: c.ink,
      });
      writeLine(doc, f.label, 'body', 8.5, x + 12, y + 36, w - 20, { color: MUTED });
    });
    y += 58 + 24;
  }
  // The description's first paragraph when it is short and fits whole above the foot; never cut, so the
  // project's page need not say it again.
  const lead = paragraphsOf(c.description)[0] ?? '';
  const showLead =
    lead.length > 0 &&
    lead.length <= COVER_LEAD_MAX &&
    heightOf(doc, lead, 'body', 10.5, CONTENT_W, 3) < A4.height - M - 34 - y;
  if (showLead) writeBlock(doc, lead, 'body', 10.5, M, y, CONTENT_W, { lineGap: 3, color: '#4a4a4a' });
  // Date and the office's phone at the foot of the cover.
  const foot = A4.height - M - 10;
  rule(doc, M, foot - 12, CONTENT_W);
  writeLine(doc, c.texts.availabilityAsOf(c.date), 'body', 9, M, foot, CONTENT_W * 0.6, { color: MUTED });
  const reach = [c.contact.phone, c.contact.web].filter(Boolean).join('  ·  ');
  if (reach)
    writeLine(doc, reach, 'body-bold', 9, M + CONTENT_W * 0.4, foot, CONTENT_W * 0.6, {
      color: c.ink,
      align: 'right',
    });
  return showLead;
}

/** The project's page: the description (without the paragraph the cover showed), figures, unit types and
 *  features; answers the y below them. */
function about(doc: Doc, c: BrochureContent, coverShowedLead: boolean): number {
  let y = heading(doc, c, c.texts.about, newPage(doc));
  const rest = paragraphsOf(c.description).slice(coverShowedLead ? 1 : 0);
  if (rest.length) y = paragraphs(doc, rest.join('\n\n'), y, 11);

  if (c.figures.length || c.unitTypes.length) {
    y = ensure(doc, y + 10, 120);
    y = subheading(doc, c, c.texts.figures, y);
    const colW = CONTENT_W / 2;
    c.figures.forEach((f, i) => {
      const x = M + (i % 2) * colW;
      const rowY = y + Math.floor(i / 2) * 24;
      writeLine(doc, f.label, 'body', 10, x, rowY, colW * 0.55, { color: MUTED });
      writeLine(doc, f.value, 'body-bold', 10, x + colW * 0.55, rowY, colW * 0.42, { color: c.ink });
    });
    y += Math.ceil(c.figures.length / 2) * 24 + 8;
    if (c.unitTypes.length) {
      y = ensure(doc, y, 60);
      const cols = [
        { title: c.texts.unitType, w: CONTENT_W * 0.5 },
        { title: c.texts.count, w: CONTENT_W * 0.2 },
        { title: c.texts.area, w: CONTENT_W * 0.3 },
      ];
      y = tableHeader(doc, c, cols, y);
      for (const t of c.unitTypes) {
        y = ensure(doc, y, 20);
        tableRow(doc, cols, [t.type, t.count, t.area], y);
        y += 20;
      }
      y += 10;
    }
  }
  if (c.features.length) {
    y = ensure(doc, y + 8, 60);
    y = subheading(doc, c, c.texts.features, y);
    const colW = CONTENT_W / 2;
    // Two per row; a long one wraps, and its row grows with it.
    for (let i = 0; i < c.features.length; i += 2) {
      const row = c.features.slice(i, i + 2);
      const h = Math.max(...row.map((f) => heightOf(doc, f, 'body', 10, colW - 24, 2)));
      y = ensure(doc, y, h);
      row.forEach((f, col) => {
        const x = M + col * colW;
        doc.circle(x + 3, y + 5.5, 2).fill(c.accent);
        writeBlock(doc, f, 'body', 10, x + 12, y, colW - 24, { color: '#3a3a3a', lineGap: 2 });
      });
      y += h + 5;
    }
  }
  return y;
}

/** The floor plans: cards two a row (three when there are three or more, so a page holds more of them),
 *  after the project on its page when the heading and the first row fit below it, else on a new page. */
/** A plan card's text under its drawing, and the least height its drawing may take. */
const PLAN_CARD_TEXT_H = 78;
const PLAN_MIN_IMAGE_H = 130;

function plans(doc: Doc, c: BrochureContent, after: number): number {
  if (!c.plans.length) return after;
  const perRow = c.plans.length >= 3 ? 3 : 2;
  const gap = perRow === 3 ? 14 : 18;
  const w = (CONTENT_W - gap * (perRow - 1)) / perRow;
  // The drawings a little lower (not under PLAN_MIN_IMAGE_H) when that lets the first row follow the project.
  const full = perRow === 3 ? 140 : 200;
  const room = roomAfter(after) - PLAN_CARD_TEXT_H;
  const imgH = room < full && room >= PLAN_MIN_IMAGE_H ? room : full;
  const cardH = imgH + PLAN_CARD_TEXT_H;
  let y = heading(doc, c, c.texts.plans, sectionStart(doc, after, cardH));
  c.plans.forEach((p, i) => {
    const col = i % perRow;
    if (col === 0 && i > 0) y += cardH + gap;
    if (col === 0 && y + cardH > BOTTOM) y = newPage(doc);
    const x = M + col * (w + gap);
    doc.rect(x, y, w, cardH).lineWidth(0.8).strokeColor(LINE).stroke();
    if (p.image)
      doc.image(p.image, x + 10, y + 10, { fit: [w - 20, imgH - 10], align: 'center', valign: 'center' });
    else doc.rect(x + 10, y + 10, w - 20, imgH - 10).fill(PAPER_TINT);
    const ty = y + imgH + 12;
    // A long name ("Просторная квартира 2+1" in a narrow card) gets a smaller size before an ellipsis.
    const nameSize = [14, 13, 12, 11].find((pt) => widthOf(doc, p.name, 'heading-bold', pt) <= w - 24) ?? 10;
    writeLine(doc, p.name, 'heading-bold', nameSize, x + 12, ty + (14 - nameSize) / 2, w - 24, {
      color: c.ink,
    });
    const facts = [p.rooms && `${c.texts.rooms}: ${p.rooms}`, p.area].filter(Boolean).join('  ·  ');
    writeLine(doc, facts, 'body', 9.5, x + 12, ty + 22, w - 24, { color: MUTED });
    // A plan no unit has (a villa's upper floor) says nothing about availability.
    if (p.units && p.units.total > 0) {
      const line = c.texts.planAvailable(p.units.available, p.units.total);
      const size = [9.5, 9, 8.5].find((pt) => widthOf(doc, line, 'body-bold', pt) <= w - 24) ?? 8;
      writeLine(doc, line, 'body-bold', size, x + 12, ty + 40, w - 24, { color: c.accent });
    }
  });
  return y + cardH;
}

/** Location and contact: after the homes on their last page when the heading, the description and the map
 *  (at least MAP_MIN_H high) fit below them, else on a new page. */
function locationAndContact(doc: Doc, c: BrochureContent, after: number) {
  const loc = c.location;
  const described = loc.description ? heightOf(doc, loc.description, 'body', 10.5, CONTENT_W, 3.5) + 12 : 0;
  const mapRoom = roomAfter(after) - described - 24;
  const mapH = loc.map && mapRoom < MAP_H && mapRoom >= MAP_MIN_H ? mapRoom : MAP_H;
  const start = sectionStart(doc, after, Math.max(described + (loc.map ? mapH + 24 : 0), 60));
  let y = start;
  if (loc.description || loc.map || loc.nearby.length) {
    y = heading(doc, c, c.texts.location, y);
    if (loc.description) y = paragraphs(doc, loc.description, y, 10.5);
    if (loc.map) {
      // The full height on a page of its own.
      const h = start === M ? MAP_H : mapH;
      y = ensure(doc, y + 4, h);
      doc.image(loc.map, M, y, { fit: [CONTENT_W, h], align: 'center', valign: 'center' });
      y += h + 16;
    }
    if (loc.nearby.length) {
      y = ensure(doc, y, 50);
      y = subheading(doc, c, c.texts.nearby, y);
      const colW = (CONTENT_W - 24) / 2;
      const rows = Math.ceil(loc.nearby.length / 2);
      for (let r = 0; r < rows; r++) {
        y = ensure(doc, y, 20);
        for (let col = 0; col < 2; col++) {
          const place = loc.nearby[r + col * rows];
          if (!place) continue;
          const x = M + col * (colW + 24);
          const dw = widthOf(doc, place.distance, 'body-bold', 10);
          writeLine(doc, place.name, 'body', 10, x, y, colW - dw - 12, { color: '#3a3a3a' });
          writeLine(doc, place.distance, 'body-bold', 10, x + colW - dw - 4, y, dw + 4, {
            color: c.ink,
            align: 'right',
          });
          rule(doc, x, y + 15, colW, 0.4);
        }
        y += 21;
      }
    }
    y += 18;
  }
  // Contact: a dark panel, on this page when it fits.
  const t = c.texts;
  const lines = [
    [t.phone, c.contact.phone],
    [t.whatsapp, c.contact.whatsapp],
    [t.email, c.contact.email],
    [t.web, c.contact.web],
    [t.address, c.contact.address],
  ].filter(([, v]) => v);
  const addressH = c.contact.address ? heightOf(doc, c.contact.address, 'body', 10, CONTENT_W - 150) : 0;
  const panelH = 74 + lines.length * 20 + addressH;
  y = ensure(doc, y, panelH);
  doc.rect(M, y, CONTENT_W, panelH).fill(c.ink);
  doc.rect(M, y, 4, panelH).fill(c.accent);
  write(doc, t.contact, 'heading-bold', 18, M + 24, y + 20, { color: '#ffffff' });
  writeLine(doc, c.siteName, 'body-bold', 10, M + 24, y + 46, CONTENT_W - 48, { color: c.accent });
  let ly = y + 70;
  for (const [label, value] of lines) {
    writeLine(doc, label, 'body', 10, M + 24, ly, 100, { color: '#bdbdbd' });
    if (label === t.address) {
      ly = writeBlock(doc, value, 'body', 10, M + 126, ly, CONTENT_W - 150, { color: '#ffffff' }) + 6;
    } else {
      writeLine(doc, value, 'body-bold', 10, M + 126, ly, CONTENT_W - 150, { color: '#ffffff' });
      ly += 20;
    }
  }
}

function footers(doc: Doc, c: BrochureContent) {
  const range = doc.bufferedPageRange();
  for (let i = range.start + 1; i < range.start + range.count; i++) {
    doc.switchToPage(i);
    // Drawn below the bottom margin: without this the text would start a new page.
    doc.page.margins.bottom = 0;
    const y = A4.height - M + 6;
    rule(doc, M, y - 10, CONTENT_W);
    writeLine(doc, `${c.siteName}  ·  ${c.title}`, 'body', 8, M, y, CONTENT_W - 80, { color: MUTED });
    writeLine(doc, c.texts.page(i + 1, range.count), 'body', 8, A4.width - M - 80, y, 80, {
      color: MUTED,
      align: 'right',
    });
  }
}

/** The brochure as PDF bytes. */
export function renderBrochure(c: BrochureContent): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: 0,
    autoFirstPage: true,
    bufferPages: true,
    compress: true,
    info: {
      Title: `${c.title} — ${c.siteName}`,
      Author: c.siteName,
      Subject: c.subtitle,
      Creator: c.siteName,
    },
    lang: c.texts.locale,
  } as PDFKit.PDFDocumentOptions);
  // PDFKit takes an opened fontkit font as a source (its types only know paths and bytes).
  for (const [name, font] of brochureFonts()) doc.registerFont(name, font as unknown as Buffer);
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const coverShowedLead = cover(doc, c);
  locationAndContact(doc, c, homes(doc, c, plans(doc, c, about(doc, c, coverShowedLead))));
  footers(doc, c);
  doc.end();
  return done;
}

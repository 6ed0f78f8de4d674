// Artwork keys → images. Every picture of the sample content is drawn here as SVG and rasterised by sharp.
//
// Keys (all lowercase, `art:` then colon-separated parts):
//   art:facade:<project>:<n>     exterior render, n picks time of day and camera        1600×1000 JPEG
//   art:pool:<project>:<n>       pool and landscape scene                                1600×1000 JPEG
//   art:interior:<room>:<v>      living | kitchen | bedroom, v any seed                  1600×1000 JPEG
//   art:siteplan:<project>       site plan from above                                    1200×900 JPEG
//   art:plan:<layout>            floor plan: 1-1, 2-1a, 2-1b, 3-1, villa-g, villa-u      1200×900 JPEG
//   art:site:<project>:<s>-<f>[-<v>] construction site at s % structure, f % façade, view a|b|c   1600×1000 JPEG
//   art:map:<site>               location map: goksu, gunes, kundu, a1207                1600×1000 JPEG
//   art:cover:<theme>            blueprint | desk | chart | construction | coast | beach | falls   1600×1000 JPEG
//   art:hero                     home hero                                               1920×1080 JPEG
//   art:banner                   Instagram banner background                             1920×640 JPEG
//   art:logo:<code>              konak (company) or a project code, transparent          600×200 PNG
//   art:favicon                  square icon                                             128×128 PNG
// Projects: goksu1, goksu2, goksu3, gunes, kundu, a1207.
import sharp from 'sharp';
import { renderBeachSvg, renderCoastSvg, renderWaterfallSvg } from './scenes.js';
import { renderBlueprintSvg, renderChartSvg, renderConstructionSvg, renderDeskSvg } from './covers.js';
import { PHOTO_H, PHOTO_W, renderExteriorSvg, timeForVariant } from './facade.js';
import { PLAN_H, PLAN_W, renderFloorPlanSvg } from './floor-plan.js';
import { ROOM_KINDS, renderInteriorSvg, type RoomKind } from './interior.js';
import { MAP_H, MAP_W, renderLocationMapSvg } from './location-map.js';
import { FAVICON, LOGO_H, LOGO_W, renderFaviconSvg, renderLogoSvg } from './logo.js';
import { LAYOUTS } from './plan-layouts.js';
import { PROFILES } from './profiles.js';
import { SITE_H, SITE_W, renderSitePlanSvg } from './site-map.js';
import { PROGRESS_H, PROGRESS_W, parseSiteStage, renderSiteProgressSvg } from './construction-progress.js';
import { TIMES, type TimeOfDay } from './sky.js';

export interface ArtworkSpec {
  width: number;
  height: number;
  format: 'jpeg' | 'png';
  contentType: 'image/jpeg' | 'image/png';
  extension: 'jpg' | 'png';
}

const MAP_SITES = ['goksu', 'gunes', 'kundu', 'a1207'];
const COVERS = ['blueprint', 'desk', 'chart', 'construction', 'coast', 'beach', 'falls'];
const LOGOS = ['konak', ...Object.keys(PROFILES)];

const jpeg = (width: number, height: number): ArtworkSpec => ({
  width,
  height,
  format: 'jpeg',
  contentType: 'image/jpeg',
  extension: 'jpg',
});
const png = (width: number, height: number): ArtworkSpec => ({
  width,
  height,
  format: 'png',
  contentType: 'image/png',
  extension: 'png',
});

interface Parsed {
  kind: string;
  a: string;
  b: string;
}

function parse(key: string): Parsed {
  const parts = key.split(':');
  if (parts[0] !== 'art' || parts.length < 2) throw new Error(`Not an artwork key: ${key}`);
  return { kind: parts[1] ?? '', a: parts[2] ?? '', b: parts[3] ?? '' };
}

function need(ok: boolean, key: string): void {
  if (!ok) throw new Error(`Unknown artwork key: ${key}`);
}

/** Whether a string is an artwork key this module can draw. */
export function isArtworkKey(value: unknown): value is string {
  if (typeof value !== 'string' || !value.startsWith('art:')) return false;
  try {
    artworkSpec(value);
    return true;
  } catch {
    return false;
  }
}

/** Size and format of the image a key renders to (throws on an unknown key). */
export function artworkSpec(key: string): ArtworkSpec {
  const { kind, a, b } = parse(key);
  switch (kind) {
    case 'facade':
    case 'pool':
      need(a in PROFILES && /^\d+$/.test(b), key);
      return jpeg(PHOTO_W, PHOTO_H);
    case 'interior':
      need((ROOM_KINDS as readonly string[]).includes(a) && /^[a-z0-9-]+$/.test(b), key);
      return jpeg(PHOTO_W, PHOTO_H);
    case 'siteplan':
      need(a in PROFILES, key);
      return jpeg(SITE_W, SITE_H);
    case 'site':
      need(a in PROFILES && parseSiteStage(b) !== null, key);
      return jpeg(PROGRESS_W, PROGRESS_H);
    case 'plan':
      need(a in LAYOUTS, key);
      return jpeg(PLAN_W, PLAN_H);
    case 'map':
      need(MAP_SITES.includes(a), key);
      return jpeg(MAP_W, MAP_H);
    case 'cover':
      need(COVERS.includes(a), key);
      return jpeg(PHOTO_W, PHOTO_H);
    case 'hero':
      return jpeg(1920, 1080);
    case 'banner':
      return jpeg(1920, 640);
    case 'logo':
      need(LOGOS.includes(a), key);
      return png(LOGO_W, LOGO_H);
    case 'favicon':
      return png(FAVICON, FAVICON);
    default:
      throw new Error(`Unknown artwork key: ${key}`);
  }
}

/** A file name for the rendered key, e.g. `facade-goksu1-3.jpg`. */
export function artworkFileName(key: string): string {
  const stem = key
    .replace(/^art:/, '')
    .replace(/[^a-z0-9]+/gi, '-')
    .replace(/^-|-$/g, '')
    .toLowerCase();
  return `${stem}.${artworkSpec(key).extension}`;
}

/** The SVG source of a key (what renderArtwork rasterises). */
export function artworkSvg(key: string): string {
  const { kind, a, b } = parse(key);
  artworkSpec(key);
  switch (kind) {
    case 'facade':
      return renderExteriorSvg(a, b, timeForVariant(a, b), { pool: false });
    case 'pool': {
      const t = timeForVariant(`${a}-pool`, b);
      return renderExteriorSvg(a, b, t === 'night' ? 'dusk' : t, { pool: true });
    }
    case 'interior':
      return renderInteriorSvg(a as RoomKind, b);
    case 'siteplan':
      return renderSitePlanSvg(a);
    case 'site':
      return renderSiteProgressSvg(a, parseSiteStage(b)!);
    case 'plan':
      return renderFloorPlanSvg(a);
    case 'map':
      return renderLocationMapSvg(a);
    case 'cover':
      return a === 'blueprint'
        ? renderBlueprintSvg(a)
        : a === 'desk'
          ? renderDeskSvg(a)
          : a === 'chart'
            ? renderChartSvg(a)
            : a === 'construction'
              ? renderConstructionSvg(a)
              : a === 'coast'
                ? renderCoastSvg(a, 'golden')
                : a === 'beach'
                  ? renderBeachSvg(a)
                  : renderWaterfallSvg(a);
    case 'hero':
      return renderExteriorSvg('goksu1', 'hero3', 'golden', { pool: false, width: 1920, height: 1080 });
    case 'banner':
      return renderCoastSvg('banner', 'dusk', 1920, 640, 0.25);
    case 'logo':
      return renderLogoSvg(a);
    default:
      return renderFaviconSvg();
  }
}

/** Renders a key to image bytes: JPEG for pictures, transparent PNG for logos and the favicon. */
export async function renderArtwork(key: string): Promise<Buffer> {
  const spec = artworkSpec(key);
  const image = sharp(Buffer.from(artworkSvg(key)), { density: 72 });
  return spec.format === 'png'
    ? image.png({ compressionLevel: 9 }).toBuffer()
    : image
        .flatten({ background: '#FFFFFF' })
        .jpeg({ quality: 82, mozjpeg: true, chromaSubsampling: '4:4:4' })
        .toBuffer();
}

export { TIMES };
export type { TimeOfDay };

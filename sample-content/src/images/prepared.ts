// The images of the sample content, ready to store: drawn at the package's build time (prerender.ts,
// into dist/drawn/ with a manifest), or drawn now when the build's files are missing.
import { existsSync, readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { IMAGE_WIDTHS, WEBP_COPY } from '@konak/contract';
import sharp from 'sharp';
import { renderArtwork } from '../artwork/index.js';

/** The widths the API stores beside each image (the contract's IMAGE_WIDTHS). When the API asks for
 *  others (a release of another contract), it gets the drawn image alone and makes its own copies:
 *  slower, never wrong. */
export const PRERENDER_WIDTHS = IMAGE_WIDTHS;

export interface PreparedImage {
  /** The picture as drawn: JPEG, or PNG for logos and the favicon. */
  bytes: Buffer;
  /** WebP copies by width, when the build drew them at the widths the caller asked for. */
  variants?: Record<number, Buffer>;
}

export interface ArtworkManifest {
  widths: number[];
  images: Record<string, { file: string; variants: Record<number, string> }>;
}

export const MANIFEST = 'manifest.json';

/** The WebP copy the API's upload pipeline makes of an image at one width (the same settings). */
export function drawVariant(bytes: Buffer, width: number): Promise<Buffer> {
  return sharp(bytes).rotate().resize({ width, withoutEnlargement: true }).webp(WEBP_COPY).toBuffer();
}

/** The build's drawn images (dist/drawn), or null when the package runs from its sources. */
export function readManifest(dir: string): ArtworkManifest | null {
  const file = path.join(dir, MANIFEST);
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as ArtworkManifest) : null;
}

export function sameWidths(a: readonly number[], b: readonly number[]): boolean {
  return (
    a.length === b.length &&
    [...a].sort((x, y) => x - y).every((w, i) => w === [...b].sort((x, y) => x - y)[i])
  );
}

/**
 * Answers one key's image: the build's files when present (with their copies when the widths match),
 * otherwise `render(key)` drawn now.
 */
export async function prepareImage(
  key: string,
  {
    dir,
    manifest,
    widths,
    render = renderArtwork,
  }: {
    dir: string;
    manifest: ArtworkManifest | null;
    widths: readonly number[];
    render?: (key: string) => Promise<Buffer>;
  },
): Promise<PreparedImage> {
  const entry = manifest?.images[key];
  if (!entry) return { bytes: await render(key) };
  const bytes = await readFile(path.join(dir, entry.file));
  if (!sameWidths(manifest.widths, widths)) return { bytes };
  const variants: Record<number, Buffer> = {};
  for (const width of widths)
    variants[width] = await readFile(path.join(dir, entry.variants[width] as string));
  return { bytes, variants };
}

// The brochure's pictures at print size (IMAGE_SIZES, ≈150 dpi) as JPEG: the PDF stays small, and PDFKit
// embeds a JPEG as it is instead of decoding it.
import sharp from 'sharp';
import { MAX_INPUT_PIXELS } from '../uploads/uploads.service.js';

/** `bytes` (any image sharp reads) cropped to fill `size` ('cover') or fitted inside it, on white. */
export function printImage(
  bytes: Buffer,
  size: { width: number; height: number },
  fit: 'cover' | 'inside',
): Promise<Buffer> {
  return sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS })
    .resize({ ...size, fit, withoutEnlargement: fit === 'inside' })
    .flatten({ background: '#ffffff' })
    .jpeg({ quality: 80 })
    .toBuffer();
}

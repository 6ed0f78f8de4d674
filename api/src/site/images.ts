/** The srcset of an uploaded image's resized WebP variants (the upload pipeline writes them). Mirrors
 *  imageVariants() in shared-ui/src/api/client.ts. */
export function imageSrcset(url: string, widths: readonly number[] = [480, 960, 1600]): string | undefined {
  const m = url.match(/^(\/api\/uploads\/.+?)\.(jpe?g|png|webp|avif|gif)$/i);
  if (!m) return undefined;
  return widths.map((w) => `${m[1]}-${w}.webp ${w}w`).join(', ');
}

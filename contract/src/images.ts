// The widths of the WebP copies the upload pipeline stores beside each image (`<name>-<width>.webp`),
// which the sites offer in srcset and the sample content draws ahead.
export const IMAGE_WIDTHS = [480, 960, 1600] as const;
export type ImageWidth = (typeof IMAGE_WIDTHS)[number];

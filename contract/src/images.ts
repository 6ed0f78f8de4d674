// The widths of the WebP copies the upload pipeline stores beside each image (`<name>-<width>.webp`),
// which the sites offer in srcset and the sample content draws ahead. 720 fits a phone's full width at
// its pixel ratio (412 px × 1.75) with a third fewer bytes than 960; it came after the others, so images
// stored before it get that copy when it is first asked for (UploadsService.ensureCopy).
export const IMAGE_WIDTHS = [480, 720, 960, 1600] as const;
export type ImageWidth = (typeof IMAGE_WIDTHS)[number];

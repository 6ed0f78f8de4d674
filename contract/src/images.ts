// The widths of the WebP copies the upload pipeline stores beside each image (`<name>-<width>.webp`),
// which the sites offer in srcset and the sample content draws ahead. 720 serves a phone's column images
// (a 412 px screen at 1.75×: the blog post's picture 651 px, a project's cover 620 px) with a third fewer
// bytes than 960; it came after the others, so images stored before it get that copy when it is first
// asked for (UploadsService.ensureCopy).
export const IMAGE_WIDTHS = [480, 720, 960, 1600] as const;
export type ImageWidth = (typeof IMAGE_WIDTHS)[number];

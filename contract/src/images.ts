// The widths of the WebP copies the upload pipeline stores beside each image (`<name>-<width>.webp`),
// which the sites offer in srcset and the sample content draws ahead. 720 serves a phone's column images
// (a 412 px screen at 1.75×: the blog post's picture 651 px, a project's cover 620 px) with a third fewer
// bytes than 960; 800 a full-width image on the phones that are 360–400 px wide at 2× or 412 px at 1.75×
// (the home hero: a quarter fewer bytes than 960). Both came after the others, so images stored before get
// those copies when first asked for (UploadsService.ensureCopy). A new width reaches the API before any
// site offers it (deploy the API first): an older API answers 404 for a width it does not know.
export const IMAGE_WIDTHS = [480, 720, 800, 960, 1600] as const;
export type ImageWidth = (typeof IMAGE_WIDTHS)[number];

/** The encoding of those copies (sharp's WebP options), one setting for uploads and the sample content:
 *  quality 75 with the encoder's slower search is ~20 % smaller than quality 80 and looks the same on a
 *  phone's screen (compared side by side at 2× zoom). */
export const WEBP_COPY = { quality: 75, effort: 6 } as const;

import { imageVariants } from '@konak/shared-ui';
import type { ImgHTMLAttributes } from 'react';

type Props = Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'srcSet'> & {
  src: string;
  alt: string;
  /** The hero / first screen image: loaded at once with high priority. Everything else is lazy. */
  eager?: boolean;
};

/** An API image with its resized WebP variants in srcset; lazy below the fold; explicit size so the
 *  layout does not jump (callers pass width/height or size it with an aspect-ratio box). */
export function ResponsiveImage({
  src,
  alt,
  eager = false,
  sizes = '100vw',
  width = 1600,
  height = 1000,
  ...rest
}: Props) {
  const srcSet = imageVariants(src);
  return (
    <img
      src={src}
      srcSet={srcSet}
      sizes={srcSet ? sizes : undefined}
      alt={alt}
      width={width}
      height={height}
      loading={eager ? 'eager' : 'lazy'}
      decoding={eager ? 'sync' : 'async'}
      {...(eager ? { fetchPriority: 'high' as const } : {})}
      {...rest}
    />
  );
}

// The site's photo viewer (a project's gallery, a progress update's photos): shared-ui's Lightbox with the
// responsive variants of each photo and the page's language for its labels.
import { imageVariants, Lightbox } from '@konak/shared-ui';
import { usePublicT } from '../i18n/use-lang';

export interface PhotoLightboxProps {
  photos: readonly string[];
  alt: (index: number) => string;
  index: number;
  onIndexChange: (index: number) => void;
  onClose: () => void;
}

export function PhotoLightbox({ photos, alt, index, onIndexChange, onClose }: PhotoLightboxProps) {
  const { t } = usePublicT();
  return (
    <Lightbox
      images={photos.map((src, i) => ({ src, alt: alt(i), srcSet: imageVariants(src) }))}
      index={index}
      onIndexChange={onIndexChange}
      onClose={onClose}
      label={t('common.imageDialog')}
      closeLabel={t('common.close')}
      previousLabel={t('common.previous')}
      nextLabel={t('common.next')}
      counter={(p, total) => t('common.slide', { current: p, total })}
    />
  );
}

import { useState } from 'react';
import { usePublicT } from '../../../i18n/use-lang';
import { ResponsiveImage } from '../../../components/responsive-image';
import { PhotoLightbox } from '../../../components/photo-lightbox';

/** An update's photos as thumbnails; a click opens the site's lightbox on that photo (Esc closes it, the
 *  arrows move, focus stays inside and returns to the thumbnail). */
export function ProgressPhotos({ photos, alt }: { photos: string[]; alt: (i: number) => string }) {
  const { t } = usePublicT();
  const [open, setOpen] = useState<number | null>(null);
  const list = photos.filter(Boolean);
  if (!list.length) return null;
  return (
    <>
      <ul className="pub-progress__photos" data-testid="progress-photos">
        {list.map((src, i) => (
          <li key={src + i}>
            <button
              type="button"
              className="pub-progress__thumb"
              onClick={() => setOpen(i)}
              aria-label={t('progress.openPhoto', { n: i + 1, total: list.length })}
            >
              <ResponsiveImage
                src={src}
                alt={alt(i)}
                sizes="(min-width: 960px) 180px, 33vw"
                width={320}
                height={240}
              />
            </button>
          </li>
        ))}
      </ul>
      {open !== null && (
        <PhotoLightbox
          photos={list}
          alt={alt}
          index={open}
          onIndexChange={setOpen}
          onClose={() => setOpen(null)}
        />
      )}
    </>
  );
}

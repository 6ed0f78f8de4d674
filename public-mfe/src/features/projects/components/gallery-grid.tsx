import { useState } from 'react';
import { usePublicT } from '../../../i18n/use-lang';
import { ResponsiveImage } from '../../../components/responsive-image';
import { PhotoLightbox } from '../../../components/photo-lightbox';
import { Icon } from '../../../components/icons';
import { clamp, GALLERY_PAGE_SIZE, galleryPageCount } from '../stores/showcase-store';

interface Props {
  images: string[];
  title: string;
  /** Controlled page (the home showcase keeps it in its store). */
  page?: number;
  onPageChange?: (page: number) => void;
}

/** Eight thumbnails a page, paged and clamped; a click opens the lightbox on that image. */
export function GalleryGrid({ images, title, page, onPageChange }: Props) {
  const { t } = usePublicT();
  const [ownPage, setOwnPage] = useState(0);
  const [open, setOpen] = useState<number | null>(null);
  const list = images.filter(Boolean);
  if (list.length === 0) return <p className="pub-empty">{t('projects.noGallery')}</p>;
  const pages = galleryPageCount(list.length);
  const current = clamp(page ?? ownPage, 0, pages - 1);
  const go = (p: number) => {
    const next = clamp(p, 0, pages - 1);
    if (onPageChange) onPageChange(next);
    else setOwnPage(next);
  };
  const start = current * GALLERY_PAGE_SIZE;
  const alt = (i: number) => `${title} — ${t('projects.gallery')} ${i + 1}`;

  return (
    <div className="pub-gallery" data-testid="gallery">
      <ul className="pub-gallery__grid">
        {list.slice(start, start + GALLERY_PAGE_SIZE).map((src, i) => (
          <li key={src + (start + i)}>
            <button
              type="button"
              className="pub-gallery__thumb"
              onClick={() => setOpen(start + i)}
              aria-label={t('common.openImage', { n: start + i + 1 })}
            >
              <ResponsiveImage
                src={src}
                alt={alt(start + i)}
                sizes="(min-width: 960px) 22vw, 50vw"
                width={480}
                height={360}
              />
            </button>
          </li>
        ))}
      </ul>
      {pages > 1 && (
        <div className="pub-pager">
          <button
            type="button"
            className="pub-pager__btn"
            onClick={() => go(current - 1)}
            disabled={current === 0}
            aria-label={t('projects.prevPage')}
          >
            <Icon name="left" />
          </button>
          <span className="pub-pager__label" aria-live="polite" data-testid="gallery-page">
            {t('projects.galleryPage', { current: current + 1, total: pages })}
          </span>
          <button
            type="button"
            className="pub-pager__btn"
            onClick={() => go(current + 1)}
            disabled={current === pages - 1}
            aria-label={t('projects.nextPage')}
          >
            <Icon name="right" />
          </button>
        </div>
      )}
      {open !== null && (
        <PhotoLightbox
          photos={list}
          alt={alt}
          index={open}
          onIndexChange={setOpen}
          onClose={() => setOpen(null)}
        />
      )}
    </div>
  );
}

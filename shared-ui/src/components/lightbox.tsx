import { useEffect, useRef } from 'react';
import { createPortal } from 'react-dom';
import { useSwipe } from './carousel';
import './lightbox.css';

export interface LightboxImage {
  src: string;
  alt: string;
  srcSet?: string;
}

export interface LightboxProps {
  images: LightboxImage[];
  index: number;
  onIndexChange: (index: number) => void;
  onClose: () => void;
  label?: string;
  closeLabel?: string;
  previousLabel?: string;
  nextLabel?: string;
  counter?: (position: number, total: number) => string;
}

const arrow = (d: string) => (
  <svg viewBox="0 0 24 24" width="26" height="26" aria-hidden="true">
    <path
      d={d}
      fill="none"
      stroke="currentColor"
      strokeWidth="1.6"
      strokeLinecap="round"
      strokeLinejoin="round"
    />
  </svg>
);

/** A full-screen image viewer: previous / next (wrapping), arrow keys, Escape, swipe; focus stays inside
 *  while it is open and returns to where it was when it closes. */
export function Lightbox({
  images,
  index,
  onIndexChange,
  onClose,
  label = 'Görsel görüntüleyici',
  closeLabel = 'Kapat',
  previousLabel = 'Önceki',
  nextLabel = 'Sonraki',
  counter = (p, t) => `${p} / ${t}`,
}: LightboxProps) {
  const dialog = useRef<HTMLDivElement>(null);
  const n = images.length;
  const current = images[index];
  const go = (next: number) => onIndexChange((next + n) % n);
  const swipe = useSwipe((direction) => go(index - direction));

  // Keys are read at the document so they work wherever focus is inside the dialog.
  const latest = useRef({ index, go, onClose });
  latest.current = { index, go, onClose };
  useEffect(() => {
    const previous = document.activeElement as HTMLElement | null;
    dialog.current?.querySelector<HTMLElement>('.kui-lightbox__close')?.focus();
    const onKey = (e: KeyboardEvent) => {
      const { index: i, go: move, onClose: close } = latest.current;
      if (e.key === 'Escape') close();
      else if (e.key === 'ArrowLeft') move(i - 1);
      else if (e.key === 'ArrowRight') move(i + 1);
      else if (e.key === 'Tab') {
        const items = [...(dialog.current?.querySelectorAll<HTMLElement>('button') ?? [])];
        const at = items.indexOf(document.activeElement as HTMLElement);
        const nextAt = e.shiftKey ? (at <= 0 ? items.length - 1 : at - 1) : (at + 1) % items.length;
        items[nextAt]?.focus();
      } else return;
      e.preventDefault();
    };
    document.addEventListener('keydown', onKey);
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.removeEventListener('keydown', onKey);
      document.body.style.overflow = overflow;
      previous?.focus?.();
    };
  }, []);

  if (!current) return null;
  return createPortal(
    <div className="kui-lightbox" role="dialog" aria-modal="true" aria-label={label} ref={dialog}>
      <div
        className="kui-lightbox__stage"
        {...swipe}
        onClick={(e) => e.target === e.currentTarget && onClose()}
      >
        <img
          key={current.src}
          className="kui-lightbox__image"
          src={current.src}
          srcSet={current.srcSet}
          sizes="100vw"
          alt={current.alt}
        />
      </div>
      <p className="kui-lightbox__counter" aria-live="polite">
        {counter(index + 1, n)}
      </p>
      <button type="button" className="kui-lightbox__close" aria-label={closeLabel} onClick={onClose}>
        {arrow('M6 6l12 12M18 6L6 18')}
      </button>
      {n > 1 && (
        <>
          <button
            type="button"
            className="kui-lightbox__nav kui-lightbox__nav--prev"
            aria-label={previousLabel}
            onClick={() => go(index - 1)}
          >
            {arrow('M15 6l-6 6 6 6')}
          </button>
          <button
            type="button"
            className="kui-lightbox__nav kui-lightbox__nav--next"
            aria-label={nextLabel}
            onClick={() => go(index + 1)}
          >
            {arrow('M9 6l6 6-6 6')}
          </button>
        </>
      )}
    </div>,
    document.body,
  );
}

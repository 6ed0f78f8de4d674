import { useRef, useState, type KeyboardEvent, type PointerEvent, type ReactNode } from 'react';
import './carousel.css';

/** Horizontal swipe with pointer events (mouse, pen, touch): calls onSwipe(-1) for a swipe to the left
 *  (show the next item) and onSwipe(1) for a swipe to the right. Vertical scrolling is left alone. */
export function useSwipe(onSwipe: (direction: -1 | 1) => void, threshold = 40) {
  const start = useRef<{ x: number; y: number; id: number } | null>(null);
  return {
    onPointerDown: (e: PointerEvent) => {
      if (e.pointerType === 'mouse' && e.button !== 0) return;
      start.current = { x: e.clientX, y: e.clientY, id: e.pointerId };
    },
    onPointerUp: (e: PointerEvent) => {
      const s = start.current;
      start.current = null;
      if (!s || s.id !== e.pointerId) return;
      const dx = e.clientX - s.x;
      const dy = e.clientY - s.y;
      if (Math.abs(dx) >= threshold && Math.abs(dx) > Math.abs(dy)) onSwipe(dx < 0 ? -1 : 1);
    },
    onPointerCancel: () => {
      start.current = null;
    },
  };
}

export interface CarouselProps {
  slides: ReactNode[];
  /** Accessible name of the carousel. */
  label: string;
  /** Controlled index (optional); without it the carousel keeps its own. */
  index?: number;
  onIndexChange?: (index: number) => void;
  /** Wraps from the last slide to the first and back (default true). */
  loop?: boolean;
  /** Shows the neighbours beside a centred slide (SPEC §9: "carousel loops and is centred"). */
  centred?: boolean;
  previousLabel?: string;
  nextLabel?: string;
  slideLabel?: (position: number, total: number) => string;
  dotLabel?: (position: number) => string;
  className?: string;
}

/** Shortest signed distance from `current` to `i` on a ring of n (loop) or on a line. */
function offsetOf(i: number, current: number, n: number, loop: boolean): number {
  let d = i - current;
  if (loop && n > 2) {
    if (d > n / 2) d -= n;
    if (d < -n / 2) d += n;
  }
  return d;
}

/** A small carousel without dependencies: buttons, dots, arrow keys and swipe. Slides beyond the
 *  neighbours are hidden and inert, so only the current slide is in the tab order. */
export function Carousel({
  slides,
  label,
  index,
  onIndexChange,
  loop = true,
  centred = false,
  previousLabel = 'Önceki',
  nextLabel = 'Sonraki',
  slideLabel = (p, t) => `${p} / ${t}`,
  dotLabel = (p) => `${p}`,
  className,
}: CarouselProps) {
  const [own, setOwn] = useState(0);
  const n = slides.length;
  const current = Math.min(Math.max(index ?? own, 0), Math.max(n - 1, 0));
  const go = (next: number) => {
    const target = loop ? (next + n) % n : Math.min(Math.max(next, 0), n - 1);
    if (index === undefined) setOwn(target);
    onIndexChange?.(target);
  };
  const swipe = useSwipe((direction) => go(current - direction));
  const onKey = (e: KeyboardEvent) => {
    if (e.key === 'ArrowLeft') go(current - 1);
    else if (e.key === 'ArrowRight') go(current + 1);
    else return;
    e.preventDefault();
  };
  const canPrev = loop || current > 0;
  const canNext = loop || current < n - 1;

  return (
    <div
      className={['kui-carousel', centred && 'kui-carousel--centred', className].filter(Boolean).join(' ')}
      role="region"
      aria-roledescription="carousel"
      aria-label={label}
      onKeyDown={onKey}
    >
      <div className="kui-carousel__viewport" {...swipe}>
        {slides.map((slide, i) => {
          const offset = offsetOf(i, current, n, loop);
          const near = Math.abs(offset) <= 1;
          return (
            <div
              key={i}
              className={`kui-carousel__slide${offset === 0 ? ' is-current' : ''}${near ? '' : ' is-far'}`}
              style={{ transform: `translateX(${offset * 100}%)` }}
              role="group"
              aria-roledescription="slide"
              aria-label={slideLabel(i + 1, n)}
              aria-hidden={offset !== 0}
              inert={offset !== 0}
            >
              {slide}
            </div>
          );
        })}
      </div>
      {n > 1 && (
        <div className="kui-carousel__controls">
          <button
            type="button"
            className="kui-carousel__arrow"
            aria-label={previousLabel}
            onClick={() => go(current - 1)}
            disabled={!canPrev}
          >
            <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
              <path
                d="M15 6l-6 6 6 6"
                fill="none"
                stroke="currentColor"
                strokeWidth="1.8"
                strokeLinecap="round"
                strokeLinejoin="round"
              />
            </svg>
          </button>
          <div className="kui-carousel__dots">
            {slides.map((_, i) => (
              <button
                key={i}
                type="button"
                className={`kui-carousel__dot${i === current ? ' is-active' : ''}`}
                aria-label={dotLabel(i + 1)}
                aria-current={i === current ? 'true' : undefined}
                onClick={() => go(i)}
              />
            ))}
          </div>
          <button
            type="button"
            className="kui-carousel__arrow"
            aria-label={nextLabel}
            onClick={() => go(current + 1)}
            disabled={!canNext}
          >
            <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
              <path
                d="M9 6l6 6-6 6"
                fill="none"
                stroke="currentColor"
                strokeWidth="1.8"
                strokeLinecap="round"
                strokeLinejoin="round"
              />
            </svg>
          </button>
        </div>
      )}
      <p className="visually-hidden" aria-live="polite">
        {n > 0 ? slideLabel(current + 1, n) : ''}
      </p>
    </div>
  );
}

import type { ReactNode } from 'react';

export type BadgeTone = 'neutral' | 'success' | 'warning' | 'info' | 'danger';

export function Badge({ tone = 'neutral', children }: { tone?: BadgeTone; children: ReactNode }) {
  return (
    <span className={tone === 'neutral' ? 'kui-badge' : `kui-badge kui-badge--${tone}`}>{children}</span>
  );
}

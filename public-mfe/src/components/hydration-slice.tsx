import { Suspense, type ReactNode } from 'react';

/** A part of a server-drawn page that the browser brings to life on its own, after what comes before it:
 *  React hydrates each Suspense boundary in a separate, interruptible pass, so a phone does the page in
 *  short slices instead of one long block. (Nothing inside suspends; there is no fallback to show.) */
export function HydrationSlice({ children }: { children: ReactNode }) {
  return <Suspense fallback={null}>{children}</Suspense>;
}

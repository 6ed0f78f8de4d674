import type { ReactNode } from 'react';
import { Toaster } from './toaster';

/** What the shell draws around a remote: the remote (inside the shell's one Suspense boundary), then the
 *  toast area. The shell renders it in the browser and a remote's server render draws the same frame, so
 *  the server's HTML hydrates without a mismatch. */
export function ShellFrame({ children, closeLabel }: { children: ReactNode; closeLabel?: string }) {
  return (
    <>
      {children}
      <Toaster closeLabel={closeLabel} />
    </>
  );
}

import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app';

const root = document.getElementById('root')!;
// A public page arrives drawn by the server (the public remote's server render): hydrate it in place, so
// what the visitor already sees stays and only comes alive. As a transition, so the work is cut into short
// slices and the page answers a tap meanwhile. Any other page is drawn here.
if (root.hasAttribute('data-ssr')) {
  startTransition(() => {
    hydrateRoot(root, <App />, {
      // A mismatch is recovered by React (it draws that part anew); say so, never fail the page.
      onRecoverableError: (error) => console.warn('Server HTML redrawn in the browser:', error),
    });
  });
} else {
  createRoot(root).render(<App />);
}

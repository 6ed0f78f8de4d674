import { startTransition, type ComponentType } from 'react';
import { sectionOf } from './routing/sections';

/** Lets the browser paint and answer taps between two large pieces of start-up work. */
const yieldToBrowser = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

const adminApp = () => import(/* webpackChunkName: "admin-app" */ './app/admin-app');
/** The page's section and its router: the admin's (the data router, in admin-* files no public page
 *  fetches: shell/fallback-chunks-plugin.mjs) only ever loads on an admin page. */
const SECTIONS = {
  public: { router: () => import('react-router-declarative'), app: () => import('./app/public-app') },
  admin: { router: adminApp, app: adminApp },
} satisfies Record<string, { router: () => Promise<unknown>; app: () => Promise<{ App: ComponentType }> }>;

// Start-up comes in slices (React DOM, the router, the UI kit, then the app and the first
// render), each library evaluated in a task of its own, so a phone is never blocked for long while the
// page is already on screen.
async function start() {
  const section = SECTIONS[sectionOf(window.location.pathname)];
  const { createRoot, hydrateRoot } = await import('react-dom/client');
  for (const load of [section.router, () => import('@konak/shared-ui')]) {
    await yieldToBrowser();
    await load();
  }
  await yieldToBrowser();
  const { App } = await section.app();
  await yieldToBrowser();
  const root = document.getElementById('root')!;
  // A public page arrives drawn by the server (the public remote's server render): hydrate it in place,
  // so what the visitor already sees stays and only comes alive. As a transition, so the work is cut
  // into short slices and the page answers a tap meanwhile. Any other page is drawn here.
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
}

void start();

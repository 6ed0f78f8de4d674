// An async boundary, so Module Federation can settle the shared singletons before React loads.
// A page the server drew is already on screen and works as a page of links: its scripts wait until the
// visitor reaches for it, or until it has loaded and sat idle (start-when-wanted.ts), then all download
// together and hydrate it. Any other page (the admin, a page the browser draws) starts at once.
// (Deep import: shared-ui's index is a shared module, not usable before the boundary.)
import { readBootData } from '@konak/shared-ui/src/boot';
import { preloadScripts } from './preload-scripts';
import { needsAppAtOnce, startWhenWanted, wasStarted } from './start-when-wanted';

function start() {
  preloadScripts(readBootData().scripts ?? []);
  void import('./bootstrap');
}

if (wasStarted()) {
  // first.js ran this file when the visitor asked for the app, and has already preloaded its scripts.
  void import('./bootstrap');
} else if (document.getElementById('root')?.hasAttribute('data-ssr') && !needsAppAtOnce()) {
  startWhenWanted(start);
} else {
  start();
}

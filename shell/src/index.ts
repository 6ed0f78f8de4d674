// An async boundary, so Module Federation can settle the shared singletons before React loads.
// A page the server drew is already on screen and works as a page of links: its scripts wait until the
// visitor reaches for it, or until it has loaded and sat idle (start-when-wanted.ts), then all download
// together and hydrate it. Any other page (the admin, a page the browser draws) starts at once.
// (Deep import: shared-ui's index is a shared module, not usable before the boundary.)
import { readBootData } from '@konak/shared-ui/src/boot';
import { mayLeaveForAnotherLanguage, startWhenWanted } from './start-when-wanted';

function start() {
  for (const href of readBootData().scripts ?? []) {
    const link = document.createElement('link');
    link.rel = 'preload';
    link.as = 'script';
    link.href = href;
    document.head.append(link);
  }
  void import('./bootstrap');
}

if (document.getElementById('root')?.hasAttribute('data-ssr') && !mayLeaveForAnotherLanguage()) {
  startWhenWanted(start);
} else {
  start();
}

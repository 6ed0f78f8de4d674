// An async boundary, so Module Federation can settle the shared singletons before React loads.
// A page the server drew is already on screen: its scripts wait until it has loaded (hero image, styles
// and fonts have the connection to themselves), then all download together and hydrate it.
// (Deep import: shared-ui's index is a shared module, not usable before the boundary.)
import { readBootData } from '@konak/shared-ui/src/boot';

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

if (document.getElementById('root')?.hasAttribute('data-ssr') && document.readyState !== 'complete') {
  window.addEventListener('load', start, { once: true });
} else {
  start();
}

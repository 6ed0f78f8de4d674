// The public site's server render: the API calls renderPage() for each public URL and puts the HTML in
// the page it sends, so the first screen paints before any JavaScript runs; the shell then hydrates it.
// Built into dist/server/render.cjs with everything it needs inside (no shared modules on the server),
// so it is deployed with this remote and changes with it.
import { Suspense } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import {
  initI18n,
  provideServerBootData,
  ShellFrame,
  useSettingsStore,
  withDefaults,
  type BootData,
} from '@konak/shared-ui';
import { App } from './app/app';
import { forgetFirstVisit } from './app/public-layout';
import { clearResourceCache } from './components/use-resource';
import { registerTranslations } from './i18n/register';

initI18n('tr');
registerTranslations();

let queue: Promise<unknown> = Promise.resolve();

/** The HTML inside #root for `url`, drawn from `boot` (the same data the page carries for the browser).
 *  Renders run one at a time: the stores they read are this module's. */
export function renderPage(url: string, boot: BootData): Promise<string> {
  const run = queue.then(() => render(url, boot));
  queue = run.catch(() => undefined);
  return run;
}

async function render(url: string, boot: BootData): Promise<string> {
  // A fresh copy each time: the first screen takes its preloaded answers (and removes them).
  provideServerBootData(structuredClone(boot));
  clearResourceCache();
  forgetFirstVisit();
  useSettingsStore.setState({ settings: withDefaults(boot.settings), status: 'ready' });
  try {
    const { prelude } = await prerenderToNodeStream(
      <StaticRouter location={url}>
        <ShellFrame>
          <Suspense fallback={null}>
            <App />
          </Suspense>
        </ShellFrame>
      </StaticRouter>,
      // Never outline a large section into a later <template> + inline script (the page's CSP has no
      // inline scripts): every boundary arrives complete, in place.
      { progressiveChunkSize: Number.POSITIVE_INFINITY },
    );
    let html = '';
    for await (const chunk of prelude) html += chunk.toString();
    return html;
  } finally {
    provideServerBootData({});
  }
}

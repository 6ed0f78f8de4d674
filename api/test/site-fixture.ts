// A small fake build of the shell and the remotes, for the tests of what the server answers outside /api.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync } from 'node:zlib';

const TEMPLATE = `<!doctype html><html lang="tr"><head><meta charset="utf-8" /><!--konak:head--></head><body><div id="root"></div><!--konak:boot--><script defer src="/main.0123456789.js"></script></body></html>`;

/** With `countRenders`, the fake server render counts its calls in a line each of <root>/renders.log. */
export function fakeBuild({ countRenders = false } = {}): string {
  const root = mkdtempSync(path.join(os.tmpdir(), 'konak-site-'));
  const write = (file: string, content: string | Buffer) => {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), content);
  };
  write('shell/dist/index.html', TEMPLATE);
  const mainJs = `console.log(${JSON.stringify('shell '.repeat(200))})`;
  write('shell/dist/main.0123456789.js', mainJs);
  write('shell/dist/main.0123456789.js.br', brotliCompressSync(mainJs));
  write('shell/dist/react.aaaaaaaaaa.js', '/* react */');
  write('shell/dist/fonts/inter.css', '@font-face{}');
  // The UI kit's styles, twice (as the shell's chunks carry them).
  write('shell/dist/kit.abcdef0123.css', '.kit{color:red}');
  write('shell/dist/kit-copy.abcdef0124.css', '.kit{color:red}');
  write('public-mfe/dist/remoteEntry.js', 'var public_mfe;');
  write('public-mfe/dist/__federation_expose_App.bbbbbbbbbb.js', '/* app */');
  write('public-mfe/dist/mf-manifest.json', JSON.stringify({ exposes: [{ name: 'App', assets: { js: { sync: ['__federation_expose_App.bbbbbbbbbb.js'] }, css: { sync: [] } } }] }));
  // The remote's server render: draws the URL, and fails for /kvkk (to show the page survives that).
  write(
    'public-mfe/dist/server/render.cjs',
    `exports.renderPage = async (url, boot) => {
      ${countRenders ? "require('node:fs').appendFileSync(__dirname + '/../../../renders.log', url + '\\n');" : ''}
      if (url === '/kvkk') throw new Error('render failed');
      return '<link rel="preload" as="image" href="/x.webp"/><!--$--><h1>drawn ' + url + ' in ' + boot.lang + ' $& $1</h1><!--/$-->';
    };`,
  );
  write('admin-mfe/dist/remoteEntry.js', 'var admin_mfe;');
  return root;
}

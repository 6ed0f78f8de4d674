// A small fake build of the shell and the remotes, for the tests of what the server answers outside /api.
// The public remote's server entry speaks the real contract (public-mfe/src/server.tsx): matchPage names
// a page and its data, renderPage answers {status, lang, head, html, data, scripts, styles, preload} from the
// data the host read, sitemapUrls lists the pages. Its head echoes the data, so the tests see what the
// host does with whatever a remote (or stored content) puts in it. Releases are signed as the build signs
// them (tools/release-signing.mjs, the development key): the host runs only a signed release's entry.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { signRelease } from '../../tools/release-signing.mjs';

const TEMPLATE = `<!doctype html><html lang="tr"><head><meta charset="utf-8" /><!--konak:head--></head><body><div id="root"></div><!--konak:boot--><script defer src="/main.0123456789.js"></script></body></html>`;

/** The fake server entry. `release` shows in every drawn page. */
export function fakeServerEntry({ release = '1', lists = false } = {}): string {
  return `'use strict';
const RELEASE = ${JSON.stringify(release)};
exports.contract = 1;
function route(address) {
  const [path, query = ''] = address.split('?');
  const parts = path.split('/').filter(Boolean);
  const lang = parts[0] === 'en' || parts[0] === 'ru' ? parts.shift() : 'tr';
  const rest = parts.join('/');
  const url = '/' + (lang === 'tr' ? '' : lang + (rest ? '/' : '')) + rest;
  let m;
  if (rest === '') return { lang, url, page: 'home', data: ['sliders/'] };
  if ((m = rest.match(/^(?:projeler|projects)\\/([a-z0-9-]+)$/))) return { lang, url, page: 'project', data: ['projects/' + m[1] + '/', 'projects/' + m[1] + '/units/'] };
  // The blog's pages, two posts each (their own canonical and prev/next links; 404 past the last).
  if ((m = rest.match(/^blog\\/sayfa\\/([1-9][0-9]*)$/))) return { lang, url, page: 'blog-page', n: Number(m[1]), data: ['blog/?page=' + m[1] + '&per_page=2&fields=summary'] };
  if ((m = rest.match(/^blog\\/([a-z0-9-]+)$/))) return { lang, url, page: 'post', data: ['blog/' + m[1] + '/', 'users/'] };
  if (rest === 'projeler') return { lang, url, page: 'projects', data: ['projects/'] };
  // The home finder: its data path carries the query the host passed (matchAddress).
  if (rest === 'konutlar') return { lang, url: url + (query ? '?' + query : ''), page: 'homes', data: [query ? 'homes/?' + query : 'homes/'] };
  if (['hakkimizda', 'blog', 'iletisim', 'kvkk'].includes(rest)) return { lang, url, page: rest, data: [] };
  return { lang, url, page: 'not-found', data: [] };
}
exports.matchPage = (path) => {
  const r = route(path === null ? '/404' : path);
  if (path === null || r.page === 'not-found') return { key: '404 ' + r.lang, url: r.url, data: [], notFoundKey: '404 ' + r.lang };
  return { key: 'page ' + r.url, url: r.url, data: r.data, notFoundKey: '404 ' + r.lang + ' ' + r.page };
};
exports.matchAddress = ({ path, query }) => {
  const r = route(path === null ? '/404' : path + (query ? '?' + query : ''));
  if (path === null || r.page !== 'homes') return exports.matchPage(path);
  return { key: 'page ' + r.url, url: r.url, data: r.data, notFoundKey: '404 ' + r.lang + ' homes' };
};
exports.renderPage = async ({ url, origin, settings, data, assets }) => {
  if (url === '/kvkk') throw new Error('render failed');
  const r = route(url);
  const record = data[r.data[0]];
  const status = r.page === 'not-found' || ((r.page === 'project' || r.page === 'post' || r.page === 'blog-page') && !record) ? 404 : 200;
  const name = record && record.title ? record.title[r.lang] || record.title.tr : 'Fixture ' + r.page;
  const image = record && (record.image || (record.cover_images || [])[0]);
  const tags = [{ tag: 'meta', name: 'description', content: 'About ' + name }];
  if (status === 404) tags.push({ tag: 'meta', name: 'robots', content: 'noindex' });
  else {
    tags.push({ tag: 'link', rel: 'canonical', href: origin + url });
    for (const l of ['tr', 'en', 'ru', 'x-default']) tags.push({ tag: 'link', rel: 'alternate', hreflang: l, href: origin + '/' + (l === 'en' || l === 'ru' ? l : '') });
  }
  if (r.page === 'blog-page' && record) {
    const last = Math.max(1, Math.ceil(record.total / record.per_page));
    if (r.n > 1) tags.push({ tag: 'link', rel: 'prev', href: origin + '/blog/sayfa/' + (r.n - 1) });
    if (r.n < last) tags.push({ tag: 'link', rel: 'next', href: origin + '/blog/sayfa/' + (r.n + 1) });
    tags.push({ tag: 'link', rel: 'next', href: 'javascript:alert(1)' });
  }
  if (image) tags.push({ tag: 'meta', property: 'og:image', content: image.startsWith('/') ? origin + image : image });
  // A remote's head may hold anything: a javascript: link and a bad hreflang are left out by the host.
  tags.push({ tag: 'link', rel: 'canonical', href: 'javascript:alert(1)' }, { tag: 'link', rel: 'alternate', hreflang: '"><x', href: '/' });
  return {
    status,
    lang: r.lang,
    head: { title: name + ' | ' + settings.site_name[r.lang], tags, jsonLd: [{ '@type': 'Organization', name: settings.site_name.tr, note: '</script><script>alert(1)</script>' }] },
    html: '<!--$--><h1>drawn ' + url + ' in ' + r.lang + ' by release ' + RELEASE + ' $& $1</h1>' + (r.page === 'blog-page' && record ? record.items.map((p) => '<a href="/blog/' + p.slug + '">' + p.slug + (p.content ? ' with content' : '') + '</a>').join('') : '') + (r.page === 'homes' && record ? record.homes.map((h) => '<a href="' + h.cell_path + '">' + h.label + '</a>').join('') : '') + '<!--/$-->',
    data: r.data.filter((p) => data[p] !== undefined),
    scripts: ['remoteEntry.js', ...assets.js.sync, 'https://evil.example/x.js', ...assets.js.async],
    // Its own page chunk's styles; /projeler answers as a remote from before the field did (none named).
    ...(r.page === 'projects' ? {} : { styles: [...assets.css.async.filter((f) => f.startsWith('page-' + r.page + '.')), 'https://evil.example/x.css'] }),
    // A project's cover with its copies and the <img>'s sizes; in Russian a sizes the host must refuse.
    preload: !image ? [] : r.page === 'project' ? [{ href: image, srcset: image.replace(/\\.jpg$/, '-720.webp') + ' 720w', sizes: r.lang === 'ru' ? '100vw" onload="x' : '(min-width: 768px) 75vw, calc(100vw - 2.5rem)' }] : [{ href: image }],
  };
};
exports.sitemapData = ['projects/', 'blog/'];
exports.sitemapUrls = ({ origin, data }) => {
  const pages = ['', '/projeler', '/iletisim', ...data['projects/'].map((p) => '/projeler/' + p.slug), ...data['blog/'].map((p) => '/blog/' + p.slug)];
  const urls = [];
  for (const p of pages) for (const l of ['', '/en', '/ru']) urls.push({ loc: origin + (l + p || '/'), alternates: [{ hreflang: 'x-default', href: origin + (p || '/') }] });
  urls.push({ loc: origin + '/kvkk', alternates: [] });
  return urls;
};
${
  lists
    ? `exports.sitemapLists = [{ name: 'projects', path: 'projects/' }, { name: 'posts', path: 'blog/' }, { name: 'secrets', path: 'users/' }];
exports.sitemapItemUrls = ({ origin, list, items }) => {
  const base = list === 'projects' ? '/projeler/' : list === 'posts' ? '/blog/' : null;
  if (!base) return [];
  const urls = [];
  for (const item of items) for (const l of ['', '/en', '/ru']) urls.push({ loc: origin + l + base + item.slug, alternates: [{ hreflang: 'x-default', href: origin + base + item.slug }] });
  return urls;
};`
    : ''
}
`;
}

/** The release's mf-manifest.json, signed over `code` (the server entry it names) unless `signed` is false. */
export function manifest({
  app = 'bbbbbbbbbb',
  server = 'server/render.1111111111.cjs',
  code = fakeServerEntry(),
  signed = true,
} = {}): string {
  const unsigned = {
    exposes: [
      {
        name: 'App',
        assets: {
          js: { sync: [`__federation_expose_App.${app}.js`], async: ['lazy.dddddddddd.js'] },
          css: {
            sync: ['app.eeeeeeeeee.css'],
            async: ['page-home.cccccccccc.css', 'page-contact.ffffffffff.css'],
          },
        },
      },
    ],
    server: { entry: server, contract: 1 },
  };
  return JSON.stringify(signed ? signRelease(unsigned, code) : unsigned);
}

export function fakeBuild(): string {
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
  // first.js, which a drawn page runs instead of main.js, and a shared module's fallback no page runs.
  write('shell/dist/first.9876543210.js', '/* first */');
  write('shell/dist/react-fallback.bbbbbbbbbb.js', '/* a consumer’s own react */');
  write('shell/dist/fallback-chunks.json', JSON.stringify(['react-fallback.bbbbbbbbbb.js']));
  write('shell/dist/fonts/inter.css', '@font-face{}');
  // The UI kit's styles, twice (as the shell's chunks carry them).
  write('shell/dist/kit.abcdef0123.css', '.kit{color:red}');
  write('shell/dist/kit-copy.abcdef0124.css', '.kit{color:red}');
  write('public-mfe/dist/remoteEntry.js', 'var public_mfe;');
  write('public-mfe/dist/__federation_expose_App.bbbbbbbbbb.js', '/* app */');
  write('public-mfe/dist/lazy.dddddddddd.js', '/* a lazily loaded page */');
  write('public-mfe/dist/app.eeeeeeeeee.css', '.app{color:blue}');
  write('public-mfe/dist/page-home.cccccccccc.css', '.home{}');
  write('public-mfe/dist/page-contact.ffffffffff.css', '.contact{}');
  write('public-mfe/dist/mf-manifest.json', manifest());
  write('public-mfe/dist/server/render.1111111111.cjs', fakeServerEntry());
  write('admin-mfe/dist/remoteEntry.js', 'var admin_mfe;');
  return root;
}

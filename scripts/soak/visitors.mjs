// The visitors' traffic: the public pages in three languages, the API reads pages make, some unknown
// addresses (404), a fifth of the requests revalidating with If-None-Match as a browser's cache does.
import { pick } from './config.mjs';
import { ENCODINGS, request } from './http.mjs';
import { record } from './stats.mjs';

export const isPageOk = (s) => s === 200 || s === 304;
const is404 = (s) => s === 404;
const etags = new Map(); // path -> last ETag

/** The addresses visited, filled by discover(). */
export const addresses = { pages: [], apiReads: [] };

const unknown = [
  { group: 'pages', path: '/olmayan-sayfa' },
  { group: 'pages', path: '/en/no-such-page' },
  { group: 'pages', path: '/ru/net-takoy-stranitsy' },
  { group: 'pages', path: '/projeler/olmayan-proje' },
  { group: 'pages', path: '/en/blog/no-such-post' },
  { group: 'pages', path: '/mfe/public/no-such-file.js' },
  { group: 'api', path: '/api/projects/olmayan-proje/' },
  { group: 'api', path: '/api/blog/olmayan-yazi/' },
];

/** Reads the site's projects and posts and makes the list of addresses to visit. */
export async function discover() {
  const get = async (p) => {
    const r = await request({ path: p, wantBody: true });
    if (r.status !== 200) throw new Error(`GET ${p} answered ${r.error ?? r.status}`);
    return JSON.parse(r.body);
  };
  const projects = await get('/api/projects/');
  const posts = await get('/api/blog/');
  const projectSlugs = projects.map((p) => p.slug);
  const postSlugs = posts.map((p) => p.slug);
  if (!projectSlugs.length || !postSlugs.length)
    throw new Error('no projects or blog posts to visit (sample content missing?)');
  const { pages } = addresses;
  for (const prefix of ['', '/en', '/ru']) {
    pages.push(
      prefix || '/',
      `${prefix}/projeler`,
      `${prefix}/blog`,
      `${prefix}/hakkimizda`,
      `${prefix}/iletisim`,
    );
    for (const s of projectSlugs) pages.push(`${prefix}/projeler/${s}`);
    for (const s of postSlugs) pages.push(`${prefix}/blog/${s}`);
  }
  // What a browser fetches beside the pages, and what crawlers fetch.
  pages.push('/kvkk', '/mfe/public/remoteEntry.js', '/mfe/remotes.json', '/sitemap.xml', '/robots.txt');
  addresses.apiReads = [
    '/api/settings/',
    '/api/projects/',
    '/api/projects/?featured=true',
    '/api/projects/?status=ongoing',
    '/api/blog/',
    '/api/blog/?limit=3',
    '/api/blog/?featured=true',
    '/api/sliders/',
    '/api/about/',
    '/api/instagram-banner/',
    ...projectSlugs.map((s) => `/api/projects/${s}/`),
    ...postSlugs.map((s) => `/api/blog/${s}/`),
  ];
  return { projects, posts };
}

async function hit(group, p, expected) {
  const headers = { 'accept-encoding': pick(ENCODINGS) };
  headers.accept = group === 'pages' ? 'text/html,application/xhtml+xml,*/*;q=0.8' : 'application/json';
  const etag = etags.get(p);
  if (etag && Math.random() < 0.2) headers['if-none-match'] = etag;
  const r = await request({ path: p, headers });
  if (r.headers?.etag && r.status === 200) etags.set(p, r.headers.etag);
  return record(group, `GET ${p}`, r, expected);
}

/** One connection's visitor until the deadline. */
export async function visitor(deadline) {
  while (Date.now() < deadline) {
    const roll = Math.random();
    if (roll < 0.55) await hit('pages', pick(addresses.pages), isPageOk);
    else if (roll < 0.95) await hit('api', pick(addresses.apiReads), isPageOk);
    else {
      const u = pick(unknown);
      await hit(u.group, u.path, is404);
    }
  }
}

/** Every address once, in turn (the cold answers: server renders, cache fills); the slowest. */
export async function warmUp() {
  let slowest = { ms: 0, path: '' };
  for (const p of [...addresses.pages, ...addresses.apiReads]) {
    const r = await request({ path: p, headers: { 'accept-encoding': 'br, gzip' } });
    record(p.startsWith('/api/') ? 'api' : 'pages', `GET ${p}`, r, isPageOk);
    if (r.ms > slowest.ms) slowest = { ms: r.ms, path: p };
  }
  return slowest;
}

// What the staff and the buyers write while visitors read. Admin writes: log in, then every few seconds
// one of: create a project, update a blog post (same values: harmless on a real server, and still a write
// that invalidates the caches), check that the new project's page is there, delete it and check its page
// is gone (a stale cache would show it), and mark a call-back request as contacted. Call-backs come from
// several loopback addresses (each a visitor), at most CALLBACK_LIMIT per address and window.
import { CALLBACK_LIMIT, CALLBACK_WINDOW_MS, callbackEveryMs, pick, sleep, writeEveryMs } from './config.mjs';
import { request } from './http.mjs';
import { target } from './server.mjs';
import { record } from './stats.mjs';
import { isPageOk } from './visitors.mjs';

const is2xx = (s) => s >= 200 && s < 300;
const is404 = (s) => s === 404;

export const admin = { token: null, createdProjects: [], contacts: [], seq: 0 };

export async function login() {
  if (!target.adminEmail || !target.adminPassword) return false;
  const r = await request({
    method: 'POST',
    path: '/api/auth/login',
    body: { email: target.adminEmail, password: target.adminPassword },
    keepAlive: false,
    wantBody: true,
  });
  record('writes', 'POST /api/auth/login', r, (s) => s === 200);
  if (r.status !== 200) return false;
  admin.token = JSON.parse(r.body).access_token;
  return true;
}

async function adminCall(method, p, body, expected = is2xx) {
  const call = () =>
    request({
      method,
      path: p,
      body,
      keepAlive: false,
      wantBody: true,
      headers: { authorization: `Bearer ${admin.token}`, accept: 'application/json' },
    });
  let r = await call();
  if (r.status === 401 && (await login())) r = await call(); // an expired session: log in again once
  const label = `${method} ${p.replace(/\/\d+\/?$/, '/:id').replace(/soak-[\w-]+/, ':slug')}`;
  const ok = record('writes', label, r, expected);
  return ok && r.body ? JSON.parse(r.body) : ok ? {} : null;
}

const localized = (text) => ({ tr: `${text} (tr)`, en: `${text} (en)`, ru: `${text} (ru)` });
const pageOf = (slug) => request({ path: `/projeler/${slug}`, headers: { 'accept-encoding': 'br, gzip' } });

async function writeStep(step, posts) {
  switch (step % 5) {
    case 0: {
      const slug = `soak-${process.pid}-${++admin.seq}`;
      const created = await adminCall('POST', '/api/projects/', {
        slug,
        title: localized(`Soak ${admin.seq}`),
        subtitle: localized('Yük testi'),
        description: localized('Yük testinin oluşturup sildiği bir proje.'),
        status: 'planned',
      });
      if (created?.id) admin.createdProjects.push({ id: created.id, slug });
      break;
    }
    case 1: {
      const post = pick(posts);
      await adminCall('PUT', `/api/blog/${post.id}/`, { title: post.title, featured: post.featured });
      break;
    }
    case 2: {
      // The new project's page right after the write: 200, not a cached 404.
      const p = admin.createdProjects.at(-1);
      if (p) record('pages', 'GET /projeler/:new-slug', await pageOf(p.slug), isPageOk);
      break;
    }
    case 3: {
      const p = admin.createdProjects.shift();
      if (p && (await adminCall('DELETE', `/api/projects/${p.id}/`)))
        record('pages', 'GET /projeler/:deleted-slug', await pageOf(p.slug), is404);
      break;
    }
    case 4: {
      const c = admin.contacts.find((x) => !x.marked);
      if (c && (await adminCall('PUT', `/api/contact/${c.id}/`, { status: 'contacted' }))) c.marked = true;
      else await adminCall('GET', '/api/contact/', undefined);
      break;
    }
  }
}

export async function writer(deadline, posts) {
  if (!admin.token) return;
  for (let step = 0; Date.now() + writeEveryMs < deadline; step++) {
    await sleep(writeEveryMs);
    await writeStep(step, posts);
  }
}

/** Loopback addresses to send call-backs from (Linux answers on all of 127.0.0.0/8); else the default. */
export async function callbackAddresses() {
  const { hostname } = target.base;
  if (hostname !== '127.0.0.1' && hostname !== 'localhost') return [undefined];
  const list = [];
  for (let i = 2; i <= 60; i++) list.push(`127.0.0.${i}`);
  const probe = await request({ path: '/robots.txt', keepAlive: false, localAddress: list[0] });
  return probe.error ? [undefined] : list;
}

export async function caller(deadline, addresses, projectSlugs) {
  const used = new Map(); // address -> send times
  for (let n = 1; Date.now() + callbackEveryMs < deadline; n++) {
    await sleep(callbackEveryMs);
    const now = Date.now();
    const recent = (a) => (used.get(a ?? 'default') ?? []).filter((t) => t > now - CALLBACK_WINDOW_MS);
    const address = addresses.find((a) => recent(a).length < CALLBACK_LIMIT);
    if (!addresses.some((a) => recent(a).length < CALLBACK_LIMIT)) continue; // budget used up: skip rather than cause a 429
    used.set(address ?? 'default', [...recent(address), now]);
    const lang = pick(['tr', 'en', 'ru']);
    const r = await request({
      method: 'POST',
      path: '/api/contact/',
      keepAlive: false,
      localAddress: address,
      wantBody: true,
      headers: { accept: 'application/json', 'accept-language': lang },
      body: {
        name: `Soak Ziyaretçi ${n}`,
        phone: `+90 555 000 ${String(n).padStart(4, '0')}`,
        email: `soak-${n}@example.com`,
        message: 'Yük testi: lütfen aramayın.',
        project: pick(projectSlugs),
        language: lang,
        website: '',
      },
    });
    if (record('callbacks', 'POST /api/contact/', r, (s) => s === 201) && r.body)
      admin.contacts.push({ id: JSON.parse(r.body).id });
  }
}

/** Leaves a server the soak did not start as it was: removes the soak's projects and call-backs. */
export async function cleanUp() {
  if (!admin.token) return;
  const remove = (p) =>
    request({
      method: 'DELETE',
      path: p,
      keepAlive: false,
      headers: { authorization: `Bearer ${admin.token}` },
    });
  for (const p of admin.createdProjects) await remove(`/api/projects/${p.id}/`);
  for (const c of admin.contacts) await remove(`/api/contact/${c.id}/`);
}

// The browser tests of a worker share its seeded server. Tests that edit the site-wide content (settings, about,
// banner, sliders) put it back afterwards, so later tests see the sample content they expect.
import { request as playwrightRequest, test } from '@playwright/test';
import { e2eServer } from '../playwright.config';
import { adminHeaders } from './admin';

const SINGLETONS = ['settings/', 'about/', 'instagram-banner/'] as const;

export interface ContentSnapshot {
  restore(): Promise<void>;
}

export async function snapshotSiteContent(): Promise<ContentSnapshot> {
  const request = await playwrightRequest.newContext({ baseURL: e2eServer(test.info().parallelIndex).url });
  const headers = await adminHeaders(request);
  const saved: Record<string, unknown> = {};
  for (const path of SINGLETONS) saved[path] = await (await request.get(`/api/${path}`, { headers })).json();
  const sliders = (await (await request.get('/api/sliders/all', { headers })).json()) as { id: number }[];
  return {
    async restore() {
      const h = await adminHeaders(request);
      for (const path of SINGLETONS) {
        const body = Array.isArray(saved[path]) ? (saved[path] as unknown[])[0] : saved[path];
        await request.put(`/api/${path}`, { headers: h, data: strip(body) });
      }
      const now = (await (await request.get('/api/sliders/all', { headers: h })).json()) as { id: number }[];
      for (const slider of now)
        if (!sliders.some((s) => s.id === slider.id))
          await request.delete(`/api/sliders/${slider.id}`, { headers: h });
      for (const slider of sliders)
        await request.put(`/api/sliders/${slider.id}`, { headers: h, data: strip(slider) });
      await request.dispose();
    },
  };
}

/** Read-only fields the API does not take back. */
function strip(record: unknown) {
  const { id: _id, created_at: _c, updated_at: _u, ...rest } = record as Record<string, unknown>;
  return rest;
}

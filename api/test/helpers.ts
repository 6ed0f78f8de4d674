// Shared bits of the HTTP tests: login, valid payloads of each domain, and route discovery.
import { ModulesContainer } from '@nestjs/core';
import { RequestMethod } from '@nestjs/common';
import type { INestApplication } from '@nestjs/common';
import request from 'supertest';
import { IS_PUBLIC } from '../src/common/public.decorator.js';
import { ADMIN, type TestApp } from './create-test-app.js';

export const L = (text: string) => ({ tr: `${text} tr`, en: `${text} en`, ru: `${text} ru` });

export async function login(t: TestApp, user = ADMIN): Promise<string> {
  const res = await request(t.server)
    .post('/api/auth/login')
    .set('X-Forwarded-For', '10.9.9.9')
    .send(user)
    .expect(200);
  return res.body.access_token;
}

export const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

/** A call-back request as staff read it (`GET /api/contact/:id`): the public answer to `POST /api/contact/`
 *  carries only {id, name, phone, email, status, created_at} (issue 26/27), never the staff fields. */
export async function staffView(t: TestApp, auth: Record<string, string>, id: number) {
  return (await request(t.server).get(`/api/contact/${id}`).set(auth).expect(200)).body;
}

/** The keys of the public answer to `POST /api/contact/`, in order. */
export const RECEIPT_KEYS = ['id', 'name', 'phone', 'email', 'status', 'created_at'];

export const validProject = (slug = 'gunes-evleri') => ({
  slug,
  title: L('Güneş'),
  subtitle: L('Alt'),
  description: L('Açıklama'),
});
export const validPost = (slug = 'ilk-yazi', extra: Record<string, unknown> = {}) => ({
  slug,
  title: L('Başlık'),
  excerpt: L('Özet'),
  content: L('## Başlık\n\nParagraf'),
  date: '2024-01-15',
  ...extra,
});
export const validSlider = (order = 1) => ({ order, title: L('Slider'), description: L('Açıklama') });

export interface RouteInfo {
  method: string;
  path: string;
  isPublic: boolean;
}

/** Every route of the application from Nest's own metadata: method, full path and the @Public() flag. */
export function listRoutes(app: INestApplication): RouteInfo[] {
  const routes: RouteInfo[] = [];
  for (const module of app.get(ModulesContainer).values()) {
    for (const wrapper of module.controllers.values()) {
      const controller = wrapper.metatype as (new (...args: never[]) => unknown) | undefined;
      if (!controller) continue;
      const base = Reflect.getMetadata('path', controller) as string;
      const proto = controller.prototype as Record<string, unknown>;
      for (const name of Object.getOwnPropertyNames(proto)) {
        const handler = proto[name];
        if (name === 'constructor' || typeof handler !== 'function') continue;
        const method = Reflect.getMetadata('method', handler) as RequestMethod | undefined;
        const sub = Reflect.getMetadata('path', handler) as string | undefined;
        if (method === undefined || sub === undefined) continue;
        const path = ['/api', base, sub]
          .map((p) => p.replace(/^\/|\/$/g, ''))
          .filter(Boolean)
          .join('/');
        const isPublic = !!(
          Reflect.getMetadata(IS_PUBLIC, handler) || Reflect.getMetadata(IS_PUBLIC, controller)
        );
        routes.push({ method: RequestMethod[method], path: `/${path}`, isPublic });
      }
    }
  }
  return routes.sort((a, b) => `${a.path} ${a.method}`.localeCompare(`${b.path} ${b.method}`));
}

/** A concrete URL for a route pattern. */
export const samplePath = (pattern: string) =>
  pattern
    .replace(':id', '1')
    .replace(':slug', 'gunes-evleri')
    .replace(':email', 'someone@example.com')
    .replace('*path', '2024/01/0123456789abcdef01234567.jpg');

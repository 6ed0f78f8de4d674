// The public remote's server render, loaded from its deployed folder (public-mfe/dist/server/render.cjs)
// and reloaded when a new build replaces it. It draws the first screen into the page's #root so it paints
// before any script; the shell hydrates it. A missing or failing render only costs that: the page is sent
// empty, as before, and the browser draws it.
import { Logger } from '@nestjs/common';
import { createRequire } from 'node:module';
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import vm from 'node:vm';
import type { Env } from '../config/env.js';
import { REMOTE_DIRS, remoteBase } from './remotes.js';

const RENDER_FILE = 'server/render.cjs';
const logger = new Logger('ServerRender');

/** Runs a CommonJS file afresh (no module cache: a redeploy replaces it in place) and returns its exports. */
function loadCommonJs(file: string): Record<string, unknown> {
  const module = { exports: {} as Record<string, unknown> };
  const wrapper = vm.runInThisContext(`(function (exports, require, module, __filename, __dirname) {${readFileSync(file, 'utf8')}\n})`, { filename: file });
  wrapper(module.exports, createRequire(file), module, file, path.dirname(file));
  return module.exports;
}

type RenderPage = (url: string, boot: unknown) => Promise<string>;
let loaded: { file: string; mtime: number; render: RenderPage } | null = null;

/** The public remote's renderPage, or null when it is not deployed here (or is served from elsewhere). */
function publicRenderer(env: Env): RenderPage | null {
  if (remoteBase(env, 'public') !== '/mfe/public/') return null;
  const file = path.join(env.staticRoot, REMOTE_DIRS.public, RENDER_FILE);
  let mtime: number;
  try {
    mtime = statSync(file).mtimeMs;
  } catch {
    return null;
  }
  if (loaded?.file !== file || loaded.mtime !== mtime) {
    const { renderPage } = loadCommonJs(file);
    if (typeof renderPage !== 'function') throw new Error(`${file} exports no renderPage`);
    loaded = { file, mtime, render: renderPage as RenderPage };
  }
  return loaded.render;
}

/** The HTML inside #root for a public page, or null (and a log line saying why) when it cannot be drawn. */
export async function renderPublicPage(env: Env, url: string, boot: unknown): Promise<string | null> {
  try {
    const render = publicRenderer(env);
    if (!render) return null;
    // Exactly what the browser will read from the page (dates as strings, no undefined), so the two agree.
    const html = await render(url, JSON.parse(JSON.stringify(boot)));
    // React puts preload links for eager images first; the head already preloads the hero image.
    return html.replace(/^(?:<link [^>]*\/>)+/, '');
  } catch (error) {
    logger.error(`Server render of ${url} failed; the browser draws it`, error instanceof Error ? error.stack : String(error));
    return null;
  }
}

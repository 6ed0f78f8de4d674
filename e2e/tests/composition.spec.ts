// The micro-frontends are composed at run time: a remote is deployed by replacing its files, a
// missing remote never takes the other down, and the shared libraries are loaded once.
import type { Page } from '@playwright/test';
import { expect, test } from '../support/visitor';
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { REPO, startServer } from '../support/server';

/** The public remote is mounted and drew its page (its root uses display: contents, so look inside). */
async function expectPublicSite(page: Page) {
  await expect(page.locator('[data-mfe="public"]')).toBeAttached();
  await expect(page.locator('[data-mfe="public"] header').first()).toBeVisible();
}

test.describe.configure({ mode: 'serial' });

test('a new public-mfe deployed by replacing its files shows on reload, with the shell untouched', async ({
  page,
}) => {
  test.setTimeout(240_000);
  const server = await startServer(3190);
  try {
    await page.goto(`${server.url}/iletisim`);
    const app = page.locator('[data-mfe="public"]');
    await expectPublicSite(page);
    const shellScript = await page.locator('script[src^="/main."]').getAttribute('src');
    const before = await app.getAttribute('data-release');

    // Rebuild public-mfe with a visible change straight into the running server's deployed folder.
    const release = `e2e-${Date.now()}`;
    execFileSync('npx', ['rspack', 'build', '--mode', 'production'], {
      cwd: path.join(REPO, 'public-mfe'),
      env: {
        ...process.env,
        KONAK_RELEASE: release,
        KONAK_OUT_DIR: path.join(server.root, 'public-mfe/dist'),
      },
      stdio: 'pipe',
    });

    await page.reload();
    await expect(page.locator('[data-mfe="public"]')).toHaveAttribute('data-release', release);
    expect(release).not.toBe(before);
    expect(await page.locator('script[src^="/main."]').getAttribute('src')).toBe(shellScript);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  } finally {
    await server.stop();
  }
});

test('without admin-mfe the public site works and /admin shows the branded fallback', async ({ page }) => {
  const server = await startServer(3191, ['shell', 'public-mfe']);
  try {
    await page.goto(`${server.url}/`);
    await expectPublicSite(page);
    await page.goto(`${server.url}/admin/login`);
    await expect(page.getByTestId('remote-fallback-admin')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Tekrar dene' })).toBeVisible();
    await page.getByRole('link', { name: 'Ana sayfa' }).click();
    await expectPublicSite(page);
  } finally {
    await server.stop();
  }
});

test('a remote that comes back is loaded by the retry button', async ({ page }) => {
  const server = await startServer(3192);
  try {
    await page.route('**/mfe/admin/remoteEntry.js*', (route) => route.abort());
    await page.goto(`${server.url}/admin/login`);
    await expect(page.getByTestId('remote-fallback-admin')).toBeVisible();
    await page.unroute('**/mfe/admin/remoteEntry.js*');
    await page.getByRole('button', { name: 'Tekrar dene' }).click();
    await expect(page.getByLabel('E-posta')).toBeVisible();
  } finally {
    await server.stop();
  }
});

test('React and every shared library are loaded once for the shell and both remotes', async ({ page }) => {
  // Each copy of react-dom registers itself with the devtools hook: count them.
  await page.addInitScript(() => {
    const renderers: unknown[] = [];
    (window as unknown as { __renderers: unknown[] }).__renderers = renderers;
    (window as unknown as { __REACT_DEVTOOLS_GLOBAL_HOOK__: object }).__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
      supportsFiber: true,
      renderers: new Map(),
      inject(renderer: unknown) {
        renderers.push(renderer);
        return renderers.length;
      },
      onCommitFiberRoot() {},
      onCommitFiberUnmount() {},
      onPostCommitFiberRoot() {},
      checkDCE() {},
    };
  });
  const errors: string[] = [];
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  await page.goto('/');
  await expectPublicSite(page);
  await page.goto('/admin/login');
  await expect(page.getByLabel('E-posta')).toBeVisible();
  await page.goBack();
  await expectPublicSite(page);
  // The drawn page starts its app when the visitor reaches for it or 3 s after load: count once it has.
  await expect(page.locator('html')).toHaveAttribute('data-live', 'public', { timeout: 15_000 });

  expect(
    await page.evaluate(() => (window as unknown as { __renderers: unknown[] }).__renderers.length),
  ).toBe(1);
  // Module Federation's share scope: one loaded copy of each singleton.
  const loaded = await page.evaluate(() => {
    const share = (
      window as unknown as {
        __FEDERATION__: {
          __SHARE__: Record<
            string,
            Record<string, Record<string, Record<string, { loaded?: boolean; lib?: unknown }>>>
          >;
        };
      }
    ).__FEDERATION__.__SHARE__;
    const counts: Record<string, number> = {};
    for (const instance of Object.values(share)) {
      for (const [name, versions] of Object.entries(instance.default ?? {})) {
        for (const v of Object.values(versions))
          if (v.loaded || v.lib) counts[name] = (counts[name] ?? 0) + 1;
      }
    }
    return counts;
  });
  // react-router is not shared on its own: it lives inside the one react-router-dom module the shell
  // provides (tools/react-router-shared.mjs), so that module loaded once means one router.
  for (const name of ['react', 'react-dom', 'react-router-dom', 'zustand', '@konak/shared-ui']) {
    expect(loaded[name], name).toBe(1);
  }
  expect(loaded['react-router']).toBeUndefined();
  // Today's remotes bring their own interface texts: the shell loads i18next only for an earlier release
  // that shares it (version-skew.spec.ts runs one), never for today's site.
  expect(loaded.i18next).toBeUndefined();
  expect(loaded['react-i18next']).toBeUndefined();
  expect(errors.filter((e) => /Invalid hook call|more than one copy of React/i.test(e))).toEqual([]);
});

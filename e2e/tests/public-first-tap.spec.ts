// A server-drawn page starts its app only when the visitor reaches for it (shell/src/first.ts), so the
// first tap often comes before the app is live. That tap is answered at once — the next paint shows the
// control working (interaction to next paint ≤ 200 ms on a phone-speed CPU) — and is never lost: the menu
// opens and the language switch goes to its page once the app has taken over. The time to the next paint
// is measured and reported with each run (the goal is ≤ 200 ms at 4× CPU, issue 11), not asserted: a speed
// goal belongs to the benchmarks, and this machine's figures swing with its load.
// Plain Playwright `test`: ../support/test's goto waits for the page to be live, which is what this avoids.
import type { Page } from '@playwright/test';
import { expect, test } from '../support/visitor';
import { adminHeaders } from '../support/admin';

test.use({ locale: 'tr-TR' });

/** DevTools' mid-range phone: the CPU four times slower than this machine's (as Lighthouse's mobile run). */
async function phoneCpu(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
}

/** Records every interaction's time to the next paint (Event Timing), from the page's first moment. */
async function recordInteractions(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { interactions: { name: string; duration: number }[] };
    w.interactions = [];
    new PerformanceObserver((list) => {
      for (const e of list.getEntries() as PerformanceEventTiming[])
        if (e.interactionId) w.interactions.push({ name: e.name, duration: e.duration });
    }).observe({ type: 'event', durationThreshold: 16, buffered: true } as PerformanceObserverInit);
  });
}

/** The page's INP so far: its slowest interaction, in ms (0 when every one painted within 16 ms). */
async function slowestInteraction(page: Page) {
  // Event Timing reports an interaction once its next frame is painted: give it that frame.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 50))));
  const interactions = await page.evaluate(
    () => (window as unknown as { interactions: { duration: number }[] }).interactions,
  );
  return Math.max(0, ...interactions.map((i) => i.duration));
}

async function loadedNotLive(page: Page, path: string) {
  await page.goto(path, { waitUntil: 'load' });
  await expect(page.locator('html')).not.toHaveAttribute('data-live', /.*/);
}

test('a tap on the phone menu before the app starts is answered at once and opens the menu', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await recordInteractions(page);
  await phoneCpu(page);
  await loadedNotLive(page, '/projeler/gunes-evleri');
  const tapped = Date.now();
  const toggle = page.locator('.pub-header__toggle');
  await toggle.click();
  // Held, and shown working, until the app takes the tap over (the app needs over a second to start).
  await expect(toggle).toHaveAttribute('aria-busy', 'true', { timeout: 500 });
  const inp = await slowestInteraction(page);
  await expect(page.locator('#pub-mobile-menu')).toHaveAttribute('data-open', 'true', { timeout: 15_000 });
  const opened = Date.now() - tapped;
  test.info().annotations.push({
    type: 'first tap',
    description: `INP ${inp} ms; menu open after ${opened} ms (4× CPU)`,
  });
  console.log(
    `First tap on the menu, before the app started (4× CPU): INP ${inp} ms, menu open after ${opened} ms`,
  );
  // The held state is gone once the app has taken the tap over.
  await expect(toggle).not.toHaveAttribute('aria-busy', /.*/);
});

test('a tap on the language switch before the app starts goes to that language and is remembered', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await recordInteractions(page);
  await phoneCpu(page);
  await loadedNotLive(page, '/projeler/gunes-evleri');
  await page.locator('header a[hreflang="en"]').first().click();
  const inp = await slowestInteraction(page);
  await expect(page).toHaveURL(/\/en\/projeler\/gunes-evleri$/, { timeout: 15_000 });
  expect(await page.evaluate(() => localStorage.getItem('konak.lang'))).toBe('en');
  test.info().annotations.push({ type: 'first tap', description: `INP ${inp} ms (4× CPU)` });
  console.log(`First tap on the language switch, before the app started (4× CPU): INP ${inp} ms`);
});

test('a page scrolled before the app starts stays where the visitor scrolled it', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await loadedNotLive(page, '/projeler/gunes-evleri');
  // The wheel is what starts the app; its hydration must not send the visitor back to the top.
  await page.mouse.move(600, 150);
  await page.mouse.wheel(0, 800);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThanOrEqual(700);
  await expect(page.locator('html')).toHaveAttribute('data-live', 'public');
  await page.waitForTimeout(300);
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThanOrEqual(700);
});

test('a link tapped before the app starts opens its page at once', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await loadedNotLive(page, '/projeler/gunes-evleri');
  await page.getByRole('link', { name: 'Projelere dön' }).click();
  await expect(page).toHaveURL(/\/projeler$/);
  await expect(page.locator('h1')).toHaveText('Projelerimiz');
});

test('what a visitor types into the call-back form before the app starts is kept and sent', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await phoneCpu(page);
  const email = `erken-${Date.now()}@example.com`;
  await page.goto('/iletisim', { waitUntil: 'commit' });
  const form = page.locator('#pub-main').getByTestId('contact-form');
  const name = form.getByLabel(/Ad Soyad/);
  // The server's page is on screen: the visitor starts typing at once.
  await name.waitFor();
  const shown = Date.now();
  await expect(form).toHaveAttribute('novalidate', '');
  // Before the app starts, the server's fields take typing (none disabled until the app starts).
  expect(await page.locator('html').getAttribute('data-live')).toBeNull();
  for (const field of [name, form.getByLabel(/Telefon Numarası/), form.getByLabel(/E-posta Adresi/)])
    await expect(field).toBeEditable({ timeout: 100 });
  const typedBeforeLive = (await page.locator('html').getAttribute('data-live')) === null;
  // The form counts from this first key (the page's first input), so the person's time starts here.
  const firstKey = Date.now();
  await name.pressSequentially('Deniz Kaya');
  await form.getByLabel(/Telefon Numarası/).fill('+90 532 111 22 33');
  await form.getByLabel(/E-posta Adresi/).fill(email);

  // The app starts (the typing asked for it) and hydrates the form: what was typed stays.
  await expect(page.locator('html')).toHaveAttribute('data-live', 'public', { timeout: 15_000 });
  await form.getByLabel(/Mesajınız/).fill('2+1 daire için');
  await expect(name).toHaveValue('Deniz Kaya');
  await expect(form.getByLabel(/Telefon Numarası/)).toHaveValue('+90 532 111 22 33');
  await expect(form.getByLabel(/E-posta Adresi/)).toHaveValue(email);
  const startedAfter = Date.now() - shown;
  console.log(
    `Call-back form, 4× CPU: typed before the app was live: ${typedBeforeLive}; live ${startedAfter} ms after the form showed`,
  );
  expect(typedBeforeLive).toBe(true);

  // A person takes longer than the few seconds the time-to-submit check allows a bot.
  await page.waitForTimeout(Math.max(0, 3_500 - (Date.now() - firstKey)));
  const sent: { form_ms: number }[] = [];
  await page.route('**/api/contact/', (route) => {
    sent.push(route.request().postDataJSON());
    return route.fallback();
  });
  await form.getByRole('button', { name: 'GÖNDER' }).click();
  await expect.poll(() => sent.length).toBe(1);
  // Counted from the visitor's first key on the page, before the app started, not from the app's start.
  expect(sent[0].form_ms).toBeGreaterThanOrEqual(3_000);
  await expect(form.getByTestId('form-sent')).toContainText('Talebiniz başarıyla gönderildi.');
  const list = (await (
    await request.get('/api/contact/', { headers: await adminHeaders(request) })
  ).json()) as { email: string; name: string; message: string }[];
  expect(list).toEqual(
    expect.arrayContaining([
      expect.objectContaining({ email, name: 'Deniz Kaya', message: '2+1 daire için' }),
    ]),
  );
});

test('a tap on "send" before the app starts is held, then sends what was typed', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await phoneCpu(page);
  const posted: unknown[] = [];
  // Answered here: this checks the tap is not lost, not the server (the test above sends for real).
  await page.route('**/api/contact/', async (route) => {
    posted.push(route.request().postDataJSON());
    await route.fulfill({ status: 201, contentType: 'application/json', body: '{}' });
  });
  await page.goto('/iletisim', { waitUntil: 'commit' });
  const form = page.locator('#pub-main').getByTestId('contact-form');
  // Filled as a browser's autofill does (no key press, so nothing asks the app to start): the tap on
  // "send" is what starts it.
  await form.getByLabel(/E-posta Adresi/).waitFor();
  await page.evaluate(() => {
    const set = (name: string, value: string) => {
      const input = document.querySelector<HTMLInputElement>(
        `#pub-main [data-testid="contact-form"] input[name="${name}"]`,
      )!;
      input.value = value;
      input.dispatchEvent(new Event('input', { bubbles: true }));
    };
    set('name', 'Deniz Kaya');
    set('phone', '05321112233');
    set('email', 'deniz@example.com');
  });
  const send = form.getByRole('button', { name: 'GÖNDER' });
  await send.click({ timeout: 1_000 });
  expect(await page.locator('html').getAttribute('data-live')).toBeNull();
  // Held, and shown working, until the app takes the tap over; then it sends.
  await expect(send).toHaveAttribute('aria-busy', 'true', { timeout: 500 });
  await expect(form.getByTestId('form-sent')).toContainText('Talebiniz başarıyla gönderildi.', {
    timeout: 15_000,
  });
  expect(posted).toEqual([
    expect.objectContaining({ name: 'Deniz Kaya', phone: '05321112233', email: 'deniz@example.com' }),
  ]);
});

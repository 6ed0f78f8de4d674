// A call-back asked from a home's dialog (issue 26): the answer is said inside the dialog, where the buyer
// is looking (a toast would be drawn under the modal), the request arrives with its unit in a field of
// its own, a fast autofilled send is kept as "Şüpheli" rather than thrown away, the rate limit is said
// inside the dialog too, and on a phone the floating buttons never lie over the grid or the send button.
import type { APIRequestContext } from '@playwright/test';
import { adminHeaders, loginAsAdmin } from '../support/admin';
import { expect, test, type Page } from '../support/test';

test.use({ locale: 'tr-TR' });

const SLUG = 'gunes-evleri';
const PAGE = `/projeler/${SLUG}`;

interface Stored {
  email: string;
  name: string;
  unit: string;
  project: string;
  message: string;
  suspicious: boolean;
  suspicious_reason: string;
}

/** The requests the admin API lists (the suspected ones apart, with `suspicious=true`). */
async function stored(request: APIRequestContext, suspicious = false): Promise<Stored[]> {
  const res = await request.get(`/api/contact/?per_page=100${suspicious ? '&suspicious=true' : ''}`, {
    headers: await adminHeaders(request),
  });
  expect(res.ok(), await res.text()).toBeTruthy();
  return res.json();
}

/** Opens the first home for sale on the project page, at the given width: its dialog and its label. */
async function openUnit(page: Page, width: number) {
  await page.setViewportSize({ width, height: width < 500 ? 844 : 900 });
  await page.goto(PAGE);
  const cell = page.locator('#daireler [data-unit][data-status="available"]').first();
  await cell.scrollIntoViewIfNeeded();
  const label = (await cell.getAttribute('data-unit'))!;
  await cell.click();
  const dialog = page.getByRole('dialog', { name: label });
  await expect(dialog).toBeVisible();
  return { dialog, form: dialog.getByTestId('contact-form'), label };
}

async function fill(form: ReturnType<Page['locator']>, name: string, email: string) {
  await form.getByLabel(/Ad Soyad/).fill(name);
  await form.getByLabel(/Telefon Numarası/).fill('+90 532 444 55 66');
  await form.getByLabel(/E-posta Adresi/).fill(email);
}

for (const width of [1366, 390]) {
  test(`at ${width} px a unit's call-back is confirmed inside its dialog and arrives with its unit`, async ({
    page,
    request,
  }) => {
    await page.clock.install();
    const { dialog, form, label } = await openUnit(page, width);
    const message = form.getByLabel(/Mesajınız/);
    await expect(message).toHaveValue(`${label} ile ilgileniyorum`);
    // The buyer rewrites the message: which home it was must not hang on its words.
    await message.fill('Bahçe katı mı, otopark var mı?');
    const email = `daire-${width}-${Date.now()}@example.com`;
    await fill(form, 'Selin Aydın', email);
    // The KVKK notice opens in a new tab (issue 26): the dialog and what was typed stay where they were.
    const [notice] = await Promise.all([
      page.context().waitForEvent('page'),
      form.getByRole('link', { name: 'KVKK Aydınlatma Metni (yeni sekmede açılır)' }).click(),
    ]);
    await expect(notice).toHaveURL(/\/kvkk$/);
    await notice.close();
    await expect(dialog).toBeVisible();
    await expect(form.getByLabel(/Ad Soyad/)).toHaveValue('Selin Aydın');
    // A person takes longer than the few seconds the time-to-submit check allows a bot.
    await page.clock.fastForward('00:10');
    await form.getByRole('button', { name: 'GÖNDER' }).click();

    const sent = dialog.getByTestId('form-sent');
    await expect(sent).toHaveText(
      'Başarılı! Talebiniz başarıyla gönderildi. Size en kısa sürede dönüş yapacağız.',
    );
    // Inside the open dialog, in view, in a live region a screen reader hears.
    await expect(dialog).toBeVisible();
    await expect(sent).toBeInViewport({ ratio: 1 });
    await expect(form.locator('[aria-live="polite"]')).toContainText('Talebiniz başarıyla gönderildi.');
    await expect(page.locator('.kui-toaster')).toBeEmpty();
    // Cleared for a second request, the message saying again which home it is about.
    await expect(form.getByLabel(/Ad Soyad/)).toHaveValue('');
    await expect(message).toHaveValue(`${label} ile ilgileniyorum`);
    await page.screenshot({ path: `test-results/unit-callback-sent-${width}.png` });

    expect((await stored(request)).find((c) => c.email === email)).toMatchObject({
      name: 'Selin Aydın',
      project: SLUG,
      unit: label,
      message: 'Bahçe katı mı, otopark var mı?',
      suspicious: false,
    });
  });

  test(`at ${width} px the rate limit is said inside the dialog and the message is kept`, async ({
    page,
    request,
  }) => {
    // This test's visitor has already sent the 30 requests 10 minutes allow (support/visitor.ts: an address
    // of its own, which the request fixture shares with the page). Decision 0200: past 5 they are kept as
    // suspicious and answered as sent; only past CONTACT_RATE_LIMITS.refused (30) is one refused.
    for (let i = 0; i < 30; i++) {
      const res = await request.post('/api/contact/', {
        data: {
          name: 'Önceki Talep',
          phone: '+90 532 444 55 66',
          email: `once-${i}-${Date.now()}@example.com`,
          form_ms: 10_000,
        },
      });
      expect(res.status(), await res.text()).toBe(201);
    }
    await page.clock.install();
    const { dialog, form, label } = await openUnit(page, width);
    await form.getByLabel(/Mesajınız/).fill(`${label} için fiyat listesi`);
    await fill(form, 'Selin Aydın', `limit-${width}-${Date.now()}@example.com`);
    await page.clock.fastForward('00:10');
    const answered = page.waitForResponse(
      (r) => r.url().endsWith('/api/contact/') && r.request().method() === 'POST',
    );
    await form.getByRole('button', { name: 'GÖNDER' }).click();
    expect((await answered).status()).toBe(429);

    const alert = dialog.getByRole('alert');
    await expect(alert).toHaveText(
      /^Bu bağlantıdan çok fazla talep gönderildi\. Lütfen \d+ dakika sonra tekrar deneyin\.$/,
    );
    await expect(alert).toBeInViewport({ ratio: 1 });
    await expect(dialog.getByTestId('form-sent')).toHaveCount(0);
    // Nothing typed is lost, the message least of all.
    await expect(form.getByLabel(/Mesajınız/)).toHaveValue(`${label} için fiyat listesi`);
    await expect(form.getByLabel(/Ad Soyad/)).toHaveValue('Selin Aydın');
    await page.screenshot({ path: `test-results/unit-callback-limit-${width}.png` });
  });
}

test('a fast autofilled send gets a true answer, is stored with its unit and is listed under "Şüpheli"', async ({
  page,
  request,
}) => {
  const { dialog, form, label } = await openUnit(page, 1366);
  const email = `hizli-${Date.now()}@example.com`;
  const bodies: { form_ms: number }[] = [];
  await page.route('**/api/contact/', (route) => {
    bodies.push(route.request().postDataJSON());
    return route.fallback();
  });
  // As a browser's autofill does: every field at once, then straight to "send".
  await fill(form, 'Otomatik Doldurulan', email);
  await form.getByRole('button', { name: 'GÖNDER' }).click();
  await expect(dialog.getByTestId('form-sent')).toContainText('Talebiniz başarıyla gönderildi.');
  expect(bodies).toHaveLength(1);
  expect(bodies[0].form_ms).toBeLessThan(3_000);

  // Kept and marked (no alert mail), with its unit; not among the ordinary requests.
  expect((await stored(request, true)).find((c) => c.email === email)).toMatchObject({
    unit: label,
    project: SLUG,
    suspicious: true,
    suspicious_reason: 'fast',
  });
  expect((await stored(request)).map((c) => c.email)).not.toContain(email);

  // In the admin, behind the "Şüpheli" filter.
  await loginAsAdmin(page);
  await page.goto('/admin/contacts');
  await expect(page.getByRole('heading', { name: 'Otomatik Doldurulan' })).toHaveCount(0);
  await page.getByRole('button', { name: /^Şüpheli/ }).click();
  await expect(page).toHaveURL(/supheli=evet/);
  const card = page.locator('article', { has: page.getByRole('heading', { name: 'Otomatik Doldurulan' }) });
  await expect(card).toContainText('Şüpheli: Form çok hızlı gönderildi');
  await expect(card).toContainText(`(${label})`);
});

test('on a phone the floating buttons never lie over the units grid or a send button', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(PAGE);
  await expect(page.locator('#daireler [data-unit]').first()).toBeVisible();
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  let shown = 0;
  let stepped = 0;
  for (let y = 0; y < height; y += 150) {
    await page.evaluate((top) => window.scrollTo({ top, behavior: 'instant' }), y);
    await page.waitForTimeout(300);
    // Independent of how the page decides: the rectangles of the shown buttons against every visible
    // thing to tap.
    const over = await page.evaluate(() => {
      const stack = document.querySelector<HTMLElement>('.pub-fab-stack')!;
      if (getComputedStyle(stack).visibility === 'hidden') return null;
      const fabs = [...stack.children]
        .filter((el) => getComputedStyle(el).visibility !== 'hidden')
        .map((el) => el.getBoundingClientRect());
      const hits: string[] = [];
      for (const el of document.querySelectorAll<HTMLElement>(
        '#daireler [data-unit], button, input:not([type="hidden"]), textarea, a[href]',
      )) {
        if (stack.contains(el) || !el.checkVisibility?.({ visibilityProperty: true })) continue;
        const r = el.getBoundingClientRect();
        if (!r.width || !r.height) continue;
        for (const f of fabs)
          if (r.left < f.right && r.right > f.left && r.top < f.bottom && r.bottom > f.top)
            hits.push(el.dataset.unit ?? `${el.tagName} ${el.textContent?.trim().slice(0, 30)}`);
      }
      return hits;
    });
    if (over === null) stepped += 1;
    else {
      shown += 1;
      expect(over, `floating buttons over content at scroll ${y}`).toEqual([]);
    }
  }
  // Both happen on this page: the buttons are there for the visitor, and step aside over the grid.
  expect(shown).toBeGreaterThan(0);
  expect(stepped).toBeGreaterThan(0);
});

// What a visitor on a phone hit (issue 16): the gold line above the hero title unreadable over a light
// photo, the menu's "İletişim" not opening the contact page, and the call-back form hiding the server's
// reasons behind one generic error toast.
import { expect, test, type Page } from '../support/test';

test.use({ locale: 'tr-TR', reducedMotion: 'reduce' });

/** WCAG relative luminance of an sRGB colour (0–255 channels). */
function luminance([r, g, b]: number[]): number {
  const lin = (c: number) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
}
const contrast = (a: number, b: number) => (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);

/** Puts a plain white picture in the hero: the lightest photo an editor could upload. */
async function whiteHero(page: Page) {
  await page.evaluate(async () => {
    const img = document.querySelector<HTMLImageElement>('.pub-hero__image');
    if (!img) throw new Error('the hero has no image');
    img.removeAttribute('srcset');
    const canvas = document.createElement('canvas');
    canvas.width = canvas.height = 16;
    const ctx = canvas.getContext('2d')!;
    ctx.fillStyle = '#fff';
    ctx.fillRect(0, 0, 16, 16);
    img.src = canvas.toDataURL('image/png');
    await img.decode();
  });
}

/** The lowest contrast between the hero's small gold line and any pixel behind it. */
async function eyebrowContrast(page: Page): Promise<number> {
  const eyebrow = page.locator('.pub-hero .pub-eyebrow');
  await expect(eyebrow).toBeVisible();
  await eyebrow.scrollIntoViewIfNeeded();
  const color = await eyebrow.evaluate((el) => getComputedStyle(el).color);
  const text = (color.match(/\d+(\.\d+)?/g) ?? []).slice(0, 3).map(Number);
  // What is behind the letters: the box their text takes (inside any plate's rounded corners), shot
  // with the letters (and the little line) made transparent.
  const clip = await eyebrow.evaluate((el) => {
    const range = document.createRange();
    range.selectNodeContents(el);
    const box = range.getBoundingClientRect();
    (el as HTMLElement).style.color = 'transparent';
    return { x: box.x, y: box.y, width: box.width, height: box.height };
  });
  const shot = await page.screenshot({ clip });
  await eyebrow.evaluate((el) => ((el as HTMLElement).style.color = ''));
  const pixels: number[][] = await page.evaluate(async (png) => {
    const img = new Image();
    img.src = `data:image/png;base64,${png}`;
    await img.decode();
    const canvas = document.createElement('canvas');
    canvas.width = img.width;
    canvas.height = img.height;
    const ctx = canvas.getContext('2d')!;
    ctx.drawImage(img, 0, 0);
    const data = ctx.getImageData(0, 0, img.width, img.height).data;
    const out: number[][] = [];
    for (let i = 0; i < data.length; i += 4) out.push([data[i], data[i + 1], data[i + 2]]);
    return out;
  }, shot.toString('base64'));
  const textLum = luminance(text);
  return Math.min(...pixels.map((p) => contrast(textLum, luminance(p))));
}

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1366, height: 900 },
]) {
  test(`the gold line above the hero title reads over a white photo at ${viewport.width} px`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await page.goto('/');
    await whiteHero(page);
    expect(await eyebrowContrast(page)).toBeGreaterThanOrEqual(4.5);
  });
}

test('the phone menu’s “İletişim” opens the contact page', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');
  await page.getByRole('button', { name: 'Menüyü aç' }).click();
  await page.locator('#pub-mobile-menu').getByRole('link', { name: 'İletişim' }).click();
  await expect(page).toHaveURL(/\/iletisim$/);
  await expect(page.locator('#pub-main').getByTestId('contact-form')).toBeVisible();
});

test('a phone the server refuses is explained at the phone field, in English on English pages', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/en/iletisim');
  const form = page.locator('#pub-main').getByTestId('contact-form');
  const phone = form.getByLabel(/Phone Number/);
  await form.getByLabel(/Full Name/).fill('John Smith');
  await phone.fill('abc');
  await form.getByLabel(/Email Address/).fill(`john-${Date.now()}@example.com`);
  const refused = page.waitForResponse(
    (r) => r.url().endsWith('/api/contact/') && r.request().method() === 'POST',
  );
  await form.getByRole('button', { name: 'SEND' }).click();
  expect((await refused).status()).toBe(422);

  await expect(phone).toHaveAttribute('aria-invalid', 'true');
  await expect(form).toContainText('Enter a valid phone number, e.g. +90 532 123 45 67.');
  await expect(form).not.toContainText('Geçerli');
  await expect(form.getByRole('alert')).toHaveText('Please correct the marked fields.');
  await expect(page.locator('.kui-toaster')).toBeEmpty();

  await phone.fill('+90 532 111 22 33');
  await expect(form).not.toContainText('Enter a valid phone number');
  await form.getByRole('button', { name: 'SEND' }).click();
  await expect(form.getByTestId('form-sent')).toContainText('Your request has been sent successfully.');
  await expect(form).not.toContainText(/error/i);
  await expect(phone).toHaveValue('');
  await expect(phone).not.toHaveAttribute('aria-invalid', 'true');
  await expect(form.getByRole('alert')).toHaveCount(0);
});

test('the round scroll-down button shows over the home hero only, and goes once the visitor scrolls', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const down = page.getByRole('button', { name: 'Aşağı kaydır' });
  await page.goto('/');
  await expect(down).toBeVisible();
  // Over the hero's photo, not over its text or buttons.
  const box = (await down.boundingBox())!;
  const hero = (await page.locator('.pub-hero').boundingBox())!;
  expect(box.y + box.height).toBeLessThanOrEqual(hero.y + hero.height);
  await page.screenshot({ path: 'test-results/scroll-down-home-390.png' });
  await down.click();
  await expect(down).toBeHidden();
  await page.mouse.wheel(0, -5_000);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await expect(down).toBeVisible();

  // A project page: nothing covers the floor plan's figures or the description (the tester's "Oda 2+1").
  await page.goto('/projeler/gunes-evleri');
  await expect(page.locator('.pub-fab--down')).toHaveCount(0);
  await page.screenshot({ path: 'test-results/scroll-down-project-390.png' });
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await expect(page.locator('.pub-fab--down')).toHaveCount(0);
});

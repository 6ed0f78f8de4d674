// Issue 26, languages: a text the office has not yet written in the page's language is shown in Turkish
// and said so (marked lang="tr", a note in the page's language — in the server's HTML too); the KVKK
// notice reads in English on /en/kvkk, its own canonical page; "Çeviri Kontrolü" lists an empty
// construction update text, and "Böyle kalsın" takes a name's flag away (and can be undone).
import { mkdirSync } from 'node:fs';
import { expect, test, type Page } from '../support/test';
import { adminHeaders, loginAsAdmin } from '../support/admin';

const SHOTS = process.env.SHOTS_DIR;
async function shot(page: Page, name: string) {
  if (!SHOTS) return;
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

const RU_NOTE = 'Этот текст пока доступен только на турецком';

for (const width of [1366, 390]) {
  test(`a Turkish-only text is marked on the Russian page, the KVKK notice reads in English, the translation check lists and keeps (${width} px)`, async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width, height: width > 800 ? 900 : 844 });
    const id = `${Date.now().toString(36)}${width}`;
    const headers = await adminHeaders(request);
    // A project whose name reads the same in every language, and a construction update written in
    // Turkish and English only.
    const name = `Loft Evleri ${id}`;
    const project = await request.post('/api/projects', {
      headers,
      data: {
        slug: `loft-evleri-${id}`,
        status: 'ongoing',
        title: { tr: name, en: name, ru: name },
        subtitle: { tr: 'Kepez', en: 'Kepez district', ru: 'Район Кепез' },
        description: { tr: 'Bahçeli konutlar', en: 'Homes with gardens', ru: 'Дома с садами' },
      },
    });
    expect(project.status()).toBe(201);
    const projectId = (await project.json()).id as number;
    const update = await request.post('/api/progress-updates', {
      headers,
      data: {
        project_id: projectId,
        date: '2026-03-01',
        title: { tr: `Temel atıldı ${id}`, en: `Groundbreaking ${id}`, ru: `Закладка фундамента ${id}` },
        text: { tr: `Kaba inşaat sürüyor ${id}`, en: `The frame is rising ${id}`, ru: '' },
      },
    });
    expect(update.status()).toBe(201);

    // The Russian page: the update's title is Russian; its text is the Turkish one, marked and said so.
    const html = await (await request.get(`/ru/projeler/loft-evleri-${id}`)).text();
    expect(html).toContain(RU_NOTE);
    expect(html).toMatch(
      new RegExp(
        `<div class="pub-progress__text"><div class="pub-prose" lang="tr"><p>Kaba inşaat sürüyor ${id}</p>`,
      ),
    );
    await page.goto(`/ru/projeler/loft-evleri-${id}`);
    const card = page.getByTestId('progress-update').filter({ hasText: `Закладка фундамента ${id}` });
    await card.scrollIntoViewIfNeeded();
    await expect(card.getByText(`Kaba inşaat sürüyor ${id}`)).toBeVisible();
    await expect(card.locator('[lang="tr"]')).toHaveText(`Kaba inşaat sürüyor ${id}`);
    await expect(card.getByTestId('fallback-note')).toHaveText(RU_NOTE);
    await expect(card.getByRole('heading', { name: `Закладка фундамента ${id}` })).not.toHaveAttribute(
      'lang',
      'tr',
    );
    if (SHOTS) await card.screenshot({ path: `${SHOTS}/fallback-progress-${width}.png` });
    // The English page has the English text: no note.
    await page.goto(`/en/projeler/loft-evleri-${id}`);
    const english = page.getByTestId('progress-update').filter({ hasText: `Groundbreaking ${id}` });
    await expect(english.getByText(`The frame is rising ${id}`)).toBeVisible();
    await expect(english.getByTestId('fallback-note')).toHaveCount(0);

    // A post's tags (issue 26 item 6: '#Şehir Hayatı' on the Russian page): each in the page's language;
    // a tag not yet written in Russian is the Turkish one, marked, and the post's note says so.
    const post = await request.post('/api/blog', {
      headers,
      data: {
        slug: `sehir-hayati-${id}`,
        publication: 'published',
        title: { tr: `Kepez’de yaşam ${id}`, en: `Life in Kepez ${id}`, ru: `Жизнь в Кепезе ${id}` },
        excerpt: { tr: 'Özet', en: 'Excerpt', ru: 'Кратко' },
        content: { tr: 'Metin', en: 'Text', ru: 'Текст' },
        date: '2026-02-01',
        tags: [
          { tr: 'Şehir Hayatı', en: 'City Life', ru: 'Городская жизнь' },
          { tr: `Lara ${id}`, en: `Lara ${id}`, ru: '' },
        ],
      },
    });
    expect(post.status()).toBe(201);
    await page.goto(`/ru/blog/sehir-hayati-${id}`);
    const tags = page.locator('.pub-post__tags li');
    await expect(tags).toHaveText(['#Городская жизнь', `#Lara ${id}`]);
    await expect(tags.first()).not.toHaveAttribute('lang', 'tr');
    await expect(tags.nth(1)).toHaveAttribute('lang', 'tr');
    await expect(page.getByTestId('fallback-note')).toHaveText(RU_NOTE);
    await expect(page.locator('.pub-post')).not.toContainText('Şehir Hayatı');
    // The form on the Russian page asks its consent in Russian and links the Russian notice.
    const ruForm = page.locator('footer').getByTestId('contact-form');
    await expect(
      ruForm.getByRole('link', { name: 'Уведомление о персональных данных (KVKK)' }),
    ).toHaveAttribute('href', '/ru/kvkk');
    await expect(ruForm.getByRole('checkbox', { name: /Я даю явное согласие/ })).toBeVisible();
    await page.goto(`/en/blog/sehir-hayati-${id}`);
    await expect(page.locator('.pub-post__tags li')).toHaveText(['#City Life', `#Lara ${id}`]);
    await expect(page.getByTestId('fallback-note')).toHaveCount(0);

    // /en/kvkk: the notice in English (the sample's translation), its own canonical page.
    await page.goto('/en/kvkk');
    await expect(page.getByRole('heading', { level: 2, name: '2. Data Controller' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: /Your Rights under Article 11/ })).toBeVisible();
    await expect(page.locator('.pub-kvkk__body ol li')).toHaveCount(9);
    await expect(page.getByText('This notice is published in Turkish')).toHaveCount(0);
    await expect(page.locator('.pub-kvkk__body [lang="tr"]')).toHaveCount(0);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/en\/kvkk$/);
    await shot(page, `kvkk-en-${width}`);
    // The form on the English page links its English notice.
    await expect(
      page
        .locator('footer')
        .getByTestId('contact-form')
        .getByRole('link', { name: 'Personal Data Notice (KVKK)' }),
    ).toHaveAttribute('href', '/en/kvkk');
    for (const [path, canonical] of [
      ['/kvkk', /\/kvkk$/],
      ['/ru/kvkk', /\/ru\/kvkk$/],
    ] as const) {
      const head = await (await request.get(path)).text();
      expect(head).toMatch(new RegExp(`<link rel="canonical" href="[^"]+${canonical.source.slice(1, -1)}"`));
    }

    // Çeviri Kontrolü: the update's empty Russian text is listed and links to it.
    await loginAsAdmin(page);
    await page.goto('/admin/ceviri-kontrolu');
    const updateRecord = page.getByRole('region', { name: `İnşaat güncellemesi: ${name} · 1 Mart 2026` });
    await expect(updateRecord.getByRole('link', { name: /RU.*Rusça boş/ })).toHaveAttribute(
      'href',
      new RegExp(`/admin/projects\\?duzenle=${projectId}&guncelleme=\\d+&dil=ru#alan-text$`),
    );
    // The name is flagged as a copy in English and Russian until the office says "böyle kalsın".
    const projectRecord = page.getByRole('region', { name: `Proje: ${name}` });
    await expect(
      projectRecord.getByRole('link', { name: /Başlık.*İngilizce, Türkçe ile aynı/ }),
    ).toBeVisible();
    await shot(page, `translations-before-keep-${width}`);
    await projectRecord
      .getByRole('button', { name: /^Böyle kalsın: Başlık/ })
      .first()
      .click();
    await expect(projectRecord.getByRole('link', { name: /Başlık.*Türkçe ile aynı/ })).toHaveCount(0);
    const kept = page.getByRole('region', { name: 'Böyle kalsın denilenler' });
    await expect(kept).toContainText(`“${name}”`);
    // Stored on the server: a fresh load still leaves it out.
    await page.reload();
    await expect(
      page.getByRole('region', { name: `İnşaat güncellemesi: ${name} · 1 Mart 2026` }),
    ).toBeVisible();
    await expect(
      page
        .getByRole('region', { name: `Proje: ${name}` })
        .getByRole('link', { name: /Başlık.*Türkçe ile aynı/ }),
    ).toHaveCount(0);
    await kept.scrollIntoViewIfNeeded();
    await shot(page, `translations-after-keep-${width}`);
    // Undone, the flag is back.
    await kept.getByRole('button', { name: `Geri al: ${name} › Başlık` }).click();
    await expect(
      page
        .getByRole('region', { name: `Proje: ${name}` })
        .getByRole('link', { name: /Başlık.*İngilizce, Türkçe ile aynı/ }),
    ).toBeVisible();

    // The update's link opens its form in the project, on the Russian tab.
    await updateRecord.getByRole('link', { name: /RU.*Rusça boş/ }).click();
    await expect(page.getByRole('tab', { name: /^RU/ }).last()).toHaveAttribute('aria-selected', 'true');
    await expect(
      page
        .locator('#insaat-durumu')
        .getByLabel(/\(RU\)/)
        .first(),
    ).toBeVisible();
    await shot(page, `translation-progress-field-${width}`);
  });
}

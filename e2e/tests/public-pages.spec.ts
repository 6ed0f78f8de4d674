// Project list and detail, blog list and post, about, contact and KVKK pages, and their not-found states.
import { expect, test } from '../support/test';
import { adminHeaders } from '../support/admin';

test.use({ locale: 'tr-TR' });

test('the project list has the logo strip, cards with status badges and the coming-soon call', async ({
  page,
  request,
}) => {
  const projects = await (await request.get('/api/projects/')).json();
  await page.goto('/projeler');
  const strip = page.locator('.pub-logos__list img');
  expect(await strip.count()).toBeLessThanOrEqual(6);
  await expect(strip.first()).toBeVisible();
  const cards = page.getByTestId('project-card');
  await expect(cards).toHaveCount(projects.length);
  const badges = await page.locator('.pub-pcard .pub-status-badge').allTextContents();
  expect(new Set(badges.map((b) => b.trim()))).toEqual(new Set(['Tamamlandı', 'Devam ediyor', 'Planlı']));
  await expect(page.getByRole('heading', { name: 'Yeni projeler çok yakında' })).toBeVisible();
  await cards
    .first()
    .getByRole('link', { name: /Detayları İncele/ })
    .click();
  await expect(page).toHaveURL(new RegExp(`/projeler/${projects[0].slug}$`));
});

test('status badges are translated', async ({ page }) => {
  await page.goto('/en/projeler');
  await expect(page.locator('.pub-pcard .pub-status-badge', { hasText: 'Completed' }).first()).toBeVisible();
  await page.goto('/ru/projeler');
  await expect(page.locator('.pub-pcard .pub-status-badge', { hasText: 'Строится' }).first()).toBeVisible();
});

test('a project detail shows every section and leads to the contact page', async ({ page, request }) => {
  const project = await (await request.get('/api/projects/gunes-evleri/')).json();
  await page.goto('/projeler/gunes-evleri');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(project.title.tr);
  for (const name of ['Teknik Bilgiler', 'Daire Planları', 'Lokasyon', 'Mimari', 'Galeri']) {
    await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();
  }
  await expect(page.locator('#teknik').getByTestId('total-units')).toHaveText(
    String(project.technical_info.total_units || 307),
  );
  const paragraphs = project.description.tr.split(/\n\s*\n/).filter((p: string) => p.trim()).length;
  await expect(page.locator('.pub-detail__desc p')).toHaveCount(paragraphs);

  // The cover carousel loops: previous from the first slide shows the last.
  const carousel = page.locator('.pub-detail__carousel');
  await carousel.getByRole('button', { name: 'Önceki' }).click();
  await expect(carousel.locator('.kui-carousel__dot').last()).toHaveAttribute('aria-current', 'true');

  // Floor plan tabs.
  const tabs = page.locator('#planlar').getByRole('tab');
  if ((await tabs.count()) > 1) {
    await tabs.nth(1).click();
    await expect(tabs.nth(1)).toHaveAttribute('aria-selected', 'true');
  }

  // Gallery lightbox on the detail page.
  await page.locator('#galeri .pub-gallery__thumb').first().click();
  await expect(page.getByRole('dialog')).toContainText(`Görsel 1 / ${project.gallery.length}`);
  await page.keyboard.press('ArrowLeft');
  await expect(page.getByRole('dialog')).toContainText(
    `Görsel ${project.gallery.length} / ${project.gallery.length}`,
  );
  await page.keyboard.press('Escape');

  await page.getByTestId('project-cta').click();
  await expect(page).toHaveURL(/\/iletisim$/);
});

test('/projects/{slug} shows the same project', async ({ page }) => {
  await page.goto('/projects/gunes-evleri');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Güneş');
});

test('a floor plan whose image fails shows a placeholder', async ({ page, request }) => {
  const project = await (await request.get('/api/projects/gunes-evleri/')).json();
  const image: string = project.plans[0].image;
  const base = image.replace(/\.[a-z]+$/i, '');
  // The plan image and its resized variants all fail.
  await page.route(
    (url) => url.pathname.startsWith(base),
    (route) => route.fulfill({ status: 404, body: '' }),
  );
  await page.goto('/projeler/gunes-evleri');
  await page.locator('#planlar').scrollIntoViewIfNeeded();
  await expect(page.locator('#planlar').getByRole('img', { name: 'Plan görseli yüklenemedi' })).toBeVisible();
});

test('what an editor left empty is not shown: no empty section, no menu entry, no invented total', async ({
  page,
  request,
}) => {
  // A project of its own saved with only the required fields (the sample ones have every section); the
  // empty "Toplam bağımsız bölüm" is stored as 0 (issue 16).
  const headers = await adminHeaders(request);
  const text = { tr: 'Plansız Proje', en: 'Project without plans', ru: 'Проект без планировок' };
  const created = await request.post('/api/projects/', {
    headers,
    data: {
      slug: `plansiz-${Date.now()}`,
      title: text,
      subtitle: text,
      description: text,
      plans: [],
      technical_info: { total_units: '' },
    },
  });
  expect(created.status()).toBe(201);
  const withoutPlans = await created.json();
  expect(withoutPlans.technical_info.total_units).toBe(0);
  try {
    for (const lang of ['', '/en', '/ru']) {
      await page.goto(`${lang}/projeler/${withoutPlans.slug}`);
      await expect(page.locator('h1')).toHaveText(
        lang === '/en' ? text.en : lang === '/ru' ? text.ru : text.tr,
      );
      for (const id of ['teknik', 'planlar', 'lokasyon', 'mimari', 'galeri'])
        await expect(page.locator(`#${id}`)).toHaveCount(0);
      await expect(page.locator('.pub-detail__nav')).toHaveCount(0);
      await expect(page.locator('#pub-main')).not.toContainText(
        /307|Bağımsız Bölüm|Independent Units|Независимых/,
      );
      await expect(page.locator('#pub-main')).not.toContainText(/mevcut değil|not available|отсутствует/);
    }
  } finally {
    await request.delete(`/api/projects/${withoutPlans.id}/`, { headers });
  }
});

test('an unknown project answers 404 with "Proje Bulunamadı" and a way back', async ({ page }) => {
  const response = await page.goto('/projeler/boyle-bir-proje-yok');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Proje Bulunamadı');
  await page.getByRole('link', { name: 'Projelere dön' }).click();
  await expect(page).toHaveURL(/\/projeler$/);
  const english = await page.goto('/en/projects/no-such-project');
  expect(english?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Project Not Found');
});

test('the blog list opens a post with its content, headings and other posts', async ({ page, request }) => {
  const posts = await (await request.get('/api/blog/')).json();
  await page.goto('/blog');
  await expect(page.getByTestId('blog-list').getByRole('article')).toHaveCount(posts.length);
  await page.getByRole('link', { name: `Devamını Oku: ${posts[0].title.tr}` }).click();
  await expect(page).toHaveURL(new RegExp(`/blog/${posts[0].slug}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(posts[0].title.tr);
  await expect(page.locator('.pub-post__excerpt')).toHaveText(posts[0].excerpt.tr);
  const headings = (posts[0].content.tr.match(/^##\s*(.+)$/gm) ?? []).length;
  await expect(page.locator('.pub-post__content h2')).toHaveCount(headings);
  await expect(page.locator('.pub-post__content')).not.toContainText('##');
  const related = page.getByTestId('related-posts').getByRole('article');
  await expect(related).toHaveCount(Math.min(3, posts.length - 1));
  await expect(related.filter({ hasText: posts[0].title.tr })).toHaveCount(0);
});

test('an unknown post answers 404 with "Yazı Bulunamadı" and a way back', async ({ page }) => {
  const response = await page.goto('/blog/boyle-bir-yazi-yok');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Yazı Bulunamadı');
  await page.getByRole('link', { name: 'Bloga dön' }).click();
  await expect(page).toHaveURL(/\/blog$/);
});

test('an unknown address answers 404 with a way home', async ({ page }) => {
  const response = await page.goto('/boyle-bir-sayfa-yok');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sayfa Bulunamadı');
  await expect(page.getByRole('link', { name: 'Ana sayfaya dön' })).toHaveAttribute('href', '/');
});

test('the about page tells the story, mission, vision and figures', async ({ page }) => {
  await page.goto('/hakkimizda');
  await expect(page.getByText('Misyonumuz')).toBeVisible();
  await expect(page.getByText('Vizyonumuz')).toBeVisible();
  await expect(page.getByText('1.000.000+')).toBeVisible();
  await expect(page.locator('.pub-about__text p')).toHaveCount(3);
});

test('the contact page has the office details, the form and the map', async ({ page }) => {
  await page.goto('/iletisim');
  await expect(page.getByRole('heading', { name: 'Konak Yapı Merkez Ofis' })).toBeVisible();
  await expect(page.getByText(/Kepez \/ Antalya/).first()).toBeVisible();
  await expect(page.getByTestId('office-phone')).toHaveAttribute('href', /^tel:\+90/);
  await expect(page.getByTestId('office-whatsapp')).toHaveAttribute('href', /^https:\/\/wa\.me\/90/);
  await expect(page.getByTestId('office-mail')).toHaveAttribute('href', /^mailto:/);
  await expect(page.locator('#pub-main').getByTestId('contact-form')).toBeVisible();
  const map = page.locator('iframe[title*="Kepez"]');
  await expect(map).toHaveAttribute('loading', 'lazy');
  await expect(map).toHaveAttribute(
    'src',
    /^https:\/\/www\.openstreetmap\.org\/export\/embed\.html\?bbox=.+&layer=mapnik&marker=36\.\d+,30\.\d+$/,
  );
});

test('the KVKK notice in force has every section SPEC lists, in the page’s language (issue 26), and a link home', async ({
  page,
}) => {
  const sections = {
    '/kvkk': {
      headings: [
        /Kişisel Verilerin Korunması/,
        /Veri Sorumlusu/,
        /İşlenen Kişisel Veri Kategorileri/,
        /Toplanma Yöntemi ve Hukuki Sebebi/,
        /İşlenme Amaçları/,
        /11\. Maddesi Kapsamındaki Haklarınız/,
        /İletişim Bilgileri/,
      ],
      categories: [
        'Kimlik Bilgileri',
        'İletişim Bilgileri',
        'Finans Bilgileri',
        'Görsel ve İşitsel Kayıtlar',
      ],
    },
    '/en/kvkk': {
      headings: [
        /Protection of Personal Data/,
        /Data Controller/,
        /Categories of Personal Data Processed/,
        /Method of Collection and Legal Grounds/,
        /Purposes of Processing/,
        /Your Rights under Article 11/,
        /Contact Details/,
      ],
      categories: ['Identity Data', 'Contact Data', 'Financial Data', 'Visual and Audio Recordings'],
    },
  };
  for (const [path, { headings, categories }] of Object.entries(sections)) {
    await page.goto(path);
    for (const name of headings) {
      await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();
    }
    for (const category of categories) {
      await expect(page.locator('.pub-kvkk__body li', { hasText: category })).toBeVisible();
    }
    // The notice is the version in force (GET /api/kvkk), its rights a numbered list of nine.
    await expect(page.getByTestId('kvkk-version')).toBeVisible();
    await expect(page.locator('.pub-kvkk__body ol li')).toHaveCount(9);
  }
  await expect(page.getByText('This notice is published in Turkish')).toHaveCount(0);
  await page.getByRole('link', { name: 'Back to home' }).click();
  await expect(page).toHaveURL(/\/en$/);
});

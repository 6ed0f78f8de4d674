// Issue 25, "Years of data": /admin/contacts with a few thousand call-back requests. The list arrives a page
// at a time, filters and search are answered by the server without reloading the screen, the address holds
// the list (a reload lands on the same page), and the CSV is the server's file with the Turkish header.
// The requests are written straight into the e2e server's SQLite file in one transaction (thousands of
// form posts would meet the per-visitor limit and take minutes), with the search words the API stores
// beside each request (contact_search_terms, built by the API's own searchTerms()).
import Database from 'better-sqlite3';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from '../support/visitor';
import { e2eServer } from '../playwright.config';
import { loginAsAdmin } from '../support/admin';
import { searchTerms } from '../../api/src/contacts/contact-search.js';

const SEEDED = 3000;
/** The seeded requests' e-mail domain: how afterAll finds them again (later specs count requests). */
const DOMAIN = 'olcek-testi.example';
const FIRST = ['Ayşe', 'Mehmet', 'Fatma', 'Ahmet', 'Zeynep', 'Mustafa', 'Elif', 'Can'];
const LAST = [
  'Yılmaz',
  'Kaya',
  'Demir',
  'Şahin',
  'Çelik',
  'Öztürk',
  'Aydın',
  'Arslan',
  'Doğan',
  'Kılıç',
  'Koç',
];
const STATUSES = ['new', 'contacted', 'closed'] as const;
const SOURCES = ['instagram', 'google', 'facebook', ''];
const PROJECTS = ['gunes-evleri', ''];
/** The server's export (api/src/contacts/contact-export.ts), Turkish headers quoted for Excel-TR. */
const HEADER =
  '"Tarih";"Ad Soyad";"Telefon";"E-posta";"Durum";"Proje";"Daire";"Kaynak";"Kampanya";"Dil";"Mesaj";"Notlar";"Pazarlama izni";"Şüpheli"';

/** The SQLite file of the server this worker's tests use. */
const db = (parallelIndex: number) => new Database(path.join(e2eServer(parallelIndex).dataDir, 'konak.db'));

/** SQLite's stored form of a moment (TypeORM's datetime): `2026-01-02 03:04:05.000`, UTC. */
const sqliteTime = (d: Date) => d.toISOString().replace('T', ' ').replace('Z', '');

test.beforeAll(({ browserName: _b }, { parallelIndex }) => {
  const conn = db(parallelIndex);
  conn.pragma('busy_timeout = 10000');
  const insert = conn.prepare(
    `INSERT INTO contact_requests (name, phone, email, message, notes, project, language, status, created_at, notice_hash, page, referrer_host,
       utm_source, utm_medium, utm_campaign, unit, client_ip, suspicious, suspicious_reason, deleted_by)
     VALUES (@name, @phone, @email, '', '', @project, 'tr', @status, @created_at, '', @page, '', @utm_source, @utm_medium, '', '', '', @suspicious, @reason, '')`,
  );
  const term = conn.prepare('INSERT OR IGNORE INTO contact_search_terms (contact_id, term) VALUES (?, ?)');
  const start = Date.now() - 2 * 365 * 24 * 3600_000;
  conn.transaction(() => {
    for (let i = 0; i < SEEDED; i += 1) {
      const name = `${FIRST[i % FIRST.length]} ${LAST[i % LAST.length]}`;
      const source = SOURCES[i % SOURCES.length];
      const project = PROJECTS[i % PROJECTS.length];
      // One in fifty was sent by a bot (a filled hidden field, or faster than a person types).
      const suspicious = i % 50 === 7;
      const row = {
        name,
        phone: `+90 5${String(300000000 + i * 7919).slice(0, 9)}`,
        email: `kisi${i}@${DOMAIN}`,
        project,
        status: STATUSES[i % 3],
        created_at: sqliteTime(new Date(start + i * 3 * 3600_000)),
        page: project ? `/projeler/${project}` : '/',
        utm_source: source,
        utm_medium: source ? 'social' : '',
        suspicious: suspicious ? 1 : 0,
        reason: suspicious ? (i % 100 === 7 ? 'honeypot' : 'fast') : '',
      };
      const id = Number(insert.run(row).lastInsertRowid);
      for (const t of searchTerms(row)) term.run(id, t);
    }
  })();
  conn.close();
});

test.afterAll(({ browserName: _b }, { parallelIndex }) => {
  const conn = db(parallelIndex);
  conn.pragma('busy_timeout = 10000');
  conn.transaction(() => {
    conn
      .prepare(
        `DELETE FROM contact_search_terms WHERE contact_id IN (SELECT id FROM contact_requests WHERE email LIKE ?)`,
      )
      .run(`%@${DOMAIN}`);
    conn.prepare(`DELETE FROM contact_requests WHERE email LIKE ?`).run(`%@${DOMAIN}`);
  })();
  conn.close();
});

const rows = (page: Page) => page.locator('.adm-contact');
/** The list shows the page the address names (the previous page stays, dimmed, while the next loads). */
const settled = (page: Page) => expect(page.locator('.adm-list')).toHaveAttribute('aria-busy', 'false');
const pager = (page: Page) => page.getByRole('navigation', { name: 'Sayfalar' });
const summary = (page: Page) => pager(page).locator('.adm-pager__summary');

for (const width of [1366, 390]) {
  test(`${width} px: a page at a time, filtered and searched by the server, kept in the address, exported by the server`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: width > 600 ? 900 : 844 });
    await loginAsAdmin(page);

    // From the menu, as staff open it (on a phone the menu is a drawer).
    if (width < 900) await page.getByRole('button', { name: 'Menüyü aç' }).click();
    const link = page
      .getByRole('complementary', { name: 'Yönetim menüsü' })
      .getByRole('link', { name: 'İletişim Talepleri' });
    await expect(link).toBeVisible();
    const started = Date.now();
    await link.click();
    await expect(rows(page).first()).toBeVisible();
    const firstRows = Date.now() - started;
    console.log(`${width} px: first rows ${firstRows} ms after the menu click`);
    expect(firstRows).toBeLessThan(1500);
    await expect(rows(page)).toHaveCount(50);
    await expect(summary(page)).toContainText(/^Toplam \d{1,3}\.\d{3} talep · Sayfa 1 \/ \d+$/);
    await page.screenshot({ path: `test-results/contacts-scale-${width}-list.png`, fullPage: false });

    // A marker on the page: a full reload would drop it.
    await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));
    const stayed = () => page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed === true);

    await page.getByRole('button', { name: 'Yeni', exact: true }).click();
    await expect(page).toHaveURL(/\/admin\/contacts\?durum=yeni$/);
    await expect(rows(page).first()).toContainText('Yeni');
    await expect(
      rows(page)
        .filter({ hasText: /İletişimde|Kapatıldı/ })
        .locator('.kui-badge', { hasText: /^(İletişimde|Kapatıldı)$/ }),
    ).toHaveCount(0);

    await page.getByRole('searchbox', { name: 'Ara' }).pressSequentially('ayşe', { delay: 40 });
    await expect(page).toHaveURL(/[?&]q=ay%C5%9Fe/);
    await expect(rows(page).first()).toContainText('Ayşe');
    await expect(rows(page).filter({ hasNotText: 'Ayşe' })).toHaveCount(0);
    expect(await stayed()).toBe(true);

    // Page 3 through the pager (on a phone the nearby numbers are hidden: Sonraki twice).
    await pager(page)
      .getByRole('link', { name: /Sonraki/ })
      .click();
    await expect(page).toHaveURL(/sayfa=2/);
    await pager(page)
      .getByRole('link', { name: /Sonraki/ })
      .click();
    await expect(page).toHaveURL(/\/admin\/contacts\?durum=yeni&q=ay%C5%9Fe&sayfa=3$/);
    await expect(summary(page)).toContainText(/Sayfa 3 \//);
    await settled(page);
    const third = await rows(page).first().locator('h3').textContent();
    expect(await stayed()).toBe(true);
    await page.screenshot({ path: `test-results/contacts-scale-${width}-page3.png`, fullPage: true });

    await page.reload();
    await expect(summary(page)).toContainText(/Sayfa 3 \//);
    await settled(page);
    await expect(page.getByRole('button', { name: 'Yeni', exact: true })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(page.getByRole('searchbox', { name: 'Ara' })).toHaveValue('ayşe');
    await expect(rows(page).first().locator('h3')).toHaveText(third ?? '');
    await expect(pager(page).getByRole('link', { name: 'Sayfa 3, şu anki sayfa' })).toHaveAttribute(
      'aria-current',
      'page',
    );

    // The back button returns to page 2 of the same search.
    await page.goBack();
    await expect(page).toHaveURL(/sayfa=2$/);
    await expect(summary(page)).toContainText(/Sayfa 2 \//);

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: /CSV indir/ }).click(),
    ]);
    const csv = (await (await download.createReadStream()).toArray()).join('');
    const [first, ...lines] = csv
      .replace(/^\uFEFF/, '')
      .split(/\r?\n/)
      .filter(Boolean);
    expect(first).toBe(HEADER);
    // The same filters: new requests of an Ayşe only.
    expect(lines.length).toBeGreaterThan(100);
    for (const line of lines.slice(0, 20)) expect(line).toMatch(/^"[^"]*";"Ayşe [^"]+";.*;"Yeni";/);
  });
}

test('the suspected automation is listed apart with its reason in plain Turkish', async ({ page }) => {
  await loginAsAdmin(page);
  await page.goto('/admin/contacts');
  await page.getByRole('button', { name: /^Şüpheli/ }).click();
  await expect(page).toHaveURL(/supheli=evet/);
  await expect(rows(page).first()).toContainText(
    /Şüpheli: (Gizli alan dolduruldu|Form çok hızlı gönderildi)/,
  );
  await expect(rows(page).filter({ hasNotText: 'Şüpheli:' })).toHaveCount(0);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: 'test-results/contacts-scale-390-suspicious.png', fullPage: false });
});

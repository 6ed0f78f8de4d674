// Issue 13 end to end, on a server of its own with a real SMTP server: a request sent from the public
// form of a project page (landing from an ad) shows its consent, source and mail state in the admin, the
// dashboard counts it, and the person's data is exported and erased from the admin.
import { readFileSync } from 'node:fs';
import { createServer as createNetServer, type AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { expect, test } from '../support/test';
import { startServer, type TestServer } from '../support/server';

const ADMIN = { email: 'leads@konak.test', password: 'leads-test-12345' };

async function freePort(): Promise<number> {
  const server = createNetServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

let server: TestServer;
let smtp: SMTPServer;
const mails: string[] = [];

test.beforeAll(async () => {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        mails.push(Buffer.concat(chunks).toString('utf8'));
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const smtpPort = (smtp.server.address() as AddressInfo).port;
  server = await startServer(await freePort(), undefined, undefined, {
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
    MAIL_FROM: 'Konak <no-reply@konak.test>',
  });
});
test.afterAll(async () => {
  await server?.stop();
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
});

test('a request from a project page carries its consent, source and mail state into the admin, and is exported and erased there', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const url = (path: string) => `${server.url}${path}`;
  const token = (await (await request.post(url('/api/auth/login'), { data: ADMIN })).json())
    .access_token as string;
  const auth = { Authorization: `Bearer ${token}` };
  const text = { tr: 'Deniz Evleri', en: 'Sea Houses', ru: 'Морские дома' };
  const slug = `deniz-evleri-${Date.now()}`;
  expect(
    (
      await request.post(url('/api/projects/'), {
        headers: auth,
        data: { slug, title: text, subtitle: text, description: text },
      })
    ).status(),
  ).toBe(201);
  expect(
    (
      await request.put(url('/api/settings/leads'), {
        headers: auth,
        data: { sales_emails: ['satis@konak.test'] },
      })
    ).ok(),
  ).toBeTruthy();
  const notice = await (await request.get(url('/api/kvkk'))).json();

  // A visitor lands from an Instagram ad on the project list, then opens the project and uses the footer form.
  await page.clock.install();
  await page.goto(url(`/projeler?utm_source=instagram&utm_medium=social&utm_campaign=kis-kampanyasi`), {
    referer: 'https://l.instagram.com/',
  });
  await page.goto(url(`/projeler/${slug}`));
  const form = page.locator('footer').getByTestId('contact-form');
  const email = `lead-${Date.now()}@örnek.com.tr`;
  await form.getByLabel(/Ad Soyad/).fill('Elif Deniz');
  await form.getByLabel(/Telefon Numarası/).fill('+90 533 444 55 66');
  await form.getByLabel(/E-posta Adresi/).fill(email);
  await expect(form.getByRole('link', { name: 'KVKK Aydınlatma Metni' })).toHaveAttribute('href', '/kvkk');
  const consent = form.getByRole('checkbox', { name: /açık rıza/ });
  await expect(consent).not.toBeChecked();
  await consent.check();
  // A person takes more than a few seconds over the form (the time-to-submit check).
  await page.clock.fastForward('00:20');
  const sent = page.waitForResponse(
    (r) => r.url().endsWith('/api/contact/') && r.request().method() === 'POST',
  );
  await form.getByRole('button', { name: 'GÖNDER' }).click();
  expect((await sent).status()).toBe(201);
  const [stored] = await (await request.get(url('/api/contact/'), { headers: auth })).json();
  expect(stored).toMatchObject({
    email,
    notice_version: notice.version,
    notice_hash: notice.hash,
    marketing_consent: true,
    project: slug,
    page: `/projeler/${slug}`,
    referrer_host: 'l.instagram.com',
    utm_source: 'instagram',
    utm_medium: 'social',
    utm_campaign: 'kis-kampanyasi',
    language: 'tr',
  });
  await expect(form.getByTestId('form-sent')).toContainText('Talebiniz başarıyla gönderildi.');
  await page.clock.resume();

  // The admin: the menu counts it, the list filters it by project and source.
  await page.goto(url('/admin/login'));
  await page.getByLabel('E-posta').fill(ADMIN.email);
  await page.getByLabel('Şifre').fill(ADMIN.password);
  await page.getByRole('button', { name: /giriş/i }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await expect(
    page.getByRole('link', { name: /İletişim Talepleri/ }).getByTestId('new-contacts-count'),
  ).toHaveText(/^1/);
  await expect(page.getByRole('figure', { name: /Son 12 haftada 1 talep/ })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Projeye göre talepler' })).toContainText('Deniz Evleri');

  await page.getByRole('link', { name: /İletişim Talepleri/ }).click();
  await page.getByRole('combobox', { name: 'Proje' }).selectOption(slug);
  // The source is typed (a campaign's utm_source); the list follows after a pause.
  await page.getByRole('combobox', { name: 'Kaynak' }).fill('instagram');
  // The typed source reaches the address after the pause and the list is read again: wait for that, or
  // the click below can land while the rows are being replaced (and open nothing).
  await expect(page).toHaveURL(/[?&][^=]+=instagram/);
  const row = page.locator('.adm-contact', { hasText: 'Elif Deniz' });
  await expect(row).toContainText(email);
  await expect(row).toContainText('Kaynak: instagram / social');
  await expect(row).toContainText('Pazarlama izni');
  await row.getByRole('link', { name: 'Elif Deniz' }).click();

  const region = (name: string) => page.getByRole('region', { name });
  await expect(region('KVKK onayı')).toContainText(`Sürüm ${notice.version}`);
  await expect(region('KVKK onayı')).toContainText('Verildi');
  await expect(region('Kaynak')).toContainText(`/projeler/${slug}`);
  await expect(region('Kaynak')).toContainText('l.instagram.com');
  await expect(region('Kaynak')).toContainText('instagram / social / kis-kampanyasi');
  // The outbox worker sends the alert within seconds; the page shows it once read again.
  await expect(async () => {
    await page.reload();
    await expect(region('Satış ekibine bildirim')).toContainText('Gönderildi', { timeout: 1000 });
  }).toPass({ timeout: 60_000 });
  expect(mails.some((m) => m.includes('Elif Deniz'))).toBe(true);

  // Call-back work: a note and a status change, logged with who and when.
  await region('Takip').getByRole('combobox', { name: 'Durum' }).selectOption('contacted');
  await region('Takip').getByLabel('Notlar').fill('Pazartesi geri ara');
  await region('Takip').getByRole('button', { name: 'Kaydet' }).click();
  await expect(region('Takip').getByRole('list', { name: 'Durum geçmişi' })).toContainText(
    `Yeni → İletişimde (${ADMIN.email})`,
  );

  // The person asks for their data: found, exported (JSON), erased, and the log says so.
  await page.goto(url('/admin/contacts/kisisel-veri'));
  await page.getByLabel('E-posta').fill(email);
  await page.getByRole('button', { name: 'Ara', exact: true }).click();
  await expect(page.getByRole('heading', { name: '1 talep bulundu' })).toBeVisible();
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Aktarım dosyası indir' }).click();
  const exported = JSON.parse(readFileSync(await (await download).path(), 'utf8'));
  expect(exported.requests).toEqual([
    expect.objectContaining({
      name: 'Elif Deniz',
      email,
      marketing_consent: true,
      notes: 'Pazartesi geri ara',
      utm_source: 'instagram',
    }),
  ]);
  await page.getByRole('button', { name: 'Kişisel verileri sil' }).click();
  await expect(page.getByRole('dialog')).toContainText('Elif Deniz');
  await page.getByRole('button', { name: 'Kalıcı olarak sil' }).click();
  await expect(page.locator('.kui-toaster')).toContainText('1 talep anonimleştirildi');
  await expect(page.getByRole('region', { name: 'İşlem kaydı' })).toContainText(
    `Silme · 1 talep · ${ADMIN.email}`,
  );
  await expect(page.getByRole('region', { name: 'İşlem kaydı' })).toContainText('Dışa aktarma');

  // The campaign stays countable; nobody may be marketed to who is no longer known.
  const erased = await (await request.get(url('/api/contact/'), { headers: auth })).json();
  expect(erased).toEqual([
    expect.objectContaining({
      name: 'Silindi',
      email: '',
      phone: '',
      notes: '',
      anonymised: true,
      utm_source: 'instagram',
      marketing_consent: false,
    }),
  ]);
});

// Issue 12, unit availability end to end: a unit marked sold in the admin grid is sold in the public
// answer the project page reads (GET /api/projects/{slug}/units), in the project's counts, and on the
// project page the server draws (its cell and the JSON-LD); several units selected in "Seç" mode change
// together. (Browsing the public grid: public-units.spec.ts.)
import { expect, test } from '../support/test';
import { adminHeaders, loginAsAdmin } from '../support/admin';

const SLUG = 'antalya-1207';

interface PublicUnit {
  id: number;
  block_id: number;
  label: string;
  status: string;
}

test('a unit marked sold in the admin grid is sold in the public units answer and on the project page', async ({
  page,
  request,
}) => {
  const headers = await adminHeaders(request);
  const project = (await (await request.get(`/api/projects/${SLUG}/`, { headers })).json()) as {
    id: number;
    units: { total: number; available: number };
  };
  const before = (await (await request.get(`/api/projects/${SLUG}/units`)).json()) as {
    blocks: { id: number }[];
    units: PublicUnit[];
  };
  // In the first block: the one the project page shows before the visitor picks another.
  const unit = before.units.find((u) => u.status === 'available' && u.block_id === before.blocks[0].id)!;

  await loginAsAdmin(page);
  await page.goto('/admin/projects');
  await page
    .getByRole('link', { name: /^Daireler/ })
    .nth(5)
    .click();
  await expect(page).toHaveURL(new RegExp(`/admin/projects/${project.id}/daireler$`));
  await page.getByRole('button', { name: `${unit.label}, Satışta` }).click();
  const dialog = page.getByRole('dialog', { name: `Daire ${unit.label}` });
  await dialog.getByRole('button', { name: 'Satıldı' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: `${unit.label}, Satıldı` })).toBeVisible();

  const after = (await (await request.get(`/api/projects/${SLUG}/units`)).json()) as { units: PublicUnit[] };
  expect(after.units.find((u) => u.id === unit.id)?.status).toBe('sold');
  const listed = (await (await request.get('/api/projects/')).json()) as {
    slug: string;
    units: { available: number };
  }[];
  expect(listed.find((p) => p.slug === SLUG)?.units.available).toBe(project.units.available - 1);

  const html = await (await request.get(`/projeler/${SLUG}`)).text();
  expect(html).toMatch(new RegExp(`data-unit="${unit.label}"[^>]*data-status="sold"`));
  expect(html).toMatch(
    new RegExp(`"numberOfAvailableAccommodationUnits":${project.units.available - 1}[,}]`),
  );
});

test('units selected in “Seç” mode are reserved together', async ({ page, request }) => {
  const { units } = (await (await request.get(`/api/projects/${SLUG}/units`)).json()) as {
    units: PublicUnit[];
  };
  const free = units.filter((u) => u.status === 'available').slice(0, 3);
  const headers = await adminHeaders(request);
  const { id } = (await (await request.get(`/api/projects/${SLUG}/`, { headers })).json()) as { id: number };

  await page.setViewportSize({ width: 390, height: 844 });
  await loginAsAdmin(page);
  await page.goto(`/admin/projects/${id}/daireler`);
  await page.getByRole('button', { name: 'Seç', exact: true }).click();
  for (const u of free) await page.getByRole('button', { name: `${u.label}, Satışta` }).click();
  const bar = page.getByRole('region', { name: 'Seçili daireler' });
  await expect(bar).toContainText('3 daire seçili');
  await bar.getByRole('button', { name: 'Opsiyonlu' }).click();
  await expect(bar).toBeHidden();

  const after = (await (await request.get(`/api/projects/${SLUG}/units`)).json()) as { units: PublicUnit[] };
  for (const u of free) expect(after.units.find((x) => x.id === u.id)?.status).toBe('reserved');
});

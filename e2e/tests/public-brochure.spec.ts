// The project's brochure (issue 12): the Russian project page links to its PDF, which downloads in
// Russian with the Cyrillic intact and the homes available at that moment.
import { readFile } from 'node:fs/promises';
import { PDFParse } from 'pdf-parse';
import { expect, test } from '../support/test';

const SLUG = 'gunes-evleri';

test('the Russian project page downloads the brochure in Russian', async ({ page, request }) => {
  const project = await (await request.get(`/api/projects/${SLUG}/`)).json();
  await page.goto(`/ru/projeler/${SLUG}`);
  const link = page.getByRole('link', { name: 'Скачать брошюру' });
  await expect(link).toHaveAttribute('href', `/api/projects/${SLUG}/brochure.pdf?lang=ru`);

  const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
  expect(download.suggestedFilename()).toBe(`${SLUG}-ru.pdf`);
  const pdf = await readFile((await download.path())!);
  expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
  expect(pdf.length).toBeLessThan(3 * 1024 * 1024);

  const parser = new PDFParse({ data: new Uint8Array(pdf) });
  const { text, total } = await parser.getText();
  await parser.destroy();
  expect(total).toBeGreaterThanOrEqual(4);
  expect(text).toContain(project.title.ru);
  expect(text).toMatch(/Наличие квартир на \d+ [а-я]+ \d{4}/);
  if (project.units?.available)
    expect(text).toContain(`В продаже ${project.units.available} из ${project.units.total} квартир`);
});

test('the Turkish page links to the Turkish brochure', async ({ page }) => {
  await page.goto(`/projeler/${SLUG}`);
  await expect(page.getByRole('link', { name: 'Broşürü indir' })).toHaveAttribute(
    'href',
    `/api/projects/${SLUG}/brochure.pdf?lang=tr`,
  );
});

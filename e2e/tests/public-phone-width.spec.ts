// No public page scrolls sideways on a phone (issue 16): at 320, 390 and 430 px, read to the bottom (so
// every lazy section, the back-to-top button and the footer are there), the page is no wider than the screen.
import { expect, test, type Page } from '../support/test';

const WIDTHS = [320, 390, 430];
const LANGS = ['', '/en', '/ru'];

/** Scrolls to the very bottom a half screen at a time and stays there. */
async function readToTheBottom(page: Page) {
  await page.evaluate(async () => {
    for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight / 2) {
      window.scrollTo(0, y);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    window.scrollTo(0, document.documentElement.scrollHeight);
  });
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(300);
}

/** What sticks out past the right edge (for the failure message). */
function overflowing(page: Page) {
  return page.evaluate(() => {
    const width = window.innerWidth;
    return (
      [...document.querySelectorAll('body *')]
        .filter((el) => el.getBoundingClientRect().right > width + 0.5)
        // Fixed layers (the closed menu drawer, toasts) do not widen the page.
        .filter((el) => {
          for (let node: Element | null = el; node; node = node.parentElement)
            if (getComputedStyle(node).position === 'fixed') return false;
          return true;
        })
        .slice(0, 8)
        .map(
          (el) =>
            `${el.tagName.toLowerCase()}.${[...el.classList].join('.')} → ${Math.round(el.getBoundingClientRect().right)}`,
        )
    );
  });
}

let pages: string[] = [];

test.beforeAll(async ({ request }) => {
  const projects = await (await request.get('/api/projects/')).json();
  const posts = await (await request.get('/api/blog/')).json();
  const project = (Array.isArray(projects) ? projects : projects.items)[0].slug;
  const post = (Array.isArray(posts) ? posts : posts.items)[0].slug;
  const paths = [
    '/',
    '/hakkimizda',
    '/projeler',
    `/projeler/${project}`,
    '/blog',
    `/blog/${post}`,
    '/iletisim',
    '/kvkk',
  ];
  pages = LANGS.flatMap((lang) => paths.map((p) => (lang ? `${lang}${p === '/' ? '' : p}` : p)));
});

for (const width of WIDTHS) {
  test(`no public page scrolls sideways at ${width} px, read to the bottom`, async ({ page }) => {
    test.setTimeout(240_000);
    await page.setViewportSize({ width, height: 800 });
    const wide: string[] = [];
    for (const path of pages) {
      await page.goto(path);
      await readToTheBottom(page);
      const { scrollWidth, innerWidth } = await page.evaluate(() => ({
        scrollWidth: document.documentElement.scrollWidth,
        innerWidth: window.innerWidth,
      }));
      if (scrollWidth > innerWidth)
        wide.push(`${path}: ${scrollWidth} px (${(await overflowing(page)).join(', ')})`);
    }
    expect(wide, `pages wider than ${width} px`).toEqual([]);
  });
}

// Issue 16 item 7: after saving, the list shows the saved project marked and scrolled into view.
import '@testing-library/jest-dom';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ProjectsPage } from './projects-page';
import { useProjectsStore } from '../stores/projects-store';
import { TestRouter } from '../../../test/test-router';
import { mockApi, paged } from '../../../test/mock-api';
import { signInAs } from '../../../test/sign-in-as';

const full = (t: string) => ({ tr: t, en: t, ru: t });
const stored = [
  {
    id: 1,
    slug: 'eski',
    title: full('Eski Proje'),
    subtitle: full('a'),
    description: full('a'),
    status: 'completed',
  },
  {
    id: 2,
    slug: 'orta',
    title: full('Orta Proje'),
    subtitle: full('a'),
    description: full('a'),
    status: 'ongoing',
  },
];
// The list answers cards (fields=summary); the form reads the project whole by its address.
const card = ({ description, ...project }: (typeof stored)[number]) => ({
  ...project,
  excerpt: description,
  cover: '',
  logo: '',
  missing_languages: [],
});
const api = mockApi({
  'GET /api/projects': ({ params }) => {
    expect(params?.query).toMatchObject({ fields: 'summary' });
    return stored.map(card);
  },
  'GET /api/projects/{id_or_slug}': ({ params }) => stored.find((p) => p.slug === params?.path?.id_or_slug),
  'POST /api/projects': () => undefined,
  'PUT /api/projects/{id_or_slug}': ({ params, body }) => ({
    id: params?.path?.id_or_slug,
    ...(body as object),
  }),
  'DELETE /api/projects/{id_or_slug}': () => undefined,
});
jest.mock('../api/upload-images', () => ({ uploadImages: jest.fn() }));

afterEach(() => useProjectsStore.getState().reset());
signInAs('owner');

it('marks the project just saved in the list and brings it into view', async () => {
  const scrolled: Element[] = [];
  Element.prototype.scrollIntoView = function (this: Element) {
    scrolled.push(this);
  };
  render(
    <TestRouter>
      <ProjectsPage />
    </TestRouter>,
  );
  const card = (await screen.findByRole('heading', { name: 'Orta Proje' })).closest('article') as HTMLElement;
  expect(card).not.toHaveClass('adm-saved');
  // The project on the site through a plain link, not its bare address (issue 26).
  const onSite = within(card).getByRole('link', { name: 'Sitede gör: Orta Proje' });
  expect(onSite).toHaveTextContent('Sitede gör');
  expect(card).not.toHaveTextContent(onSite.getAttribute('title') ?? '');
  await userEvent.click(within(card).getByRole('button', { name: 'Düzenle' }));
  await userEvent.type(screen.getByLabelText('Başlık (TR) *'), ' 2');
  await userEvent.click(screen.getByRole('button', { name: 'Kaydet' }));

  const saved = (await screen.findByText('Az önce kaydedildi')).closest('article') as HTMLElement;
  expect(within(saved).getByRole('heading', { name: /^Orta Proje/ })).toBeInTheDocument();
  expect(saved).toHaveClass('adm-saved');
  expect(scrolled).toContain(saved);
  expect(screen.getAllByText('Az önce kaydedildi')).toHaveLength(1);
});

it('shows one page of projects, and the pager only when there are more than fit it (issue 25)', async () => {
  const { unmount } = render(
    <TestRouter>
      <ProjectsPage />
    </TestRouter>,
  );
  await screen.findByRole('heading', { name: 'Orta Proje' });
  expect(screen.queryByRole('navigation', { name: 'Sayfalar' })).not.toBeInTheDocument();
  unmount();
  api['GET /api/projects'].mockImplementation(() => paged(stored.map(card), 51));
  render(
    <TestRouter initialEntries={['/admin/projects?sayfa=2']}>
      <ProjectsPage />
    </TestRouter>,
  );
  expect(await screen.findByText('Toplam 51 proje · Sayfa 2 / 2')).toBeInTheDocument();
  expect(api['GET /api/projects']).toHaveBeenLastCalledWith(
    expect.objectContaining({ params: { query: { page: 2, per_page: 50, fields: 'summary' } } }),
  );
});

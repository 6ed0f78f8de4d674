import { act, screen, within } from '@testing-library/react';
import { api, type Project } from '@konak/shared-ui';
import { renderAt } from '../../../test/render';
import { apiPath, readApi } from '../../../api/client';
import { readShowcaseCards } from '../api/project-reads';
import { useShowcaseStore } from '../stores/showcase-store';
import { ProjectShowcase } from './project-showcase';

jest.mock('../../../api/client', () => ({ readApi: jest.fn(), apiPath: jest.fn() }));
jest.mock('../api/project-reads', () => ({
  ...jest.requireActual('../api/project-reads'),
  readShowcaseCards: jest.fn(),
}));
jest.mock('@konak/shared-ui', () => ({
  ...jest.requireActual('@konak/shared-ui'),
  api: { get: jest.fn() },
}));
/** The showcase reads its tabs' cards, its first project (a list of one) and another one by its slug. */
const cards = readShowcaseCards as jest.Mock;
const first = api.get as unknown as jest.Mock;
const bySlug = readApi as jest.Mock;
const firstAnswers = (list: Project[]) => first.mockReturnValue({ json: () => Promise.resolve(list) });
const L = (tr: string) => ({ tr, en: tr, ru: tr });

/** A project saved with the location and architecture tabs left empty, total units 0. */
const project = {
  id: 1,
  slug: 'yarim-proje',
  title: L('Yarım Proje'),
  subtitle: L(''),
  description: L('Açıklama'),
  logo: '',
  cover_images: ['/api/uploads/a.jpg'],
  gallery: ['/api/uploads/a.jpg'],
  featured: true,
  status: 'ongoing',
  technical_info: { description: L('Betonarme.'), total_units: 0, iskan_date: '', units: [] },
  features: [],
  plans: [{ name: L('2+1'), image: '/api/uploads/p.jpg', area: '80', rooms: '2+1' }],
  location: { description: L(''), map_image: '', nearby: [] },
  architecture: { title: L(''), description: L('') },
  architecture_image: '',
} as unknown as Project;

/** A project's card as the showcase's tabs read it. */
const card = (p: Project, progress: { percent: number; date: string } | null = null) => ({
  id: p.id,
  slug: p.slug,
  title: p.title,
  subtitle: p.subtitle,
  status: p.status,
  cover: p.cover_images[0] ?? '',
  logo: p.logo,
  units: null,
  progress,
});

describe('home showcase', () => {
  beforeEach(() => {
    useShowcaseStore.getState().reset();
    jest.clearAllMocks();
    (apiPath as jest.Mock).mockImplementation(
      (_: string, { id_or_slug }: { id_or_slug: string }) => `projects/${id_or_slug}/`,
    );
  });

  it('reads a project whole only when a visitor picks its tab, and shows its card’s construction progress', async () => {
    const second = {
      ...project,
      id: 2,
      slug: 'ikinci-proje',
      title: L('İkinci Proje'),
      description: L('İkinci tanıtım'),
    } as unknown as Project;
    cards.mockResolvedValue([card(project), card(second, { percent: 42, date: '2026-01-01' })]);
    firstAnswers([project]);
    bySlug.mockResolvedValue(second);
    renderAt(<ProjectShowcase extra={(c) => c.progress && <p>%{c.progress.percent} tamamlandı</p>} />);
    expect(await screen.findByRole('heading', { name: 'Yarım Proje' })).toBeInTheDocument();
    expect(bySlug).not.toHaveBeenCalled();

    const tabs = screen.getAllByTestId('project-tab');
    expect(tabs).toHaveLength(2);
    act(() => tabs[1].click());
    expect(await screen.findByRole('heading', { name: 'İkinci Proje' })).toBeInTheDocument();
    expect(bySlug).toHaveBeenCalledWith('/api/projects/{id_or_slug}', { id_or_slug: 'ikinci-proje' });
    expect(screen.getByText('İkinci tanıtım')).toBeInTheDocument();
    expect(screen.getByText('%42 tamamlandı')).toBeInTheDocument();
    expect(first).toHaveBeenCalledTimes(1);
  });

  it('steps only through the views the editor filled', async () => {
    cards.mockResolvedValue([card(project)]);
    firstAnswers([project]);
    renderAt(<ProjectShowcase />);
    const steps = await screen.findByRole('navigation', { name: 'Proje bölümleri' });
    const labels = within(steps)
      .getAllByRole('button')
      .map((b) => b.textContent);
    expect(labels.join(' ')).not.toMatch(/Lokasyon|Mimari/);
    expect(labels.join(' ')).toMatch(/Galeri/);

    act(() => useShowcaseStore.getState().setView(5));
    expect(await screen.findByTestId('showcase-view')).toHaveAttribute('data-view', 'gallery');
    expect(screen.queryByText(/bilgisi mevcut değil/)).not.toBeInTheDocument();
  });
});

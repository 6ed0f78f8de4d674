import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import type { Project } from '@konak/shared-ui';
import { clearResourceCache, ResourceProvider } from '../../../components/use-resource';
import { renderAt } from '../../../test/render';
import { progressKey, type ProgressUpdate } from '../progress-data';
import { ProgressBadge } from './progress-badge';
import { ProgressSection } from './progress-section';

const L = (tr: string, en = tr, ru = tr) => ({ tr, en, ru });
const project = {
  id: 3,
  slug: 'gunes-evleri',
  title: L('Güneş Evleri'),
  status: 'ongoing',
} as unknown as Project;

const updates: ProgressUpdate[] = [
  {
    id: 11,
    date: '2026-05-04',
    title: L('Kaba inşaat bitti', 'Structure complete', 'Каркас готов'),
    text: L('Çatı tamamlandı.', 'The roof is done.', 'Крыша готова.'),
    photos: [
      '/api/uploads/2026/05/aaaaaaaaaaaaaaaaaaaaaaaa.jpg',
      '/api/uploads/2026/05/bbbbbbbbbbbbbbbbbbbbbbbb.jpg',
    ],
    video_url: 'https://www.youtube.com/watch?v=abc',
    // Out of building order on purpose: the bars come in building order.
    phases: [
      { key: 'facade', percent: 40 },
      { key: 'foundation', percent: 100 },
      { key: 'structure', percent: 100 },
    ],
    expected_handover: '2027-06-30',
  },
  ...[4, 3, 2].map((m, i) => ({
    id: 10 - i,
    date: `2026-0${m}-01`,
    title: L(`Güncelleme ${m}`),
    text: L(''),
    photos: [],
    video_url: '',
    phases: [{ key: 'foundation' as const, percent: 50 }],
    expected_handover: null,
  })),
];

const mockGet = jest.fn((path: string) => ({
  json: async () => {
    if (path === progressKey('gunes-evleri')) return updates;
    if (path === progressKey('bos-proje')) return [];
    throw new Error(path);
  },
}));
jest.mock('@konak/shared-ui', () => ({
  ...jest.requireActual('@konak/shared-ui'),
  api: { get: (path: string) => mockGet(path) },
}));

beforeEach(() => clearResourceCache());

describe('construction timeline', () => {
  it('is drawn by the server from the preloaded answer: dates, titles, bars with their values, newest first', () => {
    const html = renderToString(
      <MemoryRouter initialEntries={['/en/projeler/gunes-evleri']}>
        <ResourceProvider preloaded={{ [progressKey('gunes-evleri')]: updates }}>
          <ProgressSection project={project} />
        </ResourceProvider>
      </MemoryRouter>,
    );
    expect(html).toContain('Construction progress');
    expect(html.indexOf('Structure complete')).toBeLessThan(html.indexOf('Güncelleme 4'));
    expect(html).toContain('80% complete');
    expect(html).toMatch(/role="progressbar"[^>]*aria-valuenow="40"/);
    expect(html).toContain('4 May 2026');
    expect(mockGet).not.toHaveBeenCalled();
  });

  it('shows labelled phase bars in building order, the overall figure, handover and video, in Turkish', async () => {
    renderAt(<ProgressSection project={project} />, '/projeler/gunes-evleri');
    const latest = (await screen.findAllByTestId('progress-update'))[0];
    const bars = within(latest).getAllByRole('progressbar');
    expect(bars.map((b) => b.getAttribute('aria-valuenow'))).toEqual(['100', '100', '40']);
    expect(within(latest).getByRole('progressbar', { name: 'Cephe' })).toHaveAttribute(
      'aria-valuetext',
      '%40',
    );
    expect(within(latest).getByText('%80 tamamlandı')).toBeInTheDocument();
    expect(within(latest).getByText('30 Haziran 2027')).toBeInTheDocument();
    const video = within(latest).getByRole('link', { name: /Videoyu izleyin/ });
    expect(video).toHaveAttribute('href', 'https://www.youtube.com/watch?v=abc');
    expect(video).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('shows the newest three, the earlier ones on request', async () => {
    renderAt(<ProgressSection project={project} />, '/ru/projeler/gunes-evleri');
    expect(await screen.findAllByTestId('progress-update')).toHaveLength(3);
    expect(screen.getByText('Ход строительства')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Показать ещё 1 обновление' }));
    expect(screen.getAllByTestId('progress-update')).toHaveLength(4);
    expect(screen.getByRole('article', { name: 'Güncelleme 2' })).toHaveFocus();
  });

  it('opens a photo in the lightbox; arrows move, Escape closes and focus returns to the thumbnail', async () => {
    renderAt(<ProgressSection project={project} />, '/en/projeler/gunes-evleri');
    const thumb = await screen.findByRole('button', { name: 'Enlarge photo 2 of 2' });
    await userEvent.click(thumb);
    const dialog = screen.getByRole('dialog', { name: 'Image viewer' });
    expect(within(dialog).getByText('Image 2 of 2')).toBeInTheDocument();
    await userEvent.keyboard('{ArrowRight}');
    expect(within(dialog).getByText('Image 1 of 2')).toBeInTheDocument();
    await act(async () => userEvent.keyboard('{Escape}'));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(thumb).toHaveFocus();
  });

  it('leaves the section out when the project has no updates', async () => {
    const { container } = renderAt(
      <ProgressSection project={{ ...project, slug: 'bos-proje' } as Project} />,
      '/projeler/bos-proje',
    );
    await act(async () => {});
    expect(mockGet).toHaveBeenCalledWith(progressKey('bos-proje'));
    expect(container).toBeEmptyDOMElement();
  });
});

describe('project card percentage', () => {
  it('says the latest overall percentage in each language, and nothing without progress', () => {
    const withProgress = { ...project, progress: { percent: 68, date: '2026-05-04' } } as Project;
    for (const [path, text] of [
      ['/projeler', '%68 tamamlandı'],
      ['/en/projeler', '68% complete'],
      ['/ru/projeler', 'Готово на 68%'],
    ] as const) {
      const { unmount } = renderAt(<ProgressBadge project={withProgress} />, path);
      expect(screen.getByText(text)).toBeInTheDocument();
      expect(screen.getByRole('progressbar', { name: text })).toHaveAttribute('aria-valuenow', '68');
      unmount();
    }
    const { container } = renderAt(
      <ProgressBadge project={{ ...project, progress: null } as Project} />,
      '/projeler',
    );
    expect(container).toBeEmptyDOMElement();
  });
});

import '@testing-library/jest-dom';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Project, ProgressUpdate } from '@konak/shared-ui';
import { mockApi } from '../../../test/mock-api';
import { TestRouter } from '../../../test/test-router';
import { useProgressStore } from '../stores/progress-store';
import { ProgressPanel } from './progress-panel';
import { toPayload, validateProgress, emptyProgress } from './progress-model';

const L = (tr: string) => ({ tr, en: `${tr} en`, ru: `${tr} ru` });
const project = {
  id: 4,
  slug: 'gunes-evleri',
  status: 'ongoing',
  title: L('Güneş Evleri'),
} as unknown as Project;
const update = (id: number, date: string, title: string): ProgressUpdate => ({
  id,
  project_id: 4,
  date,
  title: L(title),
  text: L(''),
  photos: ['/api/uploads/2026/01/aaaaaaaaaaaaaaaaaaaaaaaa.jpg'],
  video_url: '',
  phases: [
    { key: 'foundation', percent: 100 },
    { key: 'structure', percent: 40 },
  ],
  expected_handover: '2027-06-30',
  position: 0,
  created_at: '',
  updated_at: '',
});
let stored = [update(2, '2026-05-01', 'Mayıs'), update(1, '2026-03-01', 'Mart')];

const api = mockApi({
  'GET /api/progress-updates': () => stored,
  'POST /api/progress-updates': ({ body }) => {
    const created = { ...update(3, '', ''), ...(body as object) } as ProgressUpdate;
    stored = [created, ...stored];
    return created;
  },
  'PUT /api/progress-updates/{id}': ({ body }) => ({ ...stored[0], ...(body as object) }),
  'DELETE /api/progress-updates/{id}': ({ params }) => {
    stored = stored.filter((u) => u.id !== params?.path?.id);
  },
  'PUT /api/projects/{id}/progress-order': ({ body }) => {
    const ids = (body as { ids: number[] }).ids;
    stored = ids.map((id) => stored.find((u) => u.id === id)!);
    return stored;
  },
});
jest.mock('../../../api/upload-images', () => ({
  uploadImages: jest.fn(async () => ['/api/uploads/2026/06/cccccccccccccccccccccccc.jpg']),
}));

beforeEach(() => {
  stored = [update(2, '2026-05-01', 'Mayıs'), update(1, '2026-03-01', 'Mart')];
});
afterEach(() => {
  useProgressStore.setState({ projectId: null, items: [], mode: { kind: 'closed' }, savedId: null });
  jest.clearAllMocks();
});

function renderPanel() {
  return render(
    <TestRouter>
      <ProgressPanel project={project} />
    </TestRouter>,
  );
}
const rows = () => screen.getAllByTestId('admin-progress-row');

describe('İnşaat Durumu panel', () => {
  it('lists the project’s updates in the site’s order with date, overall figure and photo count', async () => {
    renderPanel();
    expect(await screen.findByRole('heading', { name: 'İnşaat Durumu' })).toBeInTheDocument();
    await screen.findByText('Mayıs');
    expect(api['GET /api/progress-updates']).toHaveBeenCalledWith({ params: { query: { project_id: 4 } } });
    expect(rows().map((r) => within(r).getByRole('heading').textContent)).toEqual(['Mayıs', 'Mart']);
    expect(within(rows()[0]).getByText('%70 tamamlandı')).toBeInTheDocument();
    expect(within(rows()[0]).getByText('1 Mayıs 2026')).toBeInTheDocument();
  });

  it('adds an update: starts from the latest phases, checks the figures, uploads photos and sends the three languages', async () => {
    renderPanel();
    await screen.findByText('Mayıs');
    await userEvent.click(screen.getByRole('button', { name: /Yeni güncelleme/ }));
    expect(screen.getByLabelText('Kaba inşaat (%)')).toHaveValue(40);
    expect(screen.getByLabelText('Tahmini teslim tarihi')).toHaveValue('2027-06-30');
    await userEvent.clear(screen.getByLabelText('Tarih *'));
    await userEvent.type(screen.getByLabelText('Tarih *'), '2026-06-15');
    for (const [lang, text] of [
      ['TR', 'Çatı bitti'],
      ['EN', 'Roof done'],
      ['RU', 'Крыша готова'],
    ]) {
      await userEvent.click(
        within(screen.getAllByRole('tablist', { name: 'Dil' })[0]).getByRole('tab', {
          name: new RegExp(lang),
        }),
      );
      // Only the Turkish title is required (issue 26: English and Russian may wait for a translator).
      await userEvent.type(screen.getByLabelText(lang === 'TR' ? 'Başlık (TR) *' : `Başlık (${lang})`), text);
    }
    const structure = screen.getByLabelText('Kaba inşaat (%)');
    await userEvent.clear(structure);
    await userEvent.type(structure, '140');
    await userEvent.click(screen.getByRole('button', { name: 'Kaydet' }));
    expect(api['POST /api/progress-updates']).not.toHaveBeenCalled();
    expect(await screen.findAllByText('Kaba inşaat: 0 ile 100 arasında bir tam sayı yazın')).not.toHaveLength(
      0,
    );
    expect(structure).toHaveAttribute('aria-invalid', 'true');
    await userEvent.clear(structure);
    await userEvent.type(structure, '65');
    const file = new File(['x'], 'santiye.jpg', { type: 'image/jpeg' });
    await userEvent.upload(screen.getByLabelText('Şantiye fotoğrafları: dosya seç'), file);
    expect(await screen.findByRole('img', { name: 'Şantiye fotoğrafları 1' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Kaydet' }));
    expect(api['POST /api/progress-updates']).toHaveBeenCalledWith({
      body: expect.objectContaining({
        project_id: 4,
        date: '2026-06-15',
        title: { tr: 'Çatı bitti', en: 'Roof done', ru: 'Крыша готова' },
        phases: [
          { key: 'foundation', percent: 100 },
          { key: 'structure', percent: 65 },
        ],
        photos: ['/api/uploads/2026/06/cccccccccccccccccccccccc.jpg'],
        expected_handover: '2027-06-30',
      }),
    });
    expect(await screen.findByText('Çatı bitti')).toBeInTheDocument();
    // Typing three languages letter by letter takes a while on a busy machine.
  }, 30_000);

  it('moves an update down and asks before deleting it for good', async () => {
    renderPanel();
    await screen.findByText('Mayıs');
    expect(screen.getByRole('button', { name: '“Mayıs” yukarı taşı' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: '“Mayıs” aşağı taşı' }));
    expect(api['PUT /api/projects/{id}/progress-order']).toHaveBeenCalledWith({
      params: { path: { id: 4 } },
      body: { ids: [1, 2] },
    });
    expect(rows().map((r) => within(r).getByRole('heading').textContent)).toEqual(['Mart', 'Mayıs']);

    await userEvent.click(within(rows()[0]).getByRole('button', { name: 'Sil' }));
    const dialog = screen.getByRole('dialog', { name: '“Mart” silinsin mi?' });
    expect(dialog).toHaveTextContent('kalıcı olarak silinecek');
    await userEvent.click(within(dialog).getByRole('button', { name: 'İptal' }));
    expect(api['DELETE /api/progress-updates/{id}']).not.toHaveBeenCalled();
    await userEvent.click(within(rows()[0]).getByRole('button', { name: 'Sil' }));
    await act(async () =>
      userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Sil' })),
    );
    expect(api['DELETE /api/progress-updates/{id}']).toHaveBeenCalledWith({ params: { path: { id: 1 } } });
    expect(rows()).toHaveLength(1);
  });
});

describe('progress rules', () => {
  it('refuses a bad date, an empty title, a bad video link and figures outside 0–100; leaves out empty phases', () => {
    const draft = {
      ...emptyProgress(),
      date: '2026-02-30',
      video_url: 'youtube.com/x',
      phases: { foundation: '100', structure: '101', facade: '-1', interiors: '', landscaping: '5.5' },
    };
    const fields = validateProgress(draft).map((p) => (typeof p === 'string' ? p : p.field));
    expect(fields).toEqual(
      expect.arrayContaining([
        'date',
        'title.tr',
        'video_url',
        'phases.structure',
        'phases.facade',
        'phases.landscaping',
      ]),
    );
    // English and Russian may wait for a translator (issue 26).
    expect(fields).not.toContain('title.en');
    expect(fields).not.toContain('title.ru');
    expect(fields).not.toContain('phases.foundation');
    expect(fields).not.toContain('phases.interiors');
    expect(
      toPayload({ ...draft, phases: { ...draft.phases, structure: '60', facade: '', landscaping: '' } })
        .phases,
    ).toEqual([
      { key: 'foundation', percent: 100 },
      { key: 'structure', percent: 60 },
    ]);
    expect(toPayload({ ...draft, expected_handover: '' }).expected_handover).toBeNull();
  });
});

import '@testing-library/jest-dom';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DataRequestsPage } from './data-requests-page';
import { downloadFile } from './download-file';
import { TestRouter } from '../../../test/test-router';
import { mockApi, paged } from '../../../test/mock-api';

const MEHMET = {
  id: 3,
  name: 'Mehmet Kaya',
  phone: '0532 111 22 33',
  email: 'mehmet@example.com',
  message: '',
  project: '',
  language: 'tr',
  status: 'new',
  created_at: '2026-11-27T07:00:00Z',
  anonymised: false,
};
const ERASED = { ...MEHMET, name: 'Silindi', phone: '', email: '', anonymised: true };

const api = mockApi({
  'POST /api/data-requests/search': jest.fn(),
  'POST /api/data-requests/export': () => '{"requests":[]}',
  'POST /api/data-requests/erase': () => ({ erased: 1 }),
  'GET /api/projects': () => paged([{ slug: 'gunes-evleri', title: { tr: 'Güneş Evleri', en: '', ru: '' } }]),
  'GET /api/data-requests/log': () =>
    paged(
      [
        {
          id: 1,
          action: 'export',
          admin_email: 'admin@konak.test',
          subject_hash: 'f'.repeat(64),
          count: 1,
          created_at: '2026-11-27T08:00:00Z',
        },
      ],
      75,
    ),
});
const findSubject = api['POST /api/data-requests/search'];
const exportSubject = api['POST /api/data-requests/export'];
const eraseSubject = api['POST /api/data-requests/erase'];
jest.mock('./download-file', () => ({ downloadFile: jest.fn() }));

afterEach(() => jest.clearAllMocks());

const renderPage = () =>
  render(
    <TestRouter initialEntries={['/admin/contacts/kisisel-veri']}>
      <DataRequestsPage />
    </TestRouter>,
  );

describe('Kişisel veri talepleri', () => {
  it('finds a person’s requests by e-mail, exports them as JSON and CSV', async () => {
    findSubject.mockResolvedValueOnce([MEHMET]);
    renderPage();
    expect(await screen.findByText(/Dışa aktarma/)).toBeInTheDocument();
    // The log is paged like every list (issue 25).
    expect(screen.getByText('Toplam 75 işlem · Sayfa 1 / 2')).toBeInTheDocument();
    expect(api['GET /api/data-requests/log']).toHaveBeenCalledWith(
      expect.objectContaining({ params: { query: { page: 1, per_page: 50 } } }),
    );
    await userEvent.type(screen.getByLabelText('E-posta'), 'mehmet@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Ara' }));
    expect(findSubject).toHaveBeenCalledWith({ body: { email: 'mehmet@example.com', phone: undefined } });
    expect(await screen.findByText('1 talep bulundu')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Mehmet Kaya' })).toHaveAttribute('href', '/admin/contacts/3');

    await userEvent.click(screen.getByRole('button', { name: 'Aktarım dosyası indir' }));
    expect(exportSubject).toHaveBeenCalledWith({
      body: { email: 'mehmet@example.com', format: 'json' },
      parseAs: 'text',
    });
    expect(downloadFile).toHaveBeenCalledWith(
      expect.stringMatching(/^kisisel-veri-\d{4}-\d\d-\d\d\.json$/),
      '{"requests":[]}',
      'application/json',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Excel dosyası indir' }));
    expect(exportSubject).toHaveBeenLastCalledWith({
      body: { email: 'mehmet@example.com', format: 'csv' },
      parseAs: 'text',
    });
  });

  it('names a request’s project by its name, not its address word', async () => {
    findSubject.mockResolvedValueOnce([{ ...MEHMET, project: 'gunes-evleri' }]);
    renderPage();
    await userEvent.type(screen.getByLabelText('E-posta'), 'mehmet@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Ara' }));
    const row = (await screen.findByRole('link', { name: 'Mehmet Kaya' })).closest('li')!;
    expect(row).toHaveTextContent('· Güneş Evleri');
    expect(row).not.toHaveTextContent('gunes-evleri');
  });

  it('erases only after a confirm that names the person', async () => {
    findSubject.mockResolvedValueOnce([MEHMET]).mockResolvedValueOnce([ERASED]);
    renderPage();
    await userEvent.type(screen.getByLabelText('Telefon'), '05321112233');
    await userEvent.click(screen.getByRole('button', { name: 'Ara' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Kişisel verileri sil' }));
    const dialog = screen.getByRole('dialog');
    expect(dialog).toHaveTextContent(
      'Mehmet Kaya (05321112233) kişisinin 1 talebindeki ad, telefon, e-posta, mesaj ve IP adresi kalıcı olarak silinecek.',
    );
    expect(eraseSubject).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Kalıcı olarak sil' }));
    expect(eraseSubject).toHaveBeenCalledWith({ body: { email: undefined, phone: '05321112233' } });
    expect(await screen.findByRole('link', { name: 'Silindi' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Kişisel verileri sil' })).toBeDisabled();
  });

  it('asks for an e-mail or a phone before searching', async () => {
    renderPage();
    await userEvent.click(screen.getByRole('button', { name: 'Ara' }));
    expect(findSubject).not.toHaveBeenCalled();
  });
});

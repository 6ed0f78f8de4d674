import '@testing-library/jest-dom';
import { render, screen } from '@testing-library/react';
import { DashboardPage } from './dashboard-page';
import { formatDuration } from './lead-charts';
import { TestRouter } from '../../../test/test-router';
import { mockApi, paged } from '../../../test/mock-api';
import { signInAs } from '../../../test/sign-in-as';
import { useContactStats } from '../../../components/contact-stats-store';

const contact = (id: number, status: string, created_at: string, phone = '') => ({
  id,
  name: `Kişi ${id}`,
  email: `k${id}@x.tr`,
  phone,
  status,
  created_at,
});

const WEEKS = Array.from({ length: 12 }, (_, i) => ({
  week: `2030-01-${String(i + 1).padStart(2, '0')}`,
  count: i === 11 ? 4 : i % 3,
}));
const api = mockApi({
  'GET /api/projects': async () => Promise.reject(new Error('hazır değil')),
  'GET /api/blog': () => paged([{ id: 1 }], 1234),
  // The server's newest five (the dashboard sorts nothing itself).
  'GET /api/contact': () =>
    paged(
      [
        contact(6, 'new', '2024-01-06T10:00:00Z'),
        contact(5, 'new', '2024-01-05T10:00:00Z'),
        contact(4, 'contacted', '2024-01-04T10:00:00Z'),
        contact(3, 'new', '2024-01-03T10:00:00Z'),
        contact(2, 'closed', '2024-01-02T10:00:00Z'),
      ],
      104_233,
    ),
  'GET /api/contact/stats': () => ({
    total: 104_233,
    suspicious_count: 17,
    new_count: 4,
    weeks: WEEKS,
    projects: [
      { project: 'gunes-evleri', title: 'Güneş Evleri', count: 9 },
      { project: '', title: '', count: 3 },
    ],
    median_first_contact_minutes: 200,
    contacted: 5,
  }),
});

afterEach(() => {
  useContactStats.setState({ stats: null });
  jest.clearAllMocks();
});

signInAs('owner');

describe('Dashboard', () => {
  it('counts a failed list as zero, shows the notice and the five latest requests', async () => {
    jest.spyOn(console, 'warn').mockImplementation(() => {});
    render(
      <TestRouter>
        <DashboardPage />
      </TestRouter>,
    );
    expect(await screen.findByText('Dashboard verileri yüklenirken bir sorun oluştu.')).toBeInTheDocument();
    const value = (label: string) => screen.getByText(label).previousElementSibling?.textContent;
    expect(value('Toplam proje')).toBe('0');
    expect(value('Blog yazısı')).toBe('1.234');
    expect(value('İletişim talebi')).toBe('104.233');
    expect(value('Yeni talep')).toBe('4');
    expect(value('Şüpheli talep')).toBe('17');
    const names = screen.getAllByText(/^Kişi \d$/).map((n) => n.textContent);
    expect(names).toEqual(['Kişi 6', 'Kişi 5', 'Kişi 4', 'Kişi 3', 'Kişi 2']);
    expect(screen.getByText('k2@x.tr · -')).toBeInTheDocument();
    expect(screen.getByText('6 Ocak 2024')).toBeInTheDocument();
  });

  it('downloads no list to count (issue 25): one-row pages, five recent requests, the aggregate figures', async () => {
    jest.spyOn(console, 'warn').mockImplementation(() => {});
    render(
      <TestRouter>
        <DashboardPage />
      </TestRouter>,
    );
    await screen.findByText('Kişi 6');
    expect(api['GET /api/projects']).toHaveBeenCalledWith(
      expect.objectContaining({ params: { query: { page: 1, per_page: 1 } } }),
    );
    expect(api['GET /api/blog']).toHaveBeenCalledWith(
      expect.objectContaining({ params: { query: { page: 1, per_page: 1 } } }),
    );
    expect(api['GET /api/contact']).toHaveBeenCalledWith(
      expect.objectContaining({ params: { query: { page: 1, per_page: 5 } } }),
    );
    expect(api['GET /api/contact/stats']).toHaveBeenCalledTimes(1);
  });

  it('opens the contact requests narrowed to the new ones from the “Yeni talep” counter', async () => {
    jest.spyOn(console, 'warn').mockImplementation(() => {});
    render(
      <TestRouter>
        <DashboardPage />
      </TestRouter>,
    );
    expect(await screen.findByRole('link', { name: /Yeni talep/ })).toHaveAttribute(
      'href',
      '/admin/contacts?durum=yeni',
    );
    expect(screen.getByRole('heading', { name: 'Genel Bakış' })).toBeInTheDocument();
  });

  it('draws requests per week and per project, and the median time to first contact (issue 13)', async () => {
    jest.spyOn(console, 'warn').mockImplementation(() => {});
    render(
      <TestRouter>
        <DashboardPage />
      </TestRouter>,
    );
    expect(await screen.findByRole('figure', { name: 'Son 12 haftada 14 talep' })).toBeInTheDocument();
    expect(screen.getAllByTestId('week-bar')).toHaveLength(12);
    expect(screen.getByText('12 Oca haftası: 4 talep')).toBeInTheDocument();
    const byProject = screen.getByRole('list', { name: 'Projeye göre talepler' });
    expect(byProject).toHaveTextContent('Güneş Evleri9');
    expect(byProject).toHaveTextContent('Projesiz3');
    expect(screen.getByTestId('first-contact')).toHaveTextContent('3 sa 20 dk');
    expect(screen.getByText(/5 talep üzerinden/)).toBeInTheDocument();
  });
});

describe('formatDuration', () => {
  it('says minutes, hours and days as a person would', () => {
    expect(formatDuration(45)).toBe('45 dk');
    expect(formatDuration(120)).toBe('2 sa');
    expect(formatDuration(200)).toBe('3 sa 20 dk');
    expect(formatDuration(60 * 24 * 2 + 240)).toBe('2 gün 4 sa');
    expect(formatDuration(60 * 24)).toBe('1 gün');
  });
});

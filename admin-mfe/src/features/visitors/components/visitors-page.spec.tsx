import '@testing-library/jest-dom';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router-dom';
import { VisitorsPage } from './visitors-page';
import { visitorsCsv } from './visitors-csv';
import { resetVisitorsStore } from '../stores/visitors-store';
import type { AnalyticsSummary } from '../api/get-summary';
import { TestRouter } from '../../../test/test-router';
import { mockApi } from '../../../test/mock-api';

const funnel = (value: string, views: number, units: number, brochures: number, callbacks: number) => ({
  value,
  views,
  units_opened: units,
  brochures,
  phone_taps: 1,
  whatsapp_taps: 0,
  callbacks,
  conversion_rate: Math.round((callbacks / views) * 1000) / 10,
});

const SUMMARY: AnalyticsSummary = {
  days: 7,
  from: '2026-11-22',
  to: '2026-11-28',
  totals: {
    visitors: 8_421,
    views: 12_345,
    units_opened: 1_502,
    brochures: 310,
    phone_taps: 44,
    whatsapp_taps: 21,
    callbacks: 555,
  },
  // Only the days something was counted (the page fills the others with zero).
  daily: [
    { day: '2026-11-23', views: 4_000, visitors: 2_500 },
    { day: '2026-11-28', views: 8_345, visitors: 5_921 },
  ],
  pages: [
    { value: '/projeler/gunes-evleri', views: 6_000, visitors: 4_000 },
    { value: '/', views: 3_000, visitors: 2_000 },
  ],
  projects: [{ value: 'gunes-evleri', views: 6_000, visitors: 4_000 }],
  languages: [
    { value: 'tr', views: 9_000, visitors: 6_000 },
    { value: 'ru', views: 3_345, visitors: 2_421 },
  ],
  sources: [
    { value: 'direct', views: 7_000, visitors: 5_000 },
    { value: 'google', views: 5_345, visitors: 3_421 },
  ],
  campaigns: [{ value: '=kis-kampanyasi', views: 900, visitors: 700 }],
  devices: [
    { value: 'mobile', views: 8_000, visitors: 6_000 },
    { value: 'desktop', views: 4_345, visitors: 2_421 },
  ],
  project_funnel: [funnel('gunes-evleri', 6_000, 1_200, 240, 270)],
  source_funnel: [funnel('direct', 7_000, 900, 200, 300), funnel('google', 5_345, 602, 110, 255)],
  vitals: [
    {
      page: '/projeler/gunes-evleri',
      device: 'mobile',
      vitals: [
        { metric: 'LCP', p75: 3_000, good: false, good_threshold: 2_500, samples: 1_234 },
        { metric: 'INP', p75: 150, good: true, good_threshold: 200, samples: 800 },
        { metric: 'CLS', p75: null, good: false, good_threshold: 0.1, samples: 12 },
      ],
    },
  ],
};

const EMPTY: AnalyticsSummary = {
  ...SUMMARY,
  totals: {
    visitors: 0,
    views: 0,
    units_opened: 0,
    brochures: 0,
    phone_taps: 0,
    whatsapp_taps: 0,
    callbacks: 0,
  },
  daily: [],
  pages: [],
  projects: [],
  languages: [],
  sources: [],
  campaigns: [],
  devices: [],
  project_funnel: [],
  source_funnel: [],
  vitals: [],
};

let answer = SUMMARY;
const api = mockApi({
  'GET /api/analytics/summary': ({ params }) => ({ ...answer, days: params?.query?.days }),
});
const summaryCall = api['GET /api/analytics/summary'];

function Address() {
  const { pathname, search } = useLocation();
  return <output data-testid="address">{pathname + search}</output>;
}

const renderAt = (address: string) =>
  render(
    <TestRouter initialEntries={[address]}>
      <VisitorsPage />
      <Address />
    </TestRouter>,
  );

afterEach(() => {
  answer = SUMMARY;
  resetVisitorsStore();
  jest.clearAllMocks();
});

const totalOf = (label: string) =>
  within(screen.getByRole('list', { name: 'Toplamlar' })).getByText(label).previousElementSibling
    ?.textContent;

describe('Ziyaretçiler', () => {
  it('shows the totals, the conversion and the funnel row in Turkish number format', async () => {
    renderAt('/admin/ziyaretciler');
    expect(await screen.findByRole('heading', { name: 'Proje hunisi' })).toBeInTheDocument();
    expect(summaryCall).toHaveBeenCalledWith({ params: { query: { days: 7 } } });
    expect(totalOf('Ziyaretçi')).toBe('8.421');
    expect(totalOf('Görüntüleme')).toBe('12.345');
    expect(totalOf('Daire açıldı')).toBe('1.502');
    expect(totalOf('Broşür indirildi')).toBe('310');
    expect(totalOf('Geri arama talebi')).toBe('555');
    // 555 call-backs in 12,345 views: 4.5 per 100.
    expect(totalOf('Dönüşüm')).toBe('%4,5');
    const projects = screen.getByRole('table', { name: 'Proje hunisi' });
    const row = within(projects).getByRole('row', { name: /gunes-evleri/ });
    expect(
      within(row)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['6.000', '1.200', '240', '270', '%4,5']);
    const sources = screen.getByRole('table', { name: 'Kaynak hunisi' });
    expect(within(sources).getByRole('row', { name: /Doğrudan/ })).toHaveTextContent('%4,3');
    expect(within(sources).getByRole('row', { name: /google/ })).toHaveTextContent('%4,8');
  });

  it('gives every list as a table with its names in Turkish', async () => {
    renderAt('/admin/ziyaretciler');
    const row = async (table: string, name: RegExp) =>
      within(await screen.findByRole('table', { name: table }))
        .getByRole('row', { name })
        .textContent?.replace(/\s+/g, ' ');
    expect(await row('En çok bakılan sayfalar', /gunes-evleri/)).toBe('/projeler/gunes-evleri6.0004.000');
    expect(await row('Diller', /Rusça/)).toBe('Rusça3.3452.421');
    expect(await row('Kaynaklar', /Doğrudan/)).toBe('Doğrudan7.0005.000');
    expect(await row('Cihazlar', /Telefon/)).toBe('Telefon8.0006.000');
    expect(await row('Kampanyalar', /kis-kampanyasi/)).toBe('=kis-kampanyasi900700');
  });

  it('marks each Web Vital good or not in words and signs, not colour alone', async () => {
    renderAt('/admin/ziyaretciler');
    const vitals = await screen.findByRole('table', { name: 'Sayfa ve cihaza göre Web Vitals p75' });
    expect(within(vitals).getByRole('columnheader', { name: 'LCP (iyi ≤ 2,5 sn)' })).toBeInTheDocument();
    expect(within(vitals).getByRole('columnheader', { name: 'INP (iyi ≤ 200 ms)' })).toBeInTheDocument();
    expect(within(vitals).getByRole('columnheader', { name: 'CLS (iyi ≤ 0,1)' })).toBeInTheDocument();
    const cells = within(within(vitals).getByRole('row', { name: /gunes-evleri/ })).getAllByRole('cell');
    expect(cells.map((c) => c.textContent)).toEqual([
      'Telefon',
      '3 sn✗ iyileştirilmeli1.234 ölçüm',
      '150 ms✓ iyi800 ölçüm',
      // p75 above the histogram's last edge.
      '> 1✗ iyileştirilmeli12 ölçüm',
    ]);
  });

  it('draws views and visitors per day and gives every day of the period as a table', async () => {
    renderAt('/admin/ziyaretciler');
    const daily = await screen.findByRole('table', { name: 'Günlük görüntüleme ve ziyaretçi' });
    const rows = within(daily).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(7);
    expect(rows[0]).toHaveTextContent('22 Kasım 2026' + '0' + '0');
    expect(rows[1]).toHaveTextContent('23 Kasım 20264.0002.500');
    expect(rows[6]).toHaveTextContent('28 Kasım 20268.3455.921');
    // The drawing: one column per day, hidden from screen readers (the table says it).
    const svg = document.querySelector('svg.vis-daily__plot')!;
    expect(svg).toHaveAttribute('aria-hidden', 'true');
    expect(svg.querySelectorAll('rect.vis-daily__bar')).toHaveLength(7);
    const heights = [...svg.querySelectorAll('rect')].map((r) => Number(r.getAttribute('height')));
    expect(heights[6]).toBeGreaterThan(heights[1]);
    expect(heights[0]).toBe(0);
  });

  it('keeps the period in the address, so the view can be shared', async () => {
    renderAt('/admin/ziyaretciler?gun=30');
    expect(await screen.findByRole('button', { name: 'Son 30 gün' })).toHaveAttribute('aria-pressed', 'true');
    await screen.findByRole('heading', { name: 'Proje hunisi' });
    expect(summaryCall).toHaveBeenLastCalledWith({ params: { query: { days: 30 } } });

    await userEvent.click(screen.getByRole('button', { name: 'Son 90 gün' }));
    expect(screen.getByTestId('address')).toHaveTextContent('/admin/ziyaretciler?gun=90');
    expect(screen.getByRole('button', { name: 'Son 90 gün' })).toHaveAttribute('aria-pressed', 'true');
    expect(summaryCall).toHaveBeenLastCalledWith({ params: { query: { days: 90 } } });
    expect(await screen.findByText('Son 90 gün', { selector: '.adm-muted' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Son 7 gün' }));
    expect(screen.getByTestId('address')).toHaveTextContent(/^\/admin\/ziyaretciler$/);
    expect(summaryCall).toHaveBeenLastCalledWith({ params: { query: { days: 7 } } });
  });

  it('reads an unknown period in the address as the last 7 days', async () => {
    renderAt('/admin/ziyaretciler?gun=365');
    await screen.findByRole('heading', { name: 'Proje hunisi' });
    expect(summaryCall).toHaveBeenCalledWith({ params: { query: { days: 7 } } });
    expect(screen.getByRole('button', { name: 'Son 7 gün' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('explains what is counted, and that no cookie is used, before anything was counted', async () => {
    answer = EMPTY;
    renderAt('/admin/ziyaretciler');
    expect(await screen.findByText('Henüz ziyaret sayılmadı')).toBeInTheDocument();
    expect(screen.getByText(/Sayım, ziyaretçiler siteye geldikçe başlar/)).toBeInTheDocument();
    expect(screen.getByText(/Çerez kullanılmaz/)).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'CSV indir' })).toBeDisabled();
  });

  it('says so when the figures cannot be read', async () => {
    jest.spyOn(console, 'warn').mockImplementation(() => {});
    summaryCall.mockRejectedValueOnce(new Error('500'));
    renderAt('/admin/ziyaretciler');
    expect(await screen.findByRole('alert')).toHaveTextContent('Ziyaretçi sayıları yüklenemedi');
  });

  it('downloads the figures as a CSV file', async () => {
    const created: Blob[] = [];
    URL.createObjectURL = jest.fn((blob: Blob) => {
      created.push(blob);
      return 'blob:x';
    });
    URL.revokeObjectURL = jest.fn();
    const names: string[] = [];
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      names.push(this.download);
    });
    renderAt('/admin/ziyaretciler');
    await screen.findByRole('heading', { name: 'Proje hunisi' });
    await userEvent.click(screen.getByRole('button', { name: 'CSV indir' }));
    expect(click).toHaveBeenCalledTimes(1);
    expect(created).toHaveLength(1);
    expect(names).toEqual(['ziyaretciler-2026-11-22-2026-11-28.csv']);
    const text = await new Promise<string>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(reader.result as string);
      reader.readAsText(created[0]);
    });
    expect(text).toContain('"Toplam";"";"Görüntüleme";"12345"');
    click.mockRestore();
  });
});

describe('visitorsCsv', () => {
  const csv = visitorsCsv(SUMMARY);
  const lines = csv.slice(1).trimEnd().split('\r\n');

  it('is Excel-TR’s CSV: a UTF-8 BOM, semicolons, CRLF', () => {
    expect(csv.startsWith('\uFEFF"Bölüm";"Kalem";"Ölçü";"Değer"\r\n')).toBe(true);
    expect(csv.endsWith('\r\n')).toBe(true);
  });

  it('writes every figure, one a line, with decimal commas', () => {
    expect(lines).toContain('"Dönem";"2026-11-22 – 2026-11-28";"Gün";"7"');
    expect(lines).toContain('"Toplam";"";"Ziyaretçi";"8421"');
    expect(lines).toContain('"Gün";"2026-11-22";"Görüntüleme";"0"');
    expect(lines).toContain('"Gün";"2026-11-28";"Ziyaretçi";"5921"');
    expect(lines).toContain('"Dil";"Rusça";"Görüntüleme";"3345"');
    expect(lines).toContain('"Kaynak hunisi";"Doğrudan";"Dönüşüm (%)";"4,3"');
    expect(lines).toContain('"Proje hunisi";"gunes-evleri";"Broşür indirildi";"240"');
    expect(lines).toContain('"Web Vitals";"/projeler/gunes-evleri (Telefon)";"LCP p75 (ms)";"3000"');
    expect(lines).toContain('"Web Vitals";"/projeler/gunes-evleri (Telefon)";"CLS p75";">1"');
    expect(lines).toContain('"Web Vitals";"/projeler/gunes-evleri (Telefon)";"INP iyi mi";"iyi"');
  });

  it('keeps a campaign name that starts a formula as text', () => {
    expect(lines).toContain('"Kampanya";"\'=kis-kampanyasi";"Görüntüleme";"900"');
  });
});

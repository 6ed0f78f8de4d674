import '@testing-library/jest-dom';
import { render, screen, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { Route, Routes } from 'react-router-dom';
import { TranslationPanel } from './translation-panel';
import { TestRouter } from '../../../test/test-router';
import { mockApi } from '../../../test/mock-api';

const ITEMS = [
  {
    type: 'project',
    id: 5,
    title: 'Güneş Evleri',
    field: 'technical_info.description',
    lang: 'ru',
    issue: 'missing',
  },
  {
    type: 'project',
    id: 5,
    title: 'Güneş Evleri',
    field: 'features.0.title',
    lang: 'en',
    issue: 'copied',
    same_as: 'tr',
  },
  { type: 'settings', id: 1, title: 'Site ayarları', field: 'address', lang: 'en', issue: 'missing' },
];
mockApi({ 'GET /api/translations/missing': () => ({ total: 3, records: 2, items: ITEMS }) });

const renderAt = (element: ReactElement) =>
  render(
    <TestRouter initialEntries={['/admin/x']}>
      <Routes>
        <Route path="/admin/x" element={element} />
      </Routes>
    </TestRouter>,
  );

describe('dashboard: translation check', () => {
  it('gives the dashboard a count and the first problems, each a link to its field', async () => {
    renderAt(<TranslationPanel />);
    const panel = await screen.findByRole('region', { name: 'Çeviri kontrolü' });
    expect(panel).toHaveTextContent('3 alan çeviri bekliyor (2 kayıt)');
    expect(within(panel).getByRole('link', { name: 'Tümünü gör →' })).toHaveAttribute(
      'href',
      '/admin/ceviri-kontrolu',
    );
    expect(within(panel).getAllByRole('listitem')).toHaveLength(3);
    expect(within(panel).getByRole('link', { name: /Site ayarları · Adres/ })).toHaveAttribute(
      'href',
      '/admin/settings?dil=en#alan-address',
    );
  });
});

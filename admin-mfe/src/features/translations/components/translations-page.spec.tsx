import '@testing-library/jest-dom';
import { render, screen, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { Route, Routes } from 'react-router-dom';
import { TranslationsPage } from './translations-page';
import { TestRouter } from '../../../test/test-router';
import { mockApi } from '../../../test/mock-api';

const ITEMS = [
  { type: 'project', id: 5, title: 'Güneş Evleri', field: 'technical_info.description', lang: 'ru', issue: 'missing' },
  { type: 'project', id: 5, title: 'Güneş Evleri', field: 'features.0.title', lang: 'en', issue: 'copied', same_as: 'tr' },
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

describe('Çeviri Kontrolü', () => {
  it('groups the problems by record and links each to its field and language', async () => {
    renderAt(<TranslationsPage />);
    const project = await screen.findByRole('region', { name: 'Proje: Güneş Evleri' });
    const missing = within(project).getByRole('link', { name: /Teknik bilgiler › Açıklama.*RU.*Rusça boş/ });
    expect(missing).toHaveAttribute('href', '/admin/projects?duzenle=5&dil=ru#alan-technical_info.description');
    expect(within(project).getByRole('link', { name: /Özellikler › 1\. › Başlık.*EN.*İngilizce, Türkçe ile aynı/ })).toBeInTheDocument();
    const settings = screen.getByRole('region', { name: 'Site ayarları: Site ayarları' });
    expect(within(settings).getByRole('link', { name: /Adres/ })).toHaveAttribute('href', '/admin/settings?dil=en#alan-address');
    expect(document.querySelector('.adm-tr-summary')).toHaveTextContent('3 alan, 2 kayıtta çeviri bekliyor (2 boş, 1 başka bir dille aynı).');
  });
});

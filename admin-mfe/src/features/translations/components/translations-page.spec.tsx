import '@testing-library/jest-dom';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { Route, Routes } from 'react-router-dom';
import { TranslationsPage } from './translations-page';
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
  {
    type: 'progress_update',
    id: 12,
    project_id: 5,
    title: 'Güneş Evleri · 1 Mart 2026',
    field: 'text',
    lang: 'ru',
    issue: 'missing',
  },
  { type: 'settings', id: 1, title: 'Site ayarları', field: 'address', lang: 'en', issue: 'missing' },
];
const KEPT = {
  id: 3,
  type: 'project',
  record_id: 5,
  title: 'Güneş Evleri',
  field: 'features.0.title',
  text: 'Loft',
  created_by: 'a@b.c',
  created_at: '2026-03-01T00:00:00.000Z',
};
// The server's state: "böyle kalsın" takes the copy off the list and lists it as kept; "Geri al" undoes it.
let kept = false;
const api = mockApi({
  'GET /api/translations/missing': () => {
    const items = kept ? ITEMS.filter((i) => i.issue !== 'copied') : ITEMS;
    return { total: items.length, records: 3, items, kept: kept ? [KEPT] : [] };
  },
  'POST /api/translations/kept': () => ((kept = true), KEPT),
  'DELETE /api/translations/kept/{id}': () => ((kept = false), undefined),
});
beforeEach(() => {
  kept = false;
});

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
    expect(missing).toHaveAttribute(
      'href',
      '/admin/projects?duzenle=5&dil=ru#alan-technical_info.description',
    );
    expect(
      within(project).getByRole('link', { name: /Özellikler › 1\..*Başlık.*EN.*İngilizce, Türkçe ile aynı/ }),
    ).toBeInTheDocument();
    const settings = screen.getByRole('region', { name: 'Site ayarları: Site ayarları' });
    expect(within(settings).getByRole('link', { name: /Adres/ })).toHaveAttribute(
      'href',
      '/admin/settings?dil=en#alan-address',
    );
    expect(document.querySelector('.adm-tr-summary')).toHaveTextContent(
      '4 alan, 3 kayıtta çeviri bekliyor (3 boş, 1 başka bir dille aynı).',
    );
  });

  it('reads the report again when she comes back to the tab (a text saved elsewhere is listed at once)', async () => {
    renderAt(<TranslationsPage />);
    const project = await screen.findByRole('region', { name: 'Proje: Güneş Evleri' });
    const copy = within(project).getByRole('link', { name: /İngilizce, Türkçe ile aynı/ });
    kept = true; // the content changed on the server meanwhile
    fireEvent(document, new Event('visibilitychange'));
    await waitFor(() => expect(copy).not.toBeInTheDocument());
    expect(document.querySelector('.adm-tr-summary')).toHaveTextContent('3 alan, 3 kayıtta çeviri bekliyor');
  });

  it('links an empty construction update text to its project, the update opened on its language', async () => {
    renderAt(<TranslationsPage />);
    const update = await screen.findByRole('region', {
      name: 'İnşaat güncellemesi: Güneş Evleri · 1 Mart 2026',
    });
    expect(within(update).getByRole('link', { name: /RU.*Rusça boş/ })).toHaveAttribute(
      'href',
      '/admin/projects?duzenle=5&guncelleme=12&dil=ru#alan-text',
    );
  });

  it('offers "Böyle kalsın" on a copy only; it takes the flag away, stored on the server, and can be undone', async () => {
    renderAt(<TranslationsPage />);
    const project = await screen.findByRole('region', { name: 'Proje: Güneş Evleri' });
    // An empty text needs a translator: no way to wave it through.
    expect(within(project).getAllByRole('button', { name: /Böyle kalsın/ })).toHaveLength(1);
    fireEvent.click(within(project).getByRole('button', { name: /Böyle kalsın: Özellikler › 1\..*Başlık/ }));
    await waitFor(() =>
      expect(screen.queryByRole('link', { name: /İngilizce, Türkçe ile aynı/ })).not.toBeInTheDocument(),
    );
    expect(api['POST /api/translations/kept']).toHaveBeenCalledWith({
      body: { type: 'project', id: 5, field: 'features.0.title' },
    });
    const list = screen.getByRole('region', { name: 'Böyle kalsın denilenler' });
    expect(list).toHaveTextContent('“Loft”');
    fireEvent.click(within(list).getByRole('button', { name: /Geri al/ }));
    await screen.findByRole('link', { name: /İngilizce, Türkçe ile aynı/ });
    expect(api['DELETE /api/translations/kept/{id}']).toHaveBeenCalledWith({ params: { path: { id: 3 } } });
    expect(screen.queryByRole('region', { name: 'Böyle kalsın denilenler' })).not.toBeInTheDocument();
  });
});

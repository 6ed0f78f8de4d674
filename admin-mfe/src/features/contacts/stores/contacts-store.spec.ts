import { useToastStore } from '@konak/shared-ui';
import { useContactsStore } from './contacts-store';
import { useContactStats } from '../../../components/contact-stats-store';
import { mockApi } from '../../../test/mock-api';

const api = mockApi({
  'GET /api/projects': () => [{ slug: 'gunes-evleri', title: { tr: 'Güneş Evleri', en: '', ru: '' } }],
  'GET /api/contact/stats': () => ({ new_count: 1 }),
  'PUT /api/contact/{id}': jest.fn(),
  'DELETE /api/contact/{id}': async () => Promise.reject(new Error('x')),
});
const updateContactStatus = api['PUT /api/contact/{id}'];

afterEach(() => {
  useContactsStore.getState().reset();
  useToastStore.setState({ toasts: [] });
  useContactStats.setState({ stats: null });
});

const lastToast = () => useToastStore.getState().toasts.at(-1)?.title;

describe('contacts store', () => {
  it('says so when a status change fails, and reports it to the screen (which puts the old one back)', async () => {
    updateContactStatus.mockRejectedValueOnce(new Error('x'));
    expect(await useContactsStore.getState().setStatus(7, 'Ali', 'closed')).toBe(false);
    expect(lastToast()).toBe('Durum güncellenirken hata oluştu');
  });

  it('says the new status once the server has it, and reads the menu count again', async () => {
    updateContactStatus.mockResolvedValueOnce({});
    expect(await useContactsStore.getState().setStatus(7, 'Ali', 'contacted')).toBe(true);
    expect(useToastStore.getState().toasts.at(-1)).toMatchObject({
      kind: 'success',
      title: 'Durum güncellendi',
      description: 'Ali: İletişimde',
    });
    expect(api['GET /api/contact/stats']).toHaveBeenCalled();
  });

  it('reports a failed delete', async () => {
    expect(await useContactsStore.getState().remove(7)).toBe(false);
    expect(lastToast()).toBe('Silme işlemi başarısız');
  });

  it('names the projects from one page of the biggest size', async () => {
    await useContactsStore.getState().loadTitles();
    expect(useContactsStore.getState().titles).toEqual({ 'gunes-evleri': 'Güneş Evleri' });
    expect(api['GET /api/projects']).toHaveBeenCalledWith(
      expect.objectContaining({ params: { query: { per_page: 100, fields: 'summary' } } }),
    );
  });
});

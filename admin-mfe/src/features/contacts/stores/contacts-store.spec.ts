import { useToastStore } from '@konak/shared-ui';
import { useContactsStore } from './contacts-store';
import { mockApi } from '../../../test/mock-api';

const api = mockApi({
  'GET /api/contact': () => [{ id: 7, name: 'Ali', phone: '', email: '', status: 'new', created_at: '' }],
  'GET /api/projects': () => [],
  'GET /api/contact/stats': () => ({ new_count: 1 }),
  'PUT /api/contact/{id}': jest.fn(),
  'DELETE /api/contact/{id}': async () => Promise.reject(new Error('x')),
});
const updateContactStatus = api['PUT /api/contact/{id}'];

afterEach(() => {
  useContactsStore.getState().reset();
  useToastStore.setState({ toasts: [] });
});

const lastToast = () => useToastStore.getState().toasts.at(-1)?.title;

describe('contacts store', () => {
  it('puts the old status back and says so when the change fails', async () => {
    await useContactsStore.getState().load('all');
    updateContactStatus.mockRejectedValueOnce(new Error('x'));
    await useContactsStore.getState().setStatus(7, 'closed');
    expect(useContactsStore.getState().items[0].status).toBe('new');
    expect(lastToast()).toBe('Durum güncellenirken hata oluştu');
  });

  it('says the new status once the server has it', async () => {
    await useContactsStore.getState().load('all');
    updateContactStatus.mockResolvedValueOnce({});
    await useContactsStore.getState().setStatus(7, 'contacted');
    expect(useToastStore.getState().toasts.at(-1)).toMatchObject({ kind: 'success', title: 'Durum güncellendi', description: 'Ali: İletişimde' });
  });

  it('drops a request from a filtered list once it no longer matches', async () => {
    await useContactsStore.getState().load('new');
    updateContactStatus.mockResolvedValueOnce({});
    await useContactsStore.getState().setStatus(7, 'contacted');
    expect(useContactsStore.getState().items).toEqual([]);
  });

  it('reports a failed delete', async () => {
    await useContactsStore.getState().load('all');
    await useContactsStore.getState().remove(7);
    expect(lastToast()).toBe('Silme işlemi başarısız');
    expect(useContactsStore.getState().items).toHaveLength(1);
  });
});

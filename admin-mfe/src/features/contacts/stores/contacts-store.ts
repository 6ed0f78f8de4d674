import { create } from 'zustand';
import { toast, type ContactRequest, type ContactStatus } from '@konak/shared-ui';
import { apiClient, body } from '../../../api/client';
import { STATUS_LABELS } from '../components/status-labels';
import { useNewContactsCount } from './new-count-store';

export type ContactFilter = ContactStatus | 'all';

interface ContactsState {
  items: ContactRequest[];
  /** Project slug → Turkish title (the project filter and the CSV); {} until read. */
  titles: Record<string, string>;
  filter: ContactFilter;
  status: 'idle' | 'loading' | 'ready' | 'error';
  load: (filter?: ContactFilter) => Promise<void>;
  setStatus: (id: number, status: ContactStatus) => Promise<void>;
  remove: (id: number) => Promise<void>;
  reset: () => void;
}

const initial = { items: [] as ContactRequest[], titles: {} as Record<string, string>, filter: 'all' as ContactFilter, status: 'idle' as const };
const refreshCount = () => void useNewContactsCount.getState().refresh();

export const useContactsStore = create<ContactsState>((set, get) => ({
  ...initial,
  load: async (filter = get().filter) => {
    set({ filter, status: 'loading' });
    // Titles only name the projects: without them the list shows slugs.
    if (Object.keys(get().titles).length === 0)
      void body(apiClient.GET('/api/projects')).then(
        (projects) => set({ titles: Object.fromEntries(projects.map((p) => [p.slug, p.title.tr || p.slug])) }),
        () => undefined,
      );
    try {
      // Newest first; `status` narrows the list on the server.
      const items = await body(apiClient.GET('/api/contact', { params: { query: filter === 'all' ? {} : { status: filter } } }));
      if (get().filter === filter) set({ items, status: 'ready' });
    } catch {
      set({ items: [], status: 'error' });
      toast.error('İletişim talepleri yüklenirken hata oluştu');
    }
  },
  setStatus: async (id, status) => {
    const before = get().items;
    set({ items: before.map((c) => (c.id === id ? { ...c, status } : c)) });
    try {
      await body(apiClient.PUT('/api/contact/{id}', { params: { path: { id } }, body: { status } }));
      refreshCount();
      toast.success('Durum güncellendi', `${before.find((c) => c.id === id)?.name ?? 'Talep'}: ${STATUS_LABELS[status]}`);
      const filter = get().filter;
      if (filter !== 'all' && filter !== status) set({ items: get().items.filter((c) => c.id !== id) });
    } catch {
      set({ items: before });
      toast.error('Durum güncellenirken hata oluştu');
    }
  },
  remove: async (id) => {
    try {
      await body(apiClient.DELETE('/api/contact/{id}', { params: { path: { id } } }));
      set({ items: get().items.filter((c) => c.id !== id) });
      refreshCount();
      toast.success('Talep silindi');
    } catch {
      toast.error('Silme işlemi başarısız');
    }
  },
  reset: () => set(initial),
}));

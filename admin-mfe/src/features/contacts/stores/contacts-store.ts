import { create } from 'zustand';
import { toast, type ContactRequest, type ContactStatus } from '@konak/shared-ui';
import { listContacts } from '../api/list-contacts';
import { updateContactStatus } from '../api/update-contact-status';
import { deleteContact } from '../api/delete-contact';
import { STATUS_LABELS } from '../components/status-labels';

export type ContactFilter = ContactStatus | 'all';

interface ContactsState {
  items: ContactRequest[];
  filter: ContactFilter;
  status: 'idle' | 'loading' | 'ready' | 'error';
  load: (filter?: ContactFilter) => Promise<void>;
  setStatus: (id: number, status: ContactStatus) => Promise<void>;
  remove: (id: number) => Promise<void>;
  reset: () => void;
}

const initial = { items: [] as ContactRequest[], filter: 'all' as ContactFilter, status: 'idle' as const };

export const useContactsStore = create<ContactsState>((set, get) => ({
  ...initial,
  load: async (filter = get().filter) => {
    set({ filter, status: 'loading' });
    try {
      const items = await listContacts(filter === 'all' ? undefined : filter);
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
      await updateContactStatus(id, status);
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
      await deleteContact(id);
      set({ items: get().items.filter((c) => c.id !== id) });
      toast.success('Talep silindi');
    } catch {
      toast.error('Silme işlemi başarısız');
    }
  },
  reset: () => set(initial),
}));

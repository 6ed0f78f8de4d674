import { create } from 'zustand';
import { toast, type AdminUser, type AuditPage } from '@konak/shared-ui';
import { apiClient, body } from '../../../api/client';
import { apiQuery, type AuditFilters } from '../model/audit-format';

export const PER_PAGE = 50;

interface AuditState {
  page: AuditPage | null;
  /** The administrators, for the "who" filter (those deleted since still show in the entries by name). */
  users: AdminUser[];
  status: 'idle' | 'loading' | 'ready' | 'error';
  /** The filters of the page shown (an older answer arriving late is dropped). */
  shown: string;
  load: (filters: AuditFilters) => Promise<void>;
}

export const useAuditStore = create<AuditState>((set, get) => ({
  page: null,
  users: [],
  status: 'idle',
  shown: '',
  load: async (filters) => {
    const key = JSON.stringify(filters);
    set({ status: 'loading', shown: key });
    if (get().users.length === 0)
      void body(apiClient.GET('/api/users')).then(
        (users) => set({ users }),
        () => undefined,
      );
    try {
      const page = await body(apiClient.GET('/api/audit', { params: { query: apiQuery(filters, PER_PAGE) } }));
      if (get().shown === key) set({ page, status: 'ready' });
    } catch {
      if (get().shown === key) set({ status: 'error' });
      toast.error('Etkinlik kaydı yüklenemedi');
    }
  },
}));

// What the call-back list needs besides its page of rows (components/use-paged-list.ts holds those): the
// projects' names for the project filter and the rows, and the changes staff make to a request.
import { create } from 'zustand';
import { toast, type ContactStatus, type ProjectSummary } from '@konak/shared-ui';
import { PAGING } from '@konak/contract';
import { apiClient, body } from '../../../api/client';
import { getPage } from '../../../api/get-page';
import { useContactStats } from '../../../components/contact-stats-store';
import { STATUS_LABELS } from '../components/status-labels';

interface ContactsState {
  /** Project slug → Turkish title, in the projects' order; {} until read. */
  titles: Record<string, string>;
  loadTitles: () => Promise<void>;
  /** Saves a new status; resolves false (after saying so) when the server refused. */
  setStatus: (id: number, name: string, status: ContactStatus) => Promise<boolean>;
  remove: (id: number) => Promise<boolean>;
  reset: () => void;
}

const refreshCounts = () => void useContactStats.getState().refresh();

export const useContactsStore = create<ContactsState>((set, get) => ({
  titles: {},
  loadTitles: async () => {
    if (Object.keys(get().titles).length > 0) return;
    try {
      // A company has tens of projects: the biggest page holds them (the filter is a list to choose from).
      const { items: projects } = await getPage<ProjectSummary>('/api/projects', {
        per_page: PAGING.maxPerPage,
        fields: 'summary',
      });
      set({ titles: Object.fromEntries(projects.map((p) => [p.slug, p.title.tr || p.slug])) });
    } catch {
      // Without the names the rows show the project's address word; the list still works.
    }
  },
  setStatus: async (id, name, status) => {
    try {
      await body(apiClient.PUT('/api/contact/{id}', { params: { path: { id } }, body: { status } }));
      refreshCounts();
      toast.success('Durum güncellendi', `${name}: ${STATUS_LABELS[status]}`);
      return true;
    } catch {
      toast.error('Durum güncellenirken hata oluştu');
      return false;
    }
  },
  remove: async (id) => {
    try {
      await body(apiClient.DELETE('/api/contact/{id}', { params: { path: { id } } }));
      refreshCounts();
      toast.success('Talep silindi');
      return true;
    } catch {
      toast.error('Silme işlemi başarısız');
      return false;
    }
  },
  reset: () => set({ titles: {} }),
}));

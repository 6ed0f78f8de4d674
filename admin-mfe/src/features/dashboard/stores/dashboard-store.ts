import { create } from 'zustand';
import type { ContactRequest, ContactStats } from '@konak/shared-ui';
import { apiClient, body } from '../../../api/client';

export const RECENT_COUNT = 5;

interface DashboardState {
  status: 'loading' | 'ready';
  projects: number;
  posts: number;
  contacts: number;
  newContacts: number;
  recent: ContactRequest[];
  /** Requests per week and project, time to first contact; null when they could not be read. */
  stats: ContactStats | null;
  failed: boolean;
  load: () => Promise<void>;
}

/** Each list loads on its own; a failed one counts as zero and raises the notice (SPEC §4, §8). */
export const useDashboardStore = create<DashboardState>((set) => ({
  status: 'loading',
  projects: 0,
  posts: 0,
  contacts: 0,
  newContacts: 0,
  recent: [],
  stats: null,
  failed: false,
  load: async () => {
    set({ status: 'loading' });
    const [projects, posts, contacts, stats] = await Promise.allSettled([
      body(apiClient.GET('/api/projects')),
      body(apiClient.GET('/api/blog')),
      // Newest first.
      body(apiClient.GET('/api/contact')),
      // Requests per week and per project, and the median time to first contact.
      body(apiClient.GET('/api/contact/stats')),
    ]);
    const list = <T,>(r: PromiseSettledResult<T[]>, name: string): T[] => {
      if (r.status === 'fulfilled' && Array.isArray(r.value)) return r.value;
      console.warn(`Dashboard: ${name} yüklenemedi`, r.status === 'rejected' ? r.reason : r.value);
      return [];
    };
    const c = list(contacts, 'iletişim talepleri');
    set({
      status: 'ready',
      projects: list(projects, 'projeler').length,
      posts: list(posts, 'blog yazıları').length,
      contacts: c.length,
      newContacts: c.filter((x) => x.status === 'new').length,
      recent: [...c].sort((a, b) => String(b.created_at).localeCompare(String(a.created_at))).slice(0, RECENT_COUNT),
      stats: stats.status === 'fulfilled' ? stats.value : null,
      failed: [projects, posts, contacts, stats].some((r) => r.status === 'rejected'),
    });
  },
}));

import { create } from 'zustand';
import type { ContactRequest } from '@konak/shared-ui';
import { listProjects } from '../api/list-projects';
import { listPosts } from '../api/list-posts';
import { listContacts } from '../api/list-contacts';

export const RECENT_COUNT = 5;

interface DashboardState {
  status: 'loading' | 'ready';
  projects: number;
  posts: number;
  contacts: number;
  newContacts: number;
  recent: ContactRequest[];
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
  failed: false,
  load: async () => {
    set({ status: 'loading' });
    const [projects, posts, contacts] = await Promise.allSettled([listProjects(), listPosts(), listContacts()]);
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
      failed: [projects, posts, contacts].some((r) => r.status === 'rejected'),
    });
  },
}));

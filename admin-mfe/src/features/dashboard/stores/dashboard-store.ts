import { create } from 'zustand';
import { mayUse } from '@konak/contract';
import { useAuthStore, type ContactRequest, type ContactStats } from '@konak/shared-ui';
import { countOf, getPage } from '../../../api/get-page';
import { useContactStats } from '../../../components/contact-stats-store';

export const RECENT_COUNT = 5;

interface DashboardState {
  status: 'loading' | 'ready';
  projects: number;
  posts: number;
  contacts: number;
  newContacts: number;
  suspicious: number;
  recent: ContactRequest[];
  /** Requests per week and project, time to first contact; null when they could not be read. */
  stats: ContactStats | null;
  failed: boolean;
  load: () => Promise<void>;
}

/** The figures of the stats answer that came with paging (issue 25); absent from an older server. */
type Totals = { total?: number; suspicious_count?: number };

/** Years of data (issue 25): every figure is a count the server makes — the stats' aggregates and the
 *  X-Total-Count of one-row pages — and the recent requests are one page of five, so the dashboard never
 *  downloads a list. Each read on its own: a failed one counts as zero and raises the notice (SPEC §4, §8). */
export const useDashboardStore = create<DashboardState>((set) => ({
  status: 'loading',
  projects: 0,
  posts: 0,
  contacts: 0,
  newContacts: 0,
  suspicious: 0,
  recent: [],
  stats: null,
  failed: false,
  load: async () => {
    set({ status: 'loading' });
    // Call-back requests are personal data: a role that may not read them (editor) is not shown them.
    const role = useAuthStore.getState().user?.role;
    const leads = !!role && mayUse(role, 'GET /contact');
    const [projects, posts, recent, stats] = await Promise.allSettled([
      countOf('/api/projects'),
      countOf('/api/blog'),
      // Newest first (the list's default order).
      leads
        ? getPage<ContactRequest>('/api/contact', { page: 1, per_page: RECENT_COUNT })
        : { items: [] as ContactRequest[], total: 0 },
      // Shared with the menu's count: opening the dashboard reads the figures once.
      leads ? useContactStats.getState().refresh() : null,
    ]);
    const value = <T>(r: PromiseSettledResult<T>, fallback: T, name: string): T => {
      if (r.status === 'fulfilled' && r.value !== null) return r.value;
      console.warn(`Dashboard: ${name} yüklenemedi`, r.status === 'rejected' ? r.reason : r.value);
      return fallback;
    };
    const figures = leads ? value(stats, null, 'talep sayıları') : null;
    const page = value(recent, { items: [], total: 0 }, 'son talepler');
    const totals = (figures ?? {}) as Totals;
    set({
      status: 'ready',
      projects: value(projects, 0, 'projeler'),
      posts: value(posts, 0, 'blog yazıları'),
      contacts: totals.total ?? page.total,
      newContacts: figures?.new_count ?? 0,
      suspicious: totals.suspicious_count ?? 0,
      recent: page.items,
      stats: figures,
      failed: [projects, posts, recent].some((r) => r.status === 'rejected') || (leads && figures === null),
    });
  },
}));

// Whom a call-back request can be assigned to (the owner and sales, GET /api/contact/assignees): read
// once per visit of the panel, for the list's "Atanan" badges and the request's "Atanan kişi" choice.
import { create } from 'zustand';
import type { ApiPaths } from '@konak/shared-ui';
import { apiClient, body } from '../../../api/client';

export type Assignee =
  ApiPaths['/api/contact/assignees']['get']['responses'][200]['content']['application/json'][number];

interface AssigneesState {
  people: Assignee[];
  status: 'idle' | 'loading' | 'ready' | 'error';
  load: () => Promise<void>;
  /** The name of an assigned administrator ("" while unknown: the list shows nothing rather than a number). */
  nameOf: (id: number | null) => string;
  reset: () => void;
}

export const useAssigneesStore = create<AssigneesState>((set, get) => ({
  people: [],
  status: 'idle',
  load: async () => {
    if (get().status === 'loading' || get().status === 'ready') return;
    set({ status: 'loading' });
    try {
      set({ people: await body(apiClient.GET('/api/contact/assignees')), status: 'ready' });
    } catch {
      // Without the names the list still works; the choice offers only "Kimse" and the caller.
      set({ status: 'error' });
    }
  },
  nameOf: (id) => (id === null ? '' : (get().people.find((p) => p.id === id)?.name ?? '')),
  reset: () => set({ people: [], status: 'idle' }),
}));

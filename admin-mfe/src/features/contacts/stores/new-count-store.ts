import { create } from 'zustand';
import { apiClient, body } from '../../../api/client';

interface NewCountState {
  /** Requests still "new"; null until read (or when it could not be). */
  count: number | null;
  refresh: () => Promise<void>;
}

/** The menu's count beside "İletişim Talepleri": read when the panel opens and moves between screens,
 *  and again whenever a request's status changes or one is deleted here. */
export const useNewContactsCount = create<NewCountState>((set) => ({
  count: null,
  refresh: async () => {
    try {
      set({ count: (await body(apiClient.GET('/api/contact/stats'))).new_count });
    } catch {
      // The badge is a convenience: without it the menu still works.
    }
  },
}));

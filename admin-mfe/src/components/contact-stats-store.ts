// GET /api/contact/stats, read once for the menu's count, the contacts screen's totals and the
// dashboard (issue 25): aggregate counts from the server, never a list downloaded to be counted. Callers
// that ask while a read is under way share it, so a screen and the menu opening together make one request.
import { create } from 'zustand';
import type { ContactStats } from '@konak/shared-ui';
import { apiClient, body } from '../api/client';

interface ContactStatsState {
  /** null until read (or when it could not be). */
  stats: ContactStats | null;
  /** Reads the figures again; resolves with them (null when the read failed). */
  refresh: () => Promise<ContactStats | null>;
}

let pending: Promise<ContactStats | null> | null = null;

export const useContactStats = create<ContactStatsState>((set) => ({
  stats: null,
  refresh: () => {
    pending ??= body(apiClient.GET('/api/contact/stats')).then(
      (stats) => {
        pending = null;
        set({ stats });
        return stats;
      },
      () => {
        // The figures are a convenience: the screens work without them.
        pending = null;
        return null;
      },
    );
    return pending;
  },
}));

import { create } from 'zustand';
import { PAGING } from '@konak/contract';
import { type AdminUser, type AuditPage } from '@konak/shared-ui';
import { apiClient, body } from '../../../api/client';
import type { PageAnswer } from '../../../components/use-paged-list';

interface AuditState {
  /** The administrators, for the "who" filter (those deleted since still show in the entries by name). */
  users: AdminUser[];
  loadUsers: () => Promise<void>;
}

export const useAuditStore = create<AuditState>((set, get) => ({
  users: [],
  loadUsers: async () => {
    if (get().users.length > 0) return;
    try {
      // A company has a handful of administrators: the biggest page holds them.
      set({
        users: await body(
          apiClient.GET('/api/users', { params: { query: { per_page: PAGING.maxPerPage } as never } }),
        ),
      });
    } catch {
      // Without the names the filter offers "Herkes" only; the log still shows who did what.
    }
  },
}));

/** One page of the log. It answers with its own envelope ({items, total, …}, kept for its callers) as well
 *  as the paging headers; the envelope's total is read here. */
export async function fetchAuditPage(
  query: Record<string, string | number>,
  signal: AbortSignal,
): Promise<PageAnswer<AuditPage['items'][number]>> {
  const get = apiClient.GET as unknown as (
    path: string,
    init: { params: { query: typeof query }; signal: AbortSignal },
  ) => Promise<{ data?: AuditPage }>;
  const page = await body(get('/api/audit', { params: { query }, signal }));
  return { items: page.items, total: page.total };
}

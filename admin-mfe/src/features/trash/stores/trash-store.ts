// The trash screen's calls: restore and delete for good (issue 14). The list itself is paged from the
// address (components/use-paged-list.ts, issue 25).
import { create } from 'zustand';
import type { TrashType } from '@konak/contract';
import { toast, type ApiPaths } from '@konak/shared-ui';
import { apiClient } from '../../../api/client';
import { failureDetail } from '../../../components/server-refusal';

type ListAnswer = ApiPaths['/api/trash']['get']['responses'][200];
/** A row of the trash (the API's TrashItemDto). Read from the schema when it describes the list's body;
 *  a paged answer described only by its headers leaves the fields named here. */
export type TrashItem = ListAnswer extends { content: { 'application/json': (infer T)[] } }
  ? T
  : { type: TrashType; id: number; title: string; deleted_at: string; deleted_by: string; purge_at: string };
export type { TrashType };

export const trashKey = (item: Pick<TrashItem, 'type' | 'id'>) => `${item.type}:${item.id}`;

interface TrashState {
  /** The item a call is running for (its buttons wait). */
  busy: string | null;
  /** Resolve true when the item left the trash (the screen reads its page again either way). */
  restore: (item: TrashItem) => Promise<boolean>;
  destroy: (item: TrashItem) => Promise<boolean>;
}

export const useTrashStore = create<TrashState>((set) => {
  const act = async (item: TrashItem, call: () => Promise<unknown>, done: string, failed: string) => {
    set({ busy: trashKey(item) });
    try {
      await call();
      set({ busy: null });
      toast.success(done);
      return true;
    } catch (error) {
      set({ busy: null });
      toast.error(`${failed}: ${(await failureDetail(error)) ?? 'bilinmeyen hata'}`);
      return false;
    }
  };
  return {
    busy: null,
    restore: (item) =>
      act(
        item,
        () =>
          apiClient.POST('/api/trash/{type}/{id}/restore', {
            params: { path: { type: item.type, id: item.id } },
          }),
        `“${item.title}” geri alındı`,
        'Geri alınamadı',
      ),
    destroy: (item) =>
      act(
        item,
        () =>
          apiClient.DELETE('/api/trash/{type}/{id}', { params: { path: { type: item.type, id: item.id } } }),
        `“${item.title}” kalıcı olarak silindi`,
        'Silinemedi',
      ),
  };
});

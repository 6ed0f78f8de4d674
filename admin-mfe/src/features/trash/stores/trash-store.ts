// The trash screen's state: the list, and the restore and delete-for-good calls (issue 14).
import { create } from 'zustand';
import { toast } from '@konak/shared-ui';
import { apiClient, body } from '../../../api/client';
import { failureDetail } from '../../../components/server-refusal';

export type TrashItem = Awaited<ReturnType<typeof list>>[number];
export type TrashType = TrashItem['type'];

const list = () => body(apiClient.GET('/api/trash'));
const key = (item: Pick<TrashItem, 'type' | 'id'>) => `${item.type}:${item.id}`;

interface TrashState {
  items: TrashItem[];
  status: 'idle' | 'loading' | 'ready' | 'error';
  /** The item a call is running for (its buttons wait). */
  busy: string | null;
  load: () => Promise<void>;
  restore: (item: TrashItem) => Promise<boolean>;
  destroy: (item: TrashItem) => Promise<boolean>;
}

export const trashKey = key;

export const useTrashStore = create<TrashState>((set, get) => {
  /** Runs a call for one item; on success the item leaves the list. */
  const act = async (item: TrashItem, call: () => Promise<unknown>, done: string, failed: string) => {
    set({ busy: key(item) });
    try {
      await call();
      set({ items: get().items.filter((i) => key(i) !== key(item)), busy: null });
      toast.success(done);
      return true;
    } catch (error) {
      set({ busy: null });
      toast.error(`${failed}: ${(await failureDetail(error)) ?? 'bilinmeyen hata'}`);
      void get().load();
      return false;
    }
  };
  return {
    items: [],
    status: 'idle',
    busy: null,
    load: async () => {
      set({ status: 'loading' });
      try {
        set({ items: await list(), status: 'ready' });
      } catch (error) {
        set({ status: 'error' });
        toast.error(`Çöp kutusu yüklenemedi: ${(await failureDetail(error)) ?? 'sunucu beklenmeyen bir yanıt verdi'}`);
      }
    },
    restore: (item) =>
      act(item, () => apiClient.POST('/api/trash/{type}/{id}/restore', { params: { path: { type: item.type, id: item.id } } }), `“${item.title}” geri alındı`, 'Geri alınamadı'),
    destroy: (item) =>
      act(item, () => apiClient.DELETE('/api/trash/{type}/{id}', { params: { path: { type: item.type, id: item.id } } }), `“${item.title}” kalıcı olarak silindi`, 'Silinemedi'),
  };
});

// The progress updates of the project open in the admin (issue 12): the list as the site orders it, the
// form's mode, and the calls that add, edit, delete and reorder — each answered by the list as it now is.
import { create } from 'zustand';
import { toast, type ProgressUpdate } from '@konak/shared-ui';
import { apiClient, body } from '../../../api/client';
import { failureDetail, refusalAt } from '../../../components/server-refusal';
import type { FormMode, SaveResult } from '../../../components/crud-store';
import { PROGRESS_FIELDS, type ProgressPayload } from '../components/progress-model';

interface ProgressState {
  projectId: number | null;
  items: ProgressUpdate[];
  status: 'idle' | 'loading' | 'ready' | 'error';
  mode: FormMode<ProgressUpdate>;
  saving: boolean;
  savedId: number | null;
  load: (projectId: number) => Promise<void>;
  openCreate: () => void;
  openEdit: (item: ProgressUpdate) => void;
  close: () => void;
  save: (payload: ProgressPayload) => Promise<SaveResult>;
  remove: (id: number) => Promise<void>;
  /** Moves an update one place up (-1) or down (+1) in the site's order. */
  move: (id: number, by: -1 | 1) => Promise<void>;
}

export const useProgressStore = create<ProgressState>((set, get) => ({
  projectId: null,
  items: [],
  status: 'idle',
  mode: { kind: 'closed' },
  saving: false,
  savedId: null,
  load: async (projectId) => {
    set({
      projectId,
      status: 'loading',
      ...(get().projectId !== projectId && { items: [], mode: { kind: 'closed' }, savedId: null }),
    });
    try {
      const items = await body(
        apiClient.GET('/api/progress-updates', { params: { query: { project_id: projectId } } }),
      );
      if (get().projectId === projectId) set({ items, status: 'ready' });
    } catch (error) {
      set({ status: 'error' });
      toast.error('İnşaat güncellemeleri yüklenemedi', (await failureDetail(error)) ?? undefined);
    }
  },
  openCreate: () => set({ mode: { kind: 'create' }, savedId: null }),
  openEdit: (item) => set({ mode: { kind: 'edit', item }, savedId: null }),
  close: () => set({ mode: { kind: 'closed' } }),
  save: async (payload) => {
    const { mode, projectId } = get();
    if (projectId === null) return { ok: false, message: 'Proje seçili değil', fields: [] };
    set({ saving: true });
    try {
      const saved =
        mode.kind === 'edit'
          ? await body(
              apiClient.PUT('/api/progress-updates/{id}', {
                params: { path: { id: mode.item.id } },
                body: payload,
              }),
            )
          : await body(
              apiClient.POST('/api/progress-updates', { body: { ...payload, project_id: projectId } }),
            );
      toast.success(mode.kind === 'edit' ? 'Güncelleme kaydedildi' : 'Güncelleme eklendi');
      set({ mode: { kind: 'closed' }, saving: false, savedId: saved.id });
      await get().load(projectId);
      return { ok: true };
    } catch (error) {
      const message = (await failureDetail(error, PROGRESS_FIELDS)) ?? 'Kaydedilemedi';
      set({ saving: false });
      toast.error(message);
      return { ok: false, message, fields: await refusalAt(error) };
    }
  },
  remove: async (id) => {
    try {
      await body(apiClient.DELETE('/api/progress-updates/{id}', { params: { path: { id } } }));
      set({ items: get().items.filter((i) => i.id !== id) });
      toast.success('Güncelleme silindi');
    } catch (error) {
      toast.error('Silinemedi', (await failureDetail(error)) ?? undefined);
    }
  },
  move: async (id, by) => {
    const { items, projectId } = get();
    const at = items.findIndex((i) => i.id === id);
    const to = at + by;
    if (projectId === null || at < 0 || to < 0 || to >= items.length) return;
    const next = [...items];
    [next[at], next[to]] = [next[to], next[at]];
    set({ items: next });
    try {
      const answer = await body(
        apiClient.PUT('/api/projects/{id}/progress-order', {
          params: { path: { id: projectId } },
          body: { ids: next.map((i) => i.id) },
        }),
      );
      set({ items: answer });
    } catch (error) {
      set({ items });
      toast.error('Sıralama kaydedilemedi', (await failureDetail(error)) ?? undefined);
      void get().load(projectId);
    }
  },
}));

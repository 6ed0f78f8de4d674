// The list + form state every content screen has (SPEC §4 "Admin forms": create vs edit, edit prefilled
// from the record). Each feature builds its own store from this with its own calls and messages.
import { create } from 'zustand';
import { toast } from '@konak/shared-ui';
import { failureDetail, refusalAt, type FieldNames } from './server-refusal';

export type FormMode<T> = { kind: 'closed' } | { kind: 'create' } | { kind: 'edit'; item: T };

export interface CrudCalls<T, P> {
  /** The whole list, for a screen of a few records. A screen that pages its list from the address
   *  (use-paged-list.ts) leaves it out: the store then keeps the form and the calls, and counts each change
   *  (`changes`) for the screen to read its page again. */
  list?: () => Promise<T[]>;
  /** One record afresh (a paged screen's reopen() after a version was restored). */
  get?: (item: T) => Promise<T>;
  create: (payload: P) => Promise<T>;
  update: (id: number, payload: P) => Promise<T>;
  remove: (id: number) => Promise<unknown>;
}

export interface CrudMessages {
  loadError: (detail: string) => string;
  created: string;
  updated: string;
  deleted: string;
  saveError: (detail: string | undefined) => string;
  deleteError: (detail: string | undefined) => string;
  /** The form's names of the API's fields, for a refusal that names one. */
  fields?: FieldNames;
}

/** A refused save: the line for the form's box and what the server said at single fields. */
export type SaveResult =
  { ok: true } | { ok: false; message: string; fields: { field: string; message: string }[] };

export interface CrudState<T, P> {
  items: T[];
  status: 'idle' | 'loading' | 'ready' | 'error';
  mode: FormMode<T>;
  saving: boolean;
  /** The item saved last, marked in the list when it comes back. */
  savedId: number | null;
  /** Counts saves and deletes, for a paged screen to read its page again. */
  changes: number;
  load: () => Promise<void>;
  openCreate: () => void;
  openEdit: (item: T) => void;
  /** Reloads the list and opens the item's form afresh (after a version was restored). */
  reopen: (id: number) => Promise<void>;
  close: () => void;
  save: (payload: P) => Promise<SaveResult>;
  remove: (id: number) => Promise<boolean>;
  reset: () => void;
}

export function createCrudStore<T extends { id: number }, P>(calls: CrudCalls<T, P>, messages: CrudMessages) {
  const initial = {
    items: [] as T[],
    status: 'idle' as const,
    mode: { kind: 'closed' } as FormMode<T>,
    saving: false,
    savedId: null as number | null,
    changes: 0,
  };
  return create<CrudState<T, P>>((set, get) => ({
    ...initial,
    load: async () => {
      if (!calls.list) {
        set({ status: 'ready', changes: get().changes + 1 });
        return;
      }
      set({ status: 'loading' });
      try {
        set({ items: await calls.list(), status: 'ready' });
      } catch (error) {
        set({ status: 'error' });
        toast.error(messages.loadError((await failureDetail(error)) ?? 'sunucu beklenmeyen bir yanıt verdi'));
      }
    },
    openCreate: () => set({ mode: { kind: 'create' }, savedId: null }),
    openEdit: (item) => set({ mode: { kind: 'edit', item }, savedId: null }),
    reopen: async (id) => {
      const mode = get().mode;
      if (!calls.list && calls.get && mode.kind === 'edit' && mode.item.id === id) {
        set({ mode: { kind: 'closed' } });
        try {
          const item = await calls.get(mode.item);
          set({ mode: { kind: 'edit', item }, savedId: null, changes: get().changes + 1 });
        } catch (error) {
          toast.error(
            messages.loadError((await failureDetail(error)) ?? 'sunucu beklenmeyen bir yanıt verdi'),
          );
        }
        return;
      }
      // Closed first, so the form remounts with the reloaded item instead of keeping its working copy.
      set({ mode: { kind: 'closed' } });
      await get().load();
      const item = get().items.find((i) => i.id === id);
      if (item) set({ mode: { kind: 'edit', item }, savedId: null });
    },
    close: () => set({ mode: { kind: 'closed' } }),
    save: async (payload) => {
      const mode = get().mode;
      set({ saving: true });
      try {
        if (mode.kind === 'edit') {
          const saved = await calls.update(mode.item.id, payload);
          set({
            items: get().items.map((i) => (i.id === mode.item.id ? { ...i, ...saved } : i)),
            savedId: mode.item.id,
          });
          toast.success(messages.updated);
        } else {
          const saved = await calls.create(payload);
          set({ items: [...get().items, saved], savedId: saved.id });
          toast.success(messages.created);
        }
        set({ mode: { kind: 'closed' }, saving: false });
        void get().load();
        return { ok: true };
      } catch (error) {
        const message = messages.saveError(await failureDetail(error, messages.fields));
        set({ saving: false });
        toast.error(message);
        return { ok: false, message, fields: await refusalAt(error) };
      }
    },
    remove: async (id) => {
      try {
        await calls.remove(id);
        set({ items: get().items.filter((i) => i.id !== id), changes: get().changes + 1 });
        toast.success(messages.deleted);
        return true;
      } catch (error) {
        toast.error(messages.deleteError(await failureDetail(error)));
        return false;
      }
    },
    reset: () => set(initial),
  }));
}

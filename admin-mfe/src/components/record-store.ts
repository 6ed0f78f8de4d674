// One record edited in place (about, banner, settings): a failed read keeps the defaults silently
// (SPEC §8), a save is a PUT that creates the record when missing.
import { create } from 'zustand';
import { toast } from '@konak/shared-ui';
import type { SaveResult } from './crud-store';
import { failureDetail, refusalAt, type FieldNames } from './server-refusal';

export interface RecordState<T> {
  record: T;
  status: 'loading' | 'ready';
  saving: boolean;
  load: () => Promise<void>;
  save: (record: T) => Promise<SaveResult>;
  reset: () => void;
}

interface RecordOptions<T> {
  read: () => Promise<T | undefined>;
  write: (record: T) => Promise<T>;
  fallback: () => T;
  saved: string;
  savedDetail?: string;
  saveError: (detail: string | undefined) => string;
  afterSave?: (record: T) => void;
  /** The form's names of the API's fields, for a refusal that names one. */
  fields?: FieldNames;
}

export type RecordStore<T> = ReturnType<typeof createRecordStore<T>>;

export function createRecordStore<T>(o: RecordOptions<T>) {
  const initial = { record: o.fallback(), status: 'loading' as const, saving: false };
  return create<RecordState<T>>((set) => ({
    ...initial,
    load: async () => {
      set({ status: 'loading' });
      try {
        const record = await o.read();
        set({ record: { ...o.fallback(), ...(record ?? {}) }, status: 'ready' });
      } catch {
        set({ record: o.fallback(), status: 'ready' });
      }
    },
    save: async (record) => {
      set({ saving: true });
      try {
        const saved = await o.write(record);
        const merged = { ...record, ...(saved ?? {}) };
        set({ record: merged, saving: false });
        toast.success(o.saved, o.savedDetail);
        o.afterSave?.(merged);
        return { ok: true };
      } catch (error) {
        const message = o.saveError(await failureDetail(error, o.fields));
        set({ saving: false });
        toast.error(message);
        return { ok: false, message, fields: await refusalAt(error) };
      }
    },
    reset: () => set(initial),
  }));
}

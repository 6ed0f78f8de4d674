// The screens that edit one record in place (about, Instagram banner, settings) share one pattern:
// load on opening, a spinner until then, a form over the loaded record that is checked before
// saving and afterwards holds what the server stored (so the form is clean again).
import { useEffect, type FormEvent, type ReactNode } from 'react';
import { Spinner } from '@konak/shared-ui';
import { PageHeader } from './page-header';
import type { RecordStore } from './record-store';
import { useDraft } from './use-draft';
import { useFormErrors, type Problem } from './use-form-errors';

interface SingletonPageProps<T> {
  store: RecordStore<T>;
  title: string;
  description: string;
  /** The form, given the loaded record (or the defaults when the read failed, SPEC §8). */
  children: (record: T) => ReactNode;
}

export function SingletonPage<T>({ store, title, description, children }: SingletonPageProps<T>) {
  const status = store((s) => s.status);
  const record = store((s) => s.record);
  useEffect(() => {
    void store.getState().load();
  }, [store]);
  return (
    <>
      <PageHeader title={title} description={description} />
      {status === 'loading' ? <Spinner label="Yükleniyor..." /> : children(record)}
    </>
  );
}

interface SingletonFormOptions<T, K extends string> {
  /** The rules checked before sending. */
  validate: (draft: T) => Problem<K>[];
  /** What is sent, from the working copy (e.g. trimmed). */
  prepare?: (draft: T) => T;
  /** A form with tabs: the open one, switched to the first problem's; `tabOf` places a field the server named. */
  tab?: K;
  setTab?: (tab: K) => void;
  tabOf?: (field: string) => K;
}

export function useSingletonForm<T, K extends string = string>(
  store: RecordStore<T>,
  initial: T,
  o: SingletonFormOptions<T, K>,
) {
  const { draft, patch, dirty, reset } = useDraft<T>(initial);
  const form = useFormErrors(draft, o.validate, { tab: o.tab, setTab: o.setTab });
  const saving = store((s) => s.saving);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (form.check().length) return;
    const result = await store.getState().save(o.prepare ? o.prepare(draft) : draft);
    if (result.ok) reset(store.getState().record);
    else
      form.refuse(
        result.message,
        result.fields.map((f) => ({ ...f, tab: o.tabOf?.(f.field) })),
      );
  };
  return { draft, patch, dirty, saving, form, submit };
}

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
  /** Called with the problems of a refused attempt (a form with tabs shows the right one). */
  onInvalid?: (problems: Problem<K>[]) => void;
}

export function useSingletonForm<T, K extends string = string>(store: RecordStore<T>, initial: T, o: SingletonFormOptions<T, K>) {
  const { draft, patch, dirty, reset } = useDraft<T>(initial);
  const form = useFormErrors(draft, o.validate);
  const saving = store((s) => s.saving);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const problems = form.check();
    if (problems.length) return o.onInvalid?.(problems);
    const result = await store.getState().save(o.prepare ? o.prepare(draft) : draft);
    if (result.ok) reset(store.getState().record);
    else form.refuse(result.message);
  };
  return { draft, patch, dirty, saving, form, submit };
}

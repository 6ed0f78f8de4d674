import { createContext, useCallback, useEffect, useMemo, useRef, useState } from 'react';

/** A problem found before sending (or named by the server's 422): its text in plain Turkish; for a
 *  form with tabs the tab that holds the field; the field's path as the API names it (`slug`,
 *  `title.ru`, `plans.0.image`), so the field itself is marked; `live` when it is shown while typing
 *  (a mistyped address) instead of after the first save. */
export type Problem<K extends string = string> =
  string | { message: string; tab?: K; field?: string; live?: boolean };

export const problemText = (p: Problem) => (typeof p === 'string' ? p : p.message);

const fieldOf = (p: Problem) => (typeof p === 'string' ? undefined : p.field);

/** True when `field` names `path` or one of its parts (`gallery` holds `gallery.2`). */
const holds = (path: string, field: string) => field === path || field.startsWith(`${path}.`);

/** The tab to show after a failed save: the current one when it holds a problem, else the first that does. */
export function tabToShow<K extends string>(problems: Problem<K>[], current: K): K {
  const tabs = problems.flatMap((p) => (typeof p === 'string' || !p.tab ? [] : [p.tab]));
  return tabs.length === 0 || tabs.includes(current) ? current : tabs[0];
}

/** What the fields of a form read: the error at a field, and when a failed save asks them to show
 *  their problems (language tabs then open a language with one). */
export interface FieldErrors {
  errorAt: (field: string) => string | undefined;
  revealKey: number;
  /** A new form nobody has typed into yet: no red marks (missing languages) until she does. */
  quiet: boolean;
}
export const FieldErrorsContext = createContext<FieldErrors | null>(null);

interface FormErrorsOptions<K extends string> {
  /** The form's open tab, switched to the field of the first problem after a failed save. */
  tab?: K;
  setTab?: (tab: K) => void;
  /** A new record: its empty required fields are not marked before the first edit. */
  fresh?: boolean;
}

/** The problems of a form, shown at their fields and listed in the red box above it. Nothing until the
 *  first save (except `live` problems, e.g. an address, shown as it is typed); from then on the rules
 *  are checked again on every edit, so the marks leave as the user fixes things. After a failed save
 *  the first problem's tab and language are opened and its field focused. A refusal from the server
 *  stays until the next edit. */
export function useFormErrors<T, K extends string = string>(
  draft: T,
  validate: (draft: T) => Problem<K>[],
  o: FormErrorsOptions<K> = {},
) {
  const [attempt, setAttempt] = useState(0);
  const [refusal, setRefusal] = useState<{ message: string; problems: Problem<K>[] }>({
    message: '',
    problems: [],
  });
  const [revealKey, setRevealKey] = useState(0);
  const ref = useRef<HTMLFormElement>(null);
  const first = useRef(draft);
  const all = useMemo(() => validate(draft), [draft, validate]);
  const problems = useMemo(
    () => (attempt > 0 ? all : all.filter((p) => typeof p !== 'string' && p.live)),
    [attempt, all],
  );
  useEffect(() => setRefusal({ message: '', problems: [] }), [draft]);
  // After a failed save: the field of the first problem, now on screen, gets the focus (and the view).
  useEffect(() => {
    if (!revealKey) return;
    const field = ref.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
    field?.focus({ preventScroll: true });
    field?.scrollIntoView?.({ block: 'center' });
  }, [revealKey]);

  /** Opens the tab of the first problem (the current one when it holds one); its language tabs open
   *  a language with a problem as they render (FormLanguageTabs), then the first marked field is focused. */
  const reveal = (found: Problem<K>[]) => {
    const tab = o.tab === undefined ? undefined : tabToShow(found, o.tab);
    if (tab !== undefined && tab !== o.tab) o.setTab?.(tab);
    if (found.some(fieldOf)) setRevealKey((n) => n + 1);
  };

  const errorAt = useCallback(
    (field: string) => {
      const hit = [...refusal.problems, ...problems].find((p) => {
        const at = fieldOf(p);
        return at !== undefined && holds(field, at);
      });
      return hit === undefined ? undefined : problemText(hit);
    },
    [problems, refusal],
  );
  const fields: FieldErrors = {
    errorAt,
    revealKey,
    quiet: !!o.fresh && attempt === 0 && draft === first.current,
  };
  const listed = attempt > 0 ? problems : [];
  // A field that shows its own error is enough; the box scrolls into view only for a problem without one.
  const located = refusal.message ? refusal.problems.length > 0 : listed.some(fieldOf);
  return {
    ref,
    fields,
    errorAt,
    /** Props of ErrorSummary: it scrolls into view after a save attempt, not while the user types. */
    summary: {
      errors: refusal.message ? [refusal.message] : listed.map(problemText),
      scrollKey: `${attempt}|${refusal.message}`,
      scroll: !located,
    },
    /** Tabs that hold a problem, for their dots. */
    flagged: (tab: K) =>
      [...refusal.problems, ...problems].some((p) => typeof p !== 'string' && p.tab === tab),
    /** A save attempt: starts the checking and answers what is wrong now (nothing: send it). */
    check: (): Problem<K>[] => {
      setAttempt((n) => n + 1);
      setRefusal({ message: '', problems: [] });
      reveal(all);
      return all;
    },
    /** The server's refusal: its line for the box, and what it said about single fields. */
    refuse: (message: string, at: Problem<K>[] = []) => {
      setRefusal({ message, problems: at });
      reveal(at);
    },
  };
}

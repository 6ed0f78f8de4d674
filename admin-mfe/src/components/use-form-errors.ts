import { useEffect, useMemo, useState } from 'react';

/** A problem found before sending: its text, and for a form with tabs the tab that holds the field. */
export type Problem<K extends string = string> = string | { message: string; tab: K };

export const problemText = (p: Problem) => (typeof p === 'string' ? p : p.message);

/** The tab to show after a failed save: the current one when it holds a problem, else the first that does. */
export function tabToShow<K extends string>(problems: Problem<K>[], current: K): K {
  const tabs = problems.flatMap((p) => (typeof p === 'string' ? [] : [p.tab]));
  return tabs.length === 0 || tabs.includes(current) ? current : tabs[0];
}

/** What the red box above a form lists. Nothing until the first save; from then on the rules are
 *  checked again on every edit, so the list shrinks as the user fixes things instead of still
 *  naming problems already solved. A refusal from the server stays until the next edit. */
export function useFormErrors<T, K extends string = string>(draft: T, validate: (draft: T) => Problem<K>[]) {
  const [attempt, setAttempt] = useState(0);
  const [refusal, setRefusal] = useState('');
  const problems = useMemo(() => (attempt > 0 ? validate(draft) : []), [attempt, draft, validate]);
  useEffect(() => setRefusal(''), [draft]);
  return {
    /** Props of ErrorSummary: it scrolls into view after a save attempt, not while the user types. */
    summary: { errors: refusal ? [refusal] : problems.map(problemText), scrollKey: `${attempt}|${refusal}` },
    /** Tabs that hold a problem, for their dots. */
    flagged: (tab: K) => problems.some((p) => typeof p !== 'string' && p.tab === tab),
    /** A save attempt: starts the checking and answers what is wrong now (nothing: send it). */
    check: (): Problem<K>[] => {
      setAttempt((n) => n + 1);
      setRefusal('');
      return validate(draft);
    },
    refuse: setRefusal,
  };
}

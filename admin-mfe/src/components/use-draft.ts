import { useCallback, useMemo, useState } from 'react';
import { useUnsavedChanges } from './unsaved-changes';

/** A form's working copy: `dirty` when it differs from what was loaded; unsaved changes are guarded. */
export function useDraft<T>(initial: T) {
  const [base, setBase] = useState(initial);
  const [draft, setDraft] = useState(initial);
  const dirty = useMemo(() => JSON.stringify(base) !== JSON.stringify(draft), [base, draft]);
  useUnsavedChanges(dirty);
  const patch = useCallback((part: Partial<T>) => setDraft((d) => ({ ...d, ...part })), []);
  const reset = useCallback((value: T) => {
    setBase(value);
    setDraft(value);
  }, []);
  return { draft, setDraft, patch, dirty, reset };
}

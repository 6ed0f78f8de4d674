// Unsaved changes are not lost silently. While a form is dirty, every navigation of the panel — a link,
// a redirect, the browser's Back and Forward — is held by react-router's blocker (the shell runs a data
// router), and closing or reloading the tab asks through `beforeunload`. One dialog, rendered by the
// layout, asks before any held action goes ahead.
import { useEffect } from 'react';
import { useBlocker } from 'react-router-dom';
import { create } from 'zustand';
import { ConfirmDialog } from './confirm-dialog';

interface Pending {
  proceed: () => void;
  /** Undoes the hold (a blocked navigation is reset). */
  stay?: () => void;
}

interface UnsavedState {
  dirty: boolean;
  pending: Pending | null;
  setDirty: (dirty: boolean) => void;
  /** Runs `action` now, or after the user agrees to drop the unsaved changes. */
  guard: (action: () => void) => void;
  /** Holds an action until the user answers (always asks). */
  ask: (pending: Pending) => void;
  confirm: () => void;
  cancel: () => void;
}

export const useUnsavedStore = create<UnsavedState>((set, get) => ({
  dirty: false,
  pending: null,
  setDirty: (dirty) => set({ dirty }),
  guard: (action) => (get().dirty ? set({ pending: { proceed: action } }) : action()),
  ask: (pending) => set({ pending }),
  confirm: () => {
    const pending = get().pending;
    set({ dirty: false, pending: null });
    pending?.proceed();
  },
  cancel: () => {
    const pending = get().pending;
    set({ pending: null });
    pending?.stay?.();
  },
}));

/** Marks the current form dirty while `dirty` is true. */
export function useUnsavedChanges(dirty: boolean) {
  const blocker = useBlocker(dirty);

  useEffect(() => {
    if (blocker.state === 'blocked')
      useUnsavedStore.getState().ask({ proceed: blocker.proceed, stay: blocker.reset });
  }, [blocker]);

  useEffect(() => {
    useUnsavedStore.getState().setDirty(dirty);
    if (!dirty) return;
    const onBeforeUnload = (e: BeforeUnloadEvent) => {
      e.preventDefault();
      e.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => {
      window.removeEventListener('beforeunload', onBeforeUnload);
      useUnsavedStore.getState().setDirty(false);
    };
  }, [dirty]);
}

export function UnsavedChangesDialog() {
  const pending = useUnsavedStore((s) => s.pending);
  if (!pending) return null;
  return (
    <ConfirmDialog
      title="Kaydedilmemiş değişiklikler"
      message="Bu formda kaydedilmemiş değişiklikler var. Çıkarsanız değişiklikler kaybolacak."
      confirmLabel="Değişiklikleri at ve çık"
      cancelLabel="Formda kal"
      onConfirm={() => useUnsavedStore.getState().confirm()}
      onCancel={() => useUnsavedStore.getState().cancel()}
    />
  );
}

// Unsaved changes are not lost silently. The shell renders this remote inside a <BrowserRouter>, where
// react-router's useBlocker is unavailable (it needs a data router), so in-app navigation is held by
// wrapping the router's navigator while a form is dirty; closing or reloading the tab asks through
// `beforeunload`. One dialog, rendered by the layout, asks before any held action goes ahead.
import { useContext, useEffect } from 'react';
import { UNSAFE_NavigationContext } from 'react-router-dom';
import { create } from 'zustand';
import { ConfirmDialog } from './confirm-dialog';

interface UnsavedState {
  dirty: boolean;
  pending: (() => void) | null;
  setDirty: (dirty: boolean) => void;
  /** Runs `action` now, or after the user agrees to drop the unsaved changes. */
  guard: (action: () => void) => void;
  confirm: () => void;
  cancel: () => void;
}

export const useUnsavedStore = create<UnsavedState>((set, get) => ({
  dirty: false,
  pending: null,
  setDirty: (dirty) => set({ dirty }),
  guard: (action) => (get().dirty ? set({ pending: action }) : action()),
  confirm: () => {
    const action = get().pending;
    set({ dirty: false, pending: null });
    action?.();
  },
  cancel: () => set({ pending: null }),
}));

type Navigator = { push: (...args: unknown[]) => void; replace: (...args: unknown[]) => void };

/** Marks the current form dirty while `dirty` is true. */
export function useUnsavedChanges(dirty: boolean) {
  const { navigator } = useContext(UNSAFE_NavigationContext);
  useEffect(() => {
    useUnsavedStore.getState().setDirty(dirty);
    if (!dirty) return;
    const nav = navigator as unknown as Navigator;
    const { push, replace } = nav;
    nav.push = (...args) => useUnsavedStore.getState().guard(() => push.apply(nav, args));
    nav.replace = (...args) => useUnsavedStore.getState().guard(() => replace.apply(nav, args));
    const onBeforeUnload = (e: BeforeUnloadEvent) => {
      e.preventDefault();
      e.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => {
      nav.push = push;
      nav.replace = replace;
      window.removeEventListener('beforeunload', onBeforeUnload);
      useUnsavedStore.getState().setDirty(false);
    };
  }, [dirty, navigator]);
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

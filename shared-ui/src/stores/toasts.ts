// Toasts (SPEC §9): 4000 ms for plain and error toasts, 2000 ms for success, loading toasts never
// expire, at most 20 on screen (the oldest goes first).
import { create } from 'zustand';

export type ToastKind = 'blank' | 'success' | 'error' | 'loading';
export interface Toast {
  id: number;
  kind: ToastKind;
  title: string;
  description?: string;
}

export const TOAST_DURATION: Record<ToastKind, number> = {
  blank: 4000,
  error: 4000,
  success: 2000,
  loading: Infinity,
};
export const MAX_TOASTS = 20;

interface ToastState {
  toasts: Toast[];
  show: (kind: ToastKind, title: string, description?: string) => number;
  dismiss: (id: number) => void;
}

let nextId = 1;

export const useToastStore = create<ToastState>((set, get) => ({
  toasts: [],
  show: (kind, title, description) => {
    const id = nextId++;
    set({ toasts: [...get().toasts, { id, kind, title, description }].slice(-MAX_TOASTS) });
    const duration = TOAST_DURATION[kind];
    if (Number.isFinite(duration)) setTimeout(() => get().dismiss(id), duration);
    return id;
  },
  dismiss: (id) => set({ toasts: get().toasts.filter((t) => t.id !== id) }),
}));

/** Shorthands for components and stores. */
export const toast = {
  success: (title: string, description?: string) =>
    useToastStore.getState().show('success', title, description),
  error: (title: string, description?: string) => useToastStore.getState().show('error', title, description),
  info: (title: string, description?: string) => useToastStore.getState().show('blank', title, description),
  loading: (title: string, description?: string) =>
    useToastStore.getState().show('loading', title, description),
  dismiss: (id: number) => useToastStore.getState().dismiss(id),
};

// The edit forms' "Geçmiş" (version history) button. Features never import each other, so the forms
// render this slot and the app hands it the version history's button (features/versions).
import { createContext, useContext, type ComponentType } from 'react';
import type { VersionedType } from '@konak/contract';

export interface HistoryButtonProps {
  type: VersionedType;
  /** The item; left out for the one-record screens (about, banner, settings). A new item has no history. */
  id?: number;
  /** After a restore: show the restored content in the form. */
  onRestored: () => void | Promise<void>;
}

const HistorySlot = createContext<ComponentType<HistoryButtonProps> | null>(null);

export const HistoryProvider = HistorySlot.Provider;

export function HistoryButton(props: HistoryButtonProps) {
  const Button = useContext(HistorySlot);
  return Button ? <Button {...props} /> : null;
}

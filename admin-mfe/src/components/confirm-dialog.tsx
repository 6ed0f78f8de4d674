import { useState } from 'react';
import { TRASH_KEEP_DAYS } from '@konak/contract';
import { Button, Modal } from '@konak/shared-ui';

interface ConfirmDialogProps {
  title?: string;
  message: string;
  confirmLabel?: string;
  cancelLabel?: string;
  busy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** A yes/no question in a Modal (never window.confirm). */
export function ConfirmDialog({
  title = 'Onay',
  message,
  confirmLabel = 'Sil',
  cancelLabel = 'İptal',
  busy,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  return (
    <Modal title={title} onClose={onCancel}>
      <p className="adm-confirm__text">{message}</p>
      <div className="adm-actions">
        <Button variant="outline" onClick={onCancel}>
          {cancelLabel}
        </Button>
        <Button variant="danger" onClick={onConfirm} disabled={busy}>
          {confirmLabel}
        </Button>
      </div>
    </Modal>
  );
}

/** What a delete of a trashable record (projects, posts, sliders, contact requests) does (issue 14). */
export const TRASH_NOTE = `Çöp kutusuna taşınacak, ${TRASH_KEEP_DAYS} gün içinde geri alınabilir.`;

/** Asks before deleting a record (SPEC §5's question; every record asked about here goes to the trash): `ask(record)` opens the dialog, `dialog` is
 *  rendered once by the page, and `remove` runs only after the administrator confirms. */
export function useConfirmDelete<T>(title: (item: T) => string, remove: (item: T) => void) {
  const [item, setItem] = useState<T | null>(null);
  const dialog = item ? (
    <ConfirmDialog
      title={title(item)}
      message={`Silmek istediğinize emin misiniz? ${TRASH_NOTE}`}
      onCancel={() => setItem(null)}
      onConfirm={() => {
        remove(item);
        setItem(null);
      }}
    />
  ) : null;
  return { ask: setItem, dialog };
}

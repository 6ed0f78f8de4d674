import { useState } from 'react';
import { Button } from '@konak/shared-ui';
import type { HistoryButtonProps } from '../../../components/history-slot';
import { VersionHistoryDialog } from './version-history-dialog';
import './versions.css';

/** "Geçmiş" on an edit form: opens the item's versions. A new item (no id yet) has none. */
export function VersionHistoryButton({ type, id, onRestored }: HistoryButtonProps) {
  const [open, setOpen] = useState(false);
  const single = type === 'about' || type === 'banner' || type === 'settings';
  if (!single && id === undefined) return null;
  return (
    <div className="adm-history-bar">
      <Button type="button" size="sm" variant="outline" onClick={() => setOpen(true)} aria-haspopup="dialog">
        <span aria-hidden="true">⟲</span> Geçmiş
      </Button>
      {open && (
        <VersionHistoryDialog
          type={type}
          id={id}
          onClose={() => setOpen(false)}
          onRestored={async () => {
            setOpen(false);
            await onRestored();
          }}
        />
      )}
    </div>
  );
}

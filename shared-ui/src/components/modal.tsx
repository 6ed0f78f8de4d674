import { useEffect, useId, useRef, type ReactNode } from 'react';

interface ModalProps {
  title: string;
  onClose: () => void;
  children: ReactNode;
  closeLabel?: string;
}

/**
 * A modal on the native `<dialog>` opened with showModal(): the browser keeps focus inside and makes the
 * page behind inert, and Escape asks to close. The parent decides: Escape, the × button and a click on
 * the backdrop call onClose, and the dialog stays open until the parent unmounts it. Focus moves in on
 * open and goes back to where it was on close.
 */
export function Modal({ title, onClose, children, closeLabel = 'Kapat' }: ModalProps) {
  const titleId = useId();
  const ref = useRef<HTMLDialogElement>(null);
  const close = useRef(onClose);
  useEffect(() => {
    close.current = onClose;
  }, [onClose]);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const previous = document.activeElement as HTMLElement | null;
    if (!dialog.open) dialog.showModal();
    dialog.querySelector<HTMLElement>('input, select, textarea, button')?.focus();
    // Escape fires `cancel`: the parent closes. A browser may still close the dialog itself (a second
    // Escape, a close request it will not let a page refuse): then `close` tells the parent too.
    const onCancel = (event: Event) => {
      event.preventDefault();
      close.current();
    };
    const onNativeClose = () => close.current();
    dialog.addEventListener('cancel', onCancel);
    dialog.addEventListener('close', onNativeClose);
    return () => {
      dialog.removeEventListener('cancel', onCancel);
      dialog.removeEventListener('close', onNativeClose);
      if (dialog.open) dialog.close();
      previous?.focus?.();
    };
  }, []);

  return (
    <dialog
      className="kui-modal"
      aria-modal="true"
      aria-labelledby={titleId}
      ref={ref}
      // The dialog's own box is the backdrop around the content: a press there is outside.
      onMouseDown={(e) => e.target === e.currentTarget && onClose()}
    >
      <div className="kui-modal__body">
        <div className="kui-modal__head">
          <h2 id={titleId}>{title}</h2>
          <button type="button" className="kui-modal__close" aria-label={closeLabel} onClick={onClose}>
            ×
          </button>
        </div>
        {children}
      </div>
    </dialog>
  );
}

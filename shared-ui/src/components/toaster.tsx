import { useToastStore } from '../stores/toasts';

/** The toast area at top right (SPEC §2), mounted once by the shell. */
export function Toaster({ closeLabel = 'Kapat' }: { closeLabel?: string }) {
  const toasts = useToastStore((s) => s.toasts);
  const dismiss = useToastStore((s) => s.dismiss);
  return (
    <div className="kui-toaster" aria-live="polite" aria-relevant="additions">
      {toasts.map((t) => (
        <div
          key={t.id}
          className={`kui-toast kui-toast--${t.kind}`}
          role={t.kind === 'error' ? 'alert' : 'status'}
        >
          <div className="kui-toast__body">
            <div className="kui-toast__title">{t.title}</div>
            {t.description && <div className="kui-toast__desc">{t.description}</div>}
          </div>
          <button type="button" aria-label={closeLabel} onClick={() => dismiss(t.id)}>
            ×
          </button>
        </div>
      ))}
    </div>
  );
}

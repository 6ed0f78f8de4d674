export function Spinner({ label }: { label?: string }) {
  return (
    <div className="kui-spinner-block" role="status" aria-live="polite">
      <span className="kui-spinner" aria-hidden="true" />
      <span className={label ? undefined : 'visually-hidden'}>{label ?? 'Yükleniyor...'}</span>
    </div>
  );
}

// Small form pieces every admin screen uses, on top of shared-ui's fields.
import { useEffect, useRef, type ReactNode } from 'react';
import { Button, FieldShell, TextAreaField, TextField, type Lang, type Localized } from '@konak/shared-ui';
import { MAX } from './form-rules';

interface LocalizedInputProps {
  label: string;
  lang: Lang;
  value: Localized;
  onChange: (value: Localized) => void;
  rows?: number;
  required?: boolean;
  hint?: string;
  maxLength?: number;
}

/** One language of a per-language text; the label names the language ("Başlık (EN)"). */
export function LocalizedInput({ label, lang, value, onChange, rows, required, hint, maxLength = MAX.text }: LocalizedInputProps) {
  const props = {
    label: `${label} (${lang.toUpperCase()})${required ? ' *' : ''}`,
    value: value?.[lang] ?? '',
    hint,
    maxLength,
    'aria-required': required || undefined,
  };
  const set = (text: string) => onChange({ ...value, [lang]: text });
  return rows ? (
    <TextAreaField {...props} rows={rows} onChange={(e) => set(e.target.value)} />
  ) : (
    <TextField {...props} onChange={(e) => set(e.target.value)} />
  );
}

export function CheckboxField({ label, checked, onChange }: { label: string; checked: boolean; onChange: (v: boolean) => void }) {
  return (
    <label className="adm-check">
      <input type="checkbox" checked={checked} onChange={(e) => onChange(e.target.checked)} />
      <span>{label}</span>
    </label>
  );
}

interface SelectFieldProps<T extends string> {
  label: string;
  value: T;
  options: readonly { value: T; label: string }[];
  onChange: (value: T) => void;
}
export function SelectField<T extends string>({ label, value, options, onChange }: SelectFieldProps<T>) {
  return (
    <FieldShell label={label}>
      {(a11y) => (
        <select {...a11y} value={value} onChange={(e) => onChange(e.target.value as T)}>
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      )}
    </FieldShell>
  );
}

export function FormSection({ title, children, aside }: { title?: string; children: ReactNode; aside?: ReactNode }) {
  return (
    <section className="adm-card adm-section">
      {(title || aside) && (
        <div className="adm-section__head">
          {title && <h2>{title}</h2>}
          {aside}
        </div>
      )}
      {children}
    </section>
  );
}

export function FormGrid({ children }: { children: ReactNode }) {
  return <div className="adm-grid">{children}</div>;
}

/** The red box above a form: what must be fixed before it can be saved, or the server's refusal.
 *  `scrollKey` changes on each save attempt (see useFormErrors); without it, on each new list. */
export function ErrorSummary({ errors, scrollKey }: { errors: string[]; scrollKey?: string }) {
  const ref = useRef<HTMLDivElement>(null);
  const key = scrollKey ?? errors.join('|');
  const shown = errors.length > 0;
  // The save button is at the bottom of long forms: bring the reason into view.
  useEffect(() => {
    if (shown) ref.current?.scrollIntoView?.({ behavior: 'smooth', block: 'center' });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only a new attempt scrolls, not each fix
  }, [key]);
  if (errors.length === 0) return null;
  return (
    <div className="adm-alert adm-alert--error" role="alert" ref={ref}>
      {errors.length === 1 ? (
        errors[0]
      ) : (
        <ul>
          {errors.map((e) => (
            <li key={e}>{e}</li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** The sticky save bar of a form: says whether there is anything unsaved, with Cancel and Save. */
export function FormFoot({ dirty, saving, onCancel, canSave = dirty }: { dirty: boolean; saving: boolean; onCancel?: () => void; canSave?: boolean }) {
  return (
    <div className="adm-form-foot">
      <span className={`adm-form-foot__state${dirty ? ' adm-form-foot__state--dirty' : ''}`} role="status">
        {dirty ? 'Kaydedilmemiş değişiklikler var' : 'Değişiklik yok'}
      </span>
      {onCancel && (
        <Button variant="outline" onClick={onCancel}>
          İptal
        </Button>
      )}
      <Button type="submit" variant="primary" disabled={saving || !canSave}>
        {saving ? 'Kaydediliyor...' : 'Kaydet'}
      </Button>
    </div>
  );
}

// Small form pieces every admin screen uses, on top of shared-ui's fields.
import {
  useContext,
  useEffect,
  useRef,
  useState,
  type ComponentProps,
  type FormEvent,
  type ReactNode,
  type RefObject,
} from 'react';
import {
  Button,
  FieldShell,
  ImageField,
  LanguageTabs,
  LANGS,
  TextAreaField,
  TextField,
  type Lang,
  type Localized,
} from '@konak/shared-ui';
import { MAX } from './form-rules';
import { useFieldTarget } from './field-link';
import { FieldErrorsContext, type FieldErrors } from './use-form-errors';

/** The error the enclosing form has for a field (see useFormErrors), if any. */
export function useFieldError(field: string | undefined): string | undefined {
  const ctx = useContext(FieldErrorsContext);
  return field && ctx ? ctx.errorAt(field) : undefined;
}

interface LocalizedInputProps {
  label: string;
  /** The field's API name (`title`): its errors (`title.ru`) are shown at it. */
  name?: string;
  lang: Lang;
  value: Localized;
  onChange: (value: Localized) => void;
  rows?: number;
  required?: boolean;
  hint?: string;
  maxLength?: number;
}

/** One language of a per-language text; the label names the language ("Başlık (EN)"). */
export function LocalizedInput({
  label,
  name,
  lang,
  value,
  onChange,
  rows,
  required,
  hint,
  maxLength = MAX.text,
}: LocalizedInputProps) {
  const error = useFieldError(name && `${name}.${lang}`);
  const props = {
    error,
    // What a link to this field (field-link.ts) finds and focuses.
    'data-alan': name,
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

/** The language tabs of a form: they mark the languages still missing (not on a new form before its
 *  first edit) and those holding an error in `fields`; after a failed save they open the first language
 *  with an error, unless the one shown has one. */
export function FormLanguageTabs({
  children,
  missing = [],
  fields = [],
}: {
  children: (lang: Lang) => ReactNode;
  missing?: readonly Lang[];
  fields?: readonly string[];
}) {
  const ctx = useContext(FieldErrorsContext);
  const invalid = LANGS.filter((lang) => fields.some((f) => ctx?.errorAt(`${f}.${lang}`)));
  // A link to one of these fields in one language (the translation check) opens on that language.
  const target = useFieldTarget(fields);
  // A group first drawn after a failed save (its tab was just opened) starts on a language with an error.
  const [lang, setLang] = useState<Lang>(() =>
    ctx?.revealKey && invalid.length ? invalid[0] : (target?.lang ?? 'tr'),
  );
  const [seen, setSeen] = useState(ctx?.revealKey ?? 0);
  // Decided while rendering, not in an effect: the form focuses the marked field right after this render.
  if (ctx && ctx.revealKey !== seen) {
    setSeen(ctx.revealKey);
    if (invalid.length && !invalid.includes(lang)) setLang(invalid[0]);
  }
  return (
    <LanguageTabs active={lang} onSelect={setLang} missing={ctx?.quiet ? [] : missing} invalid={invalid}>
      {children}
    </LanguageTabs>
  );
}

/** A text field of the form: its error (by `name`) comes from the form. */
export function FormTextField({ name, ...props }: ComponentProps<typeof TextField> & { name: string }) {
  const error = useFieldError(name);
  return <TextField {...props} error={props.error ?? error} />;
}

/** An image or video of the form, its error (by `name`) from the form. */
export function FormImageField({ name, ...props }: ComponentProps<typeof ImageField> & { name: string }) {
  const error = useFieldError(name);
  return <ImageField {...props} error={props.error ?? error} />;
}

export function CheckboxField({
  label,
  checked,
  onChange,
}: {
  label: string;
  checked: boolean;
  onChange: (v: boolean) => void;
}) {
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

export function FormSection({
  title,
  children,
  aside,
}: {
  title?: string;
  children: ReactNode;
  aside?: ReactNode;
}) {
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
 *  `scrollKey` changes on each save attempt (see useFormErrors); without it, on each new list.
 *  `scroll` false: a field showing the problem gets the view instead. */
export function ErrorSummary({
  errors,
  scrollKey,
  scroll = true,
}: {
  errors: string[];
  scrollKey?: string;
  scroll?: boolean;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const key = scrollKey ?? errors.join('|');
  const shown = errors.length > 0;
  // The save button is at the bottom of long forms: bring the reason into view.
  useEffect(() => {
    if (shown && scroll) ref.current?.scrollIntoView?.({ behavior: 'smooth', block: 'center' });
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

/** A form checked with useFormErrors: the red box above it, and its fields reading their errors. */
export function CheckedForm({
  form,
  onSubmit,
  label,
  children,
}: {
  form: {
    ref: RefObject<HTMLFormElement | null>;
    fields: FieldErrors;
    summary: ComponentProps<typeof ErrorSummary>;
  };
  onSubmit: (e: FormEvent) => void;
  label: string;
  children: ReactNode;
}) {
  return (
    <form ref={form.ref} onSubmit={onSubmit} noValidate aria-label={label}>
      <FieldErrorsContext.Provider value={form.fields}>
        <ErrorSummary {...form.summary} />
        {children}
      </FieldErrorsContext.Provider>
    </form>
  );
}

/** The sticky save bar of a form: says whether there is anything unsaved, with Cancel and Save. */
export function FormFoot({
  dirty,
  saving,
  onCancel,
  canSave = dirty,
}: {
  dirty: boolean;
  saving: boolean;
  onCancel?: () => void;
  canSave?: boolean;
}) {
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

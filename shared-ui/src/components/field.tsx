import { useId, type InputHTMLAttributes, type ReactNode, type TextareaHTMLAttributes } from 'react';

interface FieldShellProps {
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
  children: (props: { id: string; 'aria-invalid'?: boolean; 'aria-describedby'?: string }) => ReactNode;
}

/** A labelled form field with its hint and error wired to the control for screen readers. */
export function FieldShell({ label, error, hint, children }: FieldShellProps) {
  const id = useId();
  const described = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ') || undefined;
  return (
    <div className="kui-field">
      <label htmlFor={id}>{label}</label>
      {children({ id, 'aria-invalid': error ? true : undefined, 'aria-describedby': described })}
      {hint && (
        <span id={`${id}-hint`} className="kui-field__hint">
          {hint}
        </span>
      )}
      {error && (
        <span id={`${id}-error`} className="kui-field__error" role="alert">
          {error}
        </span>
      )}
    </div>
  );
}

type InputFieldProps = InputHTMLAttributes<HTMLInputElement> & {
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
};
export function TextField({ label, error, hint, ...input }: InputFieldProps) {
  return (
    <FieldShell label={label} error={error} hint={hint}>
      {(a11y) => <input {...a11y} {...input} />}
    </FieldShell>
  );
}

type TextAreaFieldProps = TextareaHTMLAttributes<HTMLTextAreaElement> & {
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
};
export function TextAreaField({ label, error, hint, ...textarea }: TextAreaFieldProps) {
  return (
    <FieldShell label={label} error={error} hint={hint}>
      {(a11y) => <textarea {...a11y} {...textarea} />}
    </FieldShell>
  );
}

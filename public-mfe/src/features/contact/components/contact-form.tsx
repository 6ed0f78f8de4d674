import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { toast } from '@konak/shared-ui';
import { paths } from '../../../config/paths';
import { usePublicT } from '../../../i18n/use-lang';
import { sendContact } from '../api/send-contact';
import { CONTACT_FIELDS, contactFieldErrors, type ContactField, type FieldErrors } from './field-errors';
import { useHydrated } from '../../../components/use-hydrated';
import './contact-form.css';

const EMPTY = { name: '', phone: '', email: '', website: '' };
type Values = typeof EMPTY;

/** The call-back form of the footer and the contact page (SPEC §2, §4, §5): name, phone and email are
 *  required; the button is disabled while sending; success clears the form, failure keeps it. What the
 *  server refuses is said at its field, in the page's language; a success clears every earlier error. */
export function ContactForm({ tone = 'dark', project }: { tone?: 'dark' | 'light'; project?: string }) {
  const { t, lang } = usePublicT();
  const id = useId();
  const [values, setValues] = useState<Values>(EMPTY);
  const [sending, setSending] = useState(false);
  const live = useHydrated();
  const [invalid, setInvalid] = useState(false);
  const [refused, setRefused] = useState<FieldErrors>({});
  const errorToast = useRef<number | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const [focusRefused, setFocusRefused] = useState(false);

  // After a refusal, the first field it names gets the focus: its reason is read out and in view.
  useEffect(() => {
    if (!focusRefused) return;
    setFocusRefused(false);
    formRef.current?.querySelector<HTMLInputElement>('input[aria-invalid="true"]')?.focus();
  }, [focusRefused]);

  const clearErrorToast = () => {
    if (errorToast.current !== null) toast.dismiss(errorToast.current);
    errorToast.current = null;
  };

  const update = (field: keyof Values) => (e: { target: { value: string } }) => {
    setValues((v) => ({ ...v, [field]: e.target.value }));
    setInvalid(false);
    // The visitor is fixing this field: its old reason no longer applies.
    setRefused((old) => {
      const rest: FieldErrors = { ...old, [field]: undefined };
      return CONTACT_FIELDS.some((f) => rest[f]) ? rest : {};
    });
  };

  const submit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const name = values.name.trim();
    const phone = values.phone.trim();
    const email = values.email.trim();
    if (!name || !phone || !email || !e.currentTarget.checkValidity()) {
      setInvalid(true);
      return;
    }
    setSending(true);
    clearErrorToast();
    setRefused({});
    try {
      await sendContact({
        name,
        phone,
        email,
        language: lang,
        website: values.website,
        ...(project ? { project } : {}),
      });
      setValues(EMPTY);
      toast.success(t('contact.successTitle'), t('contact.successText'));
    } catch (error) {
      const fields = await contactFieldErrors(error);
      if (fields) {
        setRefused(fields);
        setFocusRefused(true);
      } else errorToast.current = toast.error(t('contact.errorTitle'), t('contact.errorText'));
    } finally {
      setSending(false);
    }
  };

  const describedBy = (name: ContactField) =>
    [refused[name] && `${id}-${name}-error`, (invalid || refused.form) && `${id}-error`]
      .filter(Boolean)
      .join(' ') || undefined;

  const field = (name: ContactField, type: string, autoComplete: string) => (
    <div className="pub-form__field">
      <label htmlFor={`${id}-${name}`}>
        {t(`contact.${name}`)} <span aria-hidden="true">*</span>
      </label>
      <input
        id={`${id}-${name}`}
        name={name}
        type={type}
        autoComplete={autoComplete}
        inputMode={name === 'phone' ? 'tel' : undefined}
        required
        aria-required="true"
        aria-invalid={(invalid && !values[name].trim()) || refused[name] ? true : undefined}
        aria-describedby={describedBy(name)}
        maxLength={name === 'email' ? 254 : 120}
        value={values[name]}
        onChange={update(name)}
        onInvalid={() => setInvalid(true)}
      />
      {refused[name] && (
        <p id={`${id}-${name}-error`} className="pub-form__field-error">
          {t(`contact.errors.${refused[name]}`)}
        </p>
      )}
    </div>
  );
  const refusedFields = CONTACT_FIELDS.some((f) => refused[f]);

  return (
    <form
      ref={formRef}
      className={`pub-form pub-form--${tone}`}
      onSubmit={submit}
      aria-label={t('contact.letUsCall')}
      data-testid="contact-form"
    >
      {/* Until the page is live, a tap on "send" would submit the bare HTML form and typing could be lost. */}
      <fieldset className="pub-form__set" disabled={!live}>
        <div className="pub-form__grid">
          {field('name', 'text', 'name')}
          {field('phone', 'tel', 'tel')}
          {field('email', 'email', 'email')}
        </div>
        {/* Honeypot: hidden from people and screen readers, filled by bots. */}
        <div className="pub-form__trap" aria-hidden="true">
          <label htmlFor={`${id}-website`}>{t('contact.website')}</label>
          <input
            id={`${id}-website`}
            name="website"
            tabIndex={-1}
            autoComplete="off"
            value={values.website}
            onChange={update('website')}
          />
        </div>
        {(invalid || refused.form || refusedFields) && (
          <p id={`${id}-error`} className="pub-form__error" role="alert">
            {invalid
              ? t('contact.required')
              : refused.form
                ? t('contact.errors.generic')
                : t('contact.errors.fix')}
          </p>
        )}
        <div className="pub-form__actions">
          <button
            type="submit"
            className="kui-btn kui-btn--gold pub-form__submit"
            disabled={sending}
            aria-busy={sending}
          >
            {sending ? t('contact.sending') : t('contact.submit')}
          </button>
          <p className="pub-form__consent">
            <Link to={paths.kvkk(lang)}>{t('contact.consent')}</Link>
          </p>
        </div>
      </fieldset>
    </form>
  );
}

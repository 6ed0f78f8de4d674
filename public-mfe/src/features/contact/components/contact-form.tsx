import { useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { toast } from '@konak/shared-ui';
import { paths } from '../../../config/paths';
import { usePublicT } from '../../../i18n/use-lang';
import { sendContact } from '../api/send-contact';
import { useHydrated } from '../../../components/use-hydrated';
import './contact-form.css';

const EMPTY = { name: '', phone: '', email: '', website: '' };
type Values = typeof EMPTY;

/** The call-back form of the footer and the contact page (SPEC §2, §4, §5): name, phone and email are
 *  required; the button is disabled while sending; success clears the form, failure keeps it. */
export function ContactForm({ tone = 'dark', project }: { tone?: 'dark' | 'light'; project?: string }) {
  const { t, lang } = usePublicT();
  const id = useId();
  const [values, setValues] = useState<Values>(EMPTY);
  const [sending, setSending] = useState(false);
  const live = useHydrated();
  const [invalid, setInvalid] = useState(false);

  const update = (field: keyof Values) => (e: { target: { value: string } }) => {
    setValues((v) => ({ ...v, [field]: e.target.value }));
    setInvalid(false);
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
    } catch {
      toast.error(t('contact.errorTitle'), t('contact.errorText'));
    } finally {
      setSending(false);
    }
  };

  const field = (name: 'name' | 'phone' | 'email', type: string, autoComplete: string) => (
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
        aria-invalid={invalid && !values[name].trim() ? true : undefined}
        aria-describedby={invalid ? `${id}-error` : undefined}
        maxLength={name === 'email' ? 254 : 120}
        value={values[name]}
        onChange={update(name)}
        onInvalid={() => setInvalid(true)}
      />
    </div>
  );

  return (
    <form
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
        {invalid && (
          <p id={`${id}-error`} className="pub-form__error" role="alert">
            {t('contact.required')}
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

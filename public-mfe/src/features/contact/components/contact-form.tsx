import { useEffect, useId, useLayoutEffect, useRef, useState, type FormEvent } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { LIMITS } from '@konak/contract';
import { toast } from '@konak/shared-ui';
import { readApi, sendApi } from '../../../api/client';
import { paths } from '../../../config/paths';
import { matchRoute } from '../../../app/route-table';
import { usePublicT } from '../../../i18n/use-lang';
import { currentPage, leadSource, rememberLanding } from '../lead-source';
import { CONTACT_FIELDS, contactFieldErrors, retryMinutes, type ContactField, type FieldErrors } from './field-errors';
import { useHydrated } from '../../../components/use-hydrated';
import './contact-form.css';

const EMPTY = { name: '', phone: '', email: '', message: '', website: '', marketing: false };
type Values = typeof EMPTY;
type TextField = Exclude<keyof Values, 'marketing'>;

/** When the visitor started on a server-drawn form (epoch ms): their first tap or key on the page, which
 *  may come before the app starts (the form takes typing then), else now. Not the page's first paint: a
 *  script that waits for the app, then fills and sends at once, must still look as fast as it is. */
function startedAt(): number {
  const first = performance.getEntriesByType?.('first-input')[0]; // (Chromium; not in every engine)
  return Math.min(Date.now(), first ? Math.round(performance.timeOrigin + first.startTime) : Infinity);
}

/** The call-back form of the footer and the contact page (SPEC §2, §4, §5): name, phone and email are
 *  required; the button is disabled while sending; success clears the form, failure keeps it. What the
 *  server refuses is said at its field, in the page's language; a success clears every earlier error.
 *  With the request go the KVKK ledger's facts — the hash of the notice the link shows, the separate,
 *  unticked marketing consent — and the lead's source: this page, the project it is about, and the
 *  visit's referrer and utm_* (lead-source.ts). `withMessage` adds an optional message (contact page);
 *  `message` starts it with a text the visitor may change (a unit's "Interested in B-4-12"). */
export function ContactForm({
  tone = 'dark',
  withMessage = false,
  message: startMessage = '',
}: {
  tone?: 'dark' | 'light';
  withMessage?: boolean;
  message?: string;
}) {
  const { t, lang } = usePublicT();
  const { pathname } = useLocation();
  const route = matchRoute(pathname);
  const project = route.page === 'project' ? route.params.slug : undefined;
  const id = useId();
  const [values, setValues] = useState<Values>(() => ({ ...EMPTY, message: startMessage }));
  const [sending, setSending] = useState(false);
  /** A server-drawn form is on screen (and usable) before the app starts: false only while hydrating. */
  const hydrating = !useHydrated();
  const drawnByServer = useRef(hydrating);
  const [invalid, setInvalid] = useState(false);
  const [refused, setRefused] = useState<FieldErrors>({});
  const errorToast = useRef<number | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const [focusRefused, setFocusRefused] = useState(false);
  /** When the form was drawn: the API takes a send within seconds for a bot (time-to-submit check). */
  const openedAt = useRef(0);
  /** The notice in force, read once the visitor starts on the form (not on every page view). */
  const notice = useRef<Promise<string | undefined> | null>(null);
  const noticeHash = () =>
    (notice.current ??= Promise.resolve()
      .then(() => readApi('/api/kvkk'))
      .then(
        (n) => n.hash,
        // Unread (offline, API down): the request still goes, and its ledger says "not known".
        () => undefined,
      ));

  useEffect(() => {
    openedAt.current = drawnByServer.current ? startedAt() : Date.now();
    rememberLanding();
  }, []);

  // What the visitor typed into the server-drawn form before the app started is the form's starting state
  // (hydration keeps the DOM's values, but the next render would write the empty state over them).
  useLayoutEffect(() => {
    const form = formRef.current;
    if (!drawnByServer.current || !form) return;
    const typed = { ...EMPTY };
    for (const key of Object.keys(EMPTY) as (keyof Values)[]) {
      const el = form.elements.namedItem(key === 'marketing' ? 'marketing_consent' : key);
      if (el instanceof HTMLInputElement && el.type === 'checkbox') typed.marketing = el.checked;
      else if (el instanceof HTMLInputElement || el instanceof HTMLTextAreaElement) typed[key as TextField] = el.value;
    }
    setValues(typed);
  }, []);

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

  const update = (field: TextField) => (e: { target: { value: string } }) => {
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
      const message = values.message.trim();
      const page = currentPage();
      const hash = await noticeHash();
      // A call-back request (201).
      await sendApi('/api/contact', {
        name,
        phone,
        email,
        language: lang,
        website: values.website,
        marketing_consent: values.marketing,
        form_ms: Math.max(0, Date.now() - openedAt.current),
        ...(hash ? { notice_version: hash } : {}),
        ...(message ? { message } : {}),
        ...(page ? { page } : {}),
        ...(project ? { project } : {}),
        ...leadSource(),
      });
      setValues(EMPTY);
      openedAt.current = Date.now();
      toast.success(t('contact.successTitle'), t('contact.successText'));
    } catch (error) {
      const fields = await contactFieldErrors(error);
      const wait = retryMinutes(error);
      if (fields) {
        setRefused(fields);
        setFocusRefused(true);
      } else if (wait !== undefined) {
        // Rate limited (429): say so, and when to try again, rather than "an error occurred".
        errorToast.current = toast.error(t('contact.errorTitle'), wait ? t('contact.tooMany', { minutes: wait }) : t('contact.busy'));
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
        maxLength={name === 'email' ? LIMITS.email : LIMITS.name}
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
      // The site's own, translated messages instead of the browser's bubble (in the browser's language).
      noValidate
      onFocus={() => void noticeHash()}
      aria-label={t('contact.letUsCall')}
      data-testid="contact-form"
    >
      {/* Usable before the app starts: typing is kept (above); a tap on "send" meanwhile is held by the shell
          until the app is live, then given again (shell/src/start-when-wanted.ts). */}
      <fieldset className="pub-form__set">
        <div className="pub-form__grid">
          {field('name', 'text', 'name')}
          {field('phone', 'tel', 'tel')}
          {field('email', 'email', 'email')}
          {withMessage && (
            <div className="pub-form__field pub-form__field--wide">
              <label htmlFor={`${id}-message`}>{t('contact.message')}</label>
              <textarea
                id={`${id}-message`}
                name="message"
                rows={3}
                maxLength={LIMITS.message}
                value={values.message}
                onChange={update('message')}
              />
            </div>
          )}
        </div>
        {/* KVKK: the Art. 10 notice is information (a link), the marketing consent a separate, free choice. */}
        <p className="pub-form__notice">
          {t('contact.notice')} <Link to={paths.kvkk(lang)}>{t('contact.noticeLink')}</Link>
        </p>
        <label className="pub-form__check" htmlFor={`${id}-marketing`}>
          <input
            id={`${id}-marketing`}
            type="checkbox"
            name="marketing_consent"
            checked={values.marketing}
            onChange={(e) => setValues((v) => ({ ...v, marketing: e.target.checked }))}
          />
          <span>{t('contact.marketing')}</span>
        </label>
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
        </div>
      </fieldset>
    </form>
  );
}

import { useEffect, useId, useLayoutEffect, useRef, useState, type FormEvent } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { LIMITS } from '@konak/contract';
import { readApi, sendApi } from '../../../api/client';
import { paths } from '../../../config/paths';
import { matchRoute } from '../../../app/route-table';
import { usePublicT } from '../../../i18n/use-lang';
import { currentPage, leadSource, rememberLanding } from '../lead-source';
import { track } from '../../../analytics/beacon';
import {
  CONTACT_FIELDS,
  contactFieldErrors,
  retryMinutes,
  type ContactField,
  type FieldErrors,
} from './field-errors';
import { useHydrated } from '../../../components/use-hydrated';
import './contact-form.css';

const EMPTY = { name: '', phone: '', email: '', message: '', website: '', marketing: false };
type Values = typeof EMPTY;
type TextField = Exclude<keyof Values, 'marketing'>;
/** The server's answer to the last send, said beside the button: sent, or why not (a refusal of fields is
 *  said at the fields instead). */
type Answer = { kind: 'sent' } | { kind: 'failed'; text: string } | null;

/** When the visitor started on a server-drawn form (epoch ms): their first tap or key on the page, which
 *  may come before the app starts (the form takes typing then), else now. Not the page's first paint: a
 *  script that waits for the app, then fills and sends at once, must still look as fast as it is. */
function startedAt(): number {
  const first = performance.getEntriesByType?.('first-input')[0]; // (Chromium; not in every engine)
  return Math.min(Date.now(), first ? Math.round(performance.timeOrigin + first.startTime) : Infinity);
}

/** The call-back form of the footer, the contact page and a unit's dialog (SPEC §2, §4, §5): name, phone
 *  and email are required; the button is disabled while sending; success clears the form, failure keeps
 *  it. The answer is said where the visitor is looking (issue 26): beside the button, in a live region
 *  (a toast would be drawn under a unit's modal dialog); what the server refuses is said at its field, in
 *  the page's language; a success clears every earlier error.
 *  With the request go the KVKK ledger's facts — the hash of the notice the link shows, the separate,
 *  unticked marketing consent — and the lead's source: this page, the project it is about, and the
 *  visit's referrer and utm_* (lead-source.ts). `withMessage` adds an optional message (contact page);
 *  `message` starts it with a text the visitor may change (a unit's "Interested in B-4-12"), and is
 *  what the message returns to after a send; `unit` names the unit in a field of its own, whatever the
 *  visitor makes of the message. */
export function ContactForm({
  tone = 'dark',
  withMessage = false,
  message: startMessage = '',
  unit,
}: {
  tone?: 'dark' | 'light';
  withMessage?: boolean;
  message?: string;
  unit?: string;
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
  const [answer, setAnswer] = useState<Answer>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const [focusRefused, setFocusRefused] = useState(false);
  const answerRef = useRef<HTMLDivElement>(null);
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
      else if (el instanceof HTMLInputElement || el instanceof HTMLTextAreaElement)
        typed[key as TextField] = el.value;
    }
    setValues(typed);
  }, []);

  // After a refusal, the first field it names gets the focus: its reason is read out and in view.
  useEffect(() => {
    if (!focusRefused) return;
    setFocusRefused(false);
    formRef.current?.querySelector<HTMLInputElement>('input[aria-invalid="true"]')?.focus();
  }, [focusRefused]);

  // The answer beside the button is brought fully into view (below the button on a phone, it may start
  // at the screen's edge); a refusal of fields moves the focus to the first one instead (above).
  useEffect(() => {
    if (answer || invalid || refused.form) answerRef.current?.scrollIntoView?.({ block: 'nearest' });
  }, [answer, invalid, refused.form]);

  const update = (field: TextField) => (e: { target: { value: string } }) => {
    setValues((v) => ({ ...v, [field]: e.target.value }));
    setInvalid(false);
    setAnswer(null);
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
    setAnswer(null);
    if (!name || !phone || !email || !e.currentTarget.checkValidity()) {
      setInvalid(true);
      return;
    }
    setSending(true);
    setRefused({});
    try {
      const message = values.message.trim();
      const page = currentPage();
      const hash = await noticeHash();
      const source = leadSource();
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
        ...(unit ? { unit } : {}),
        ...source,
      });
      // Counted under the request's own source (never the person), so the funnel meets the call-back list.
      track('callback_sent', { referrer: '', utm_source: '', utm_medium: '', utm_campaign: '', ...source });
      // A unit's form keeps saying which unit it is about, for a second request.
      setValues({ ...EMPTY, message: startMessage });
      openedAt.current = Date.now();
      setAnswer({ kind: 'sent' });
    } catch (error) {
      const fields = await contactFieldErrors(error);
      const wait = retryMinutes(error);
      if (fields) {
        setRefused(fields);
        setFocusRefused(true);
      } else if (wait !== undefined) {
        // Rate limited (429): say so, and when to try again, rather than "an error occurred".
        setAnswer({
          kind: 'failed',
          text: wait ? t('contact.tooMany', { minutes: wait }) : t('contact.busy'),
        });
      } else setAnswer({ kind: 'failed', text: t('contact.errorText') });
    } finally {
      setSending(false);
    }
  };

  const refusedFields = CONTACT_FIELDS.some((f) => refused[f]);
  const problem = invalid
    ? t('contact.required')
    : refused.form
      ? t('contact.errors.generic')
      : refusedFields
        ? t('contact.errors.fix')
        : answer?.kind === 'failed'
          ? answer.text
          : '';
  const describedBy = (name: ContactField) =>
    [refused[name] && `${id}-${name}-error`, (invalid || refused.form || refusedFields) && `${id}-error`]
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
      <div className="pub-form__set">
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
        {/* KVKK: the Art. 10 notice is information (a link), the marketing consent a separate, free choice.
            The notice opens in a new tab: what the visitor typed (and a unit's open dialog) stays here. */}
        <p className="pub-form__notice">
          {t('contact.notice')}{' '}
          <Link to={paths.kvkk(lang)} target="_blank" rel="noopener" data-testid="form-kvkk-link">
            {t('contact.noticeLink')}
            <span className="visually-hidden"> {t('common.newTab')}</span>
          </Link>
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
        <div className="pub-form__actions">
          <button
            type="submit"
            className="kui-btn kui-btn--gold pub-form__submit"
            disabled={sending}
            aria-busy={sending}
          >
            {sending ? t('contact.sending') : t('contact.submit')}
          </button>
          {/* Beside the button, where the visitor looks after a tap: what went wrong (an alert), or that
              the request arrived (a live region there from the start, so a screen reader hears it). */}
          <div className="pub-form__answer" ref={answerRef}>
            {problem && (
              <p id={`${id}-error`} className="pub-form__error" role="alert" data-testid="form-error">
                {problem}
              </p>
            )}
            <div aria-live="polite" aria-atomic="true">
              {answer?.kind === 'sent' && (
                <p className="pub-form__sent" data-testid="form-sent">
                  <strong>{t('contact.successTitle')}</strong> {t('contact.successText')}{' '}
                  {t('contact.successNext')}
                </p>
              )}
            </div>
          </div>
        </div>
      </div>
    </form>
  );
}

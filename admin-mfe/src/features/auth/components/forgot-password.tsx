// "Şifremi unuttum" on the login card: with e-mail set up on the server it sends a one-time link (the
// answer never says whether the address is an administrator's); without it, it says whom to ask.
import { useEffect, useState, type FormEvent } from 'react';
import { Button, Spinner, TextField } from '@konak/shared-ui';
import { failureDetail } from '../../../components/server-refusal';
import { getResetOptions, requestReset } from '../api/password-reset';

type Options = { by_email: boolean; contact_email: string };

export function ForgotPassword({ email: typed, onBack }: { email: string; onBack: () => void }) {
  const [options, setOptions] = useState<Options | 'error' | null>(null);
  const [email, setEmail] = useState(typed);
  const [sent, setSent] = useState('');
  const [error, setError] = useState('');
  const [sending, setSending] = useState(false);
  useEffect(() => {
    getResetOptions().then(setOptions, () => setOptions('error'));
  }, []);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setError('');
    if (!email.trim()) return setError('E-posta adresinizi yazın');
    setSending(true);
    try {
      setSent((await requestReset(email.trim())).detail);
    } catch (err) {
      setError((await failureDetail(err)) ?? 'İstek gönderilemedi, lütfen tekrar deneyin');
    } finally {
      setSending(false);
    }
  };

  const back = (
    <Button variant="ghost" onClick={onBack} className="adm-login__link">
      ← Girişe dön
    </Button>
  );
  if (options === null) return <Spinner label="Yükleniyor..." />;
  if (options === 'error' || !options.by_email) {
    const contact = options === 'error' ? '' : options.contact_email;
    return (
      <div className="adm-login__forgot">
        <h2>Şifremi unuttum</h2>
        <p role="status">
          {contact ? (
            <>
              Şifrenizi yenilemek için site yöneticinize başvurun: <a href={`mailto:${contact}`}>{contact}</a>
            </>
          ) : (
            'Şifrenizi yenilemek için site yöneticinize başvurun.'
          )}
        </p>
        {back}
      </div>
    );
  }
  return (
    <form className="adm-login__forgot" onSubmit={submit} noValidate aria-label="Şifremi unuttum">
      <h2>Şifremi unuttum</h2>
      {sent ? (
        <div className="adm-alert adm-alert--info" role="status">
          {sent}
        </div>
      ) : (
        <>
          <p>Yönetici e-posta adresinizi yazın; şifrenizi yenilemeniz için bir bağlantı gönderelim.</p>
          <TextField
            label="E-posta"
            type="text"
            inputMode="email"
            autoComplete="username"
            autoCapitalize="none"
            spellCheck={false}
            value={email}
            error={error || undefined}
            onChange={(e) => setEmail(e.target.value)}
          />
          <Button type="submit" variant="primary" disabled={sending} className="adm-login__submit">
            {sending ? 'Gönderiliyor...' : 'Bağlantı gönder'}
          </Button>
        </>
      )}
      {back}
    </form>
  );
}

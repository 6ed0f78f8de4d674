import { useState, type FormEvent } from 'react';
import { Navigate, useNavigate } from 'react-router-dom';
import { Button, TextField, useAuthStore, type LoginStep } from '@konak/shared-ui';
import { paths } from '../../../config/paths';
import { loginErrorMessage } from '../api/login-error';
import { ForgotPassword } from './forgot-password';
import { TwoFactorEnrol } from './two-factor-enrol';
import { TwoFactorStep } from './two-factor-step';

export function LoginPage() {
  const status = useAuthStore((s) => s.status);
  const expired = useAuthStore((s) => s.expired);
  const navigate = useNavigate();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [sending, setSending] = useState(false);
  const [error, setError] = useState('');
  const [forgot, setForgot] = useState(false);
  /** After the password: the second step a two-factor sign-in still needs. */
  const [pending, setPending] = useState<Exclude<LoginStep, { step: 'done' }> | null>(null);

  if (status === 'authenticated' && !sending) return <Navigate to={paths.dashboard.path} replace />;

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setError('');
    if (!email.trim() || !password) {
      setError('E-posta ve şifre zorunludur');
      return;
    }
    setSending(true);
    try {
      const next = await useAuthStore.getState().login(email.trim(), password);
      if (next.step !== 'done') {
        setPending(next);
        setPassword('');
        setSending(false);
        return;
      }
      navigate(paths.dashboard.path, { replace: true });
    } catch (err) {
      setError(await loginErrorMessage(err));
      setSending(false);
    }
  };

  const signedIn = () => navigate(paths.dashboard.path, { replace: true });
  const back = () => setPending(null);

  if (pending?.step === 'code')
    return (
      <div className="adm-login">
        <TwoFactorStep challenge={pending.challenge} onSignedIn={signedIn} onBack={back} />
      </div>
    );

  if (pending?.step === 'enrol')
    return (
      <div className="adm-login">
        <div className="adm-login__card adm-login__card--wide">
          <h1>İki adımlı doğrulamayı açın</h1>
          <p className="adm-login__lead">
            Site sahibi rolünüz için iki adımlı doğrulamayı zorunlu tuttu. Devam etmek için şimdi kurun; her
            girişte şifrenizin yanında telefonunuzdaki kodu soracağız.
          </p>
          <TwoFactorEnrol
            challenge={pending.challenge}
            doneLabel="Panele geç"
            onCancel={back}
            onEnabled={async (answer) => {
              await useAuthStore.getState().completeLogin(answer.access_token ?? '');
              signedIn();
            }}
          />
        </div>
      </div>
    );

  if (forgot)
    return (
      <div className="adm-login">
        <div className="adm-login__card">
          <ForgotPassword email={email} onBack={() => setForgot(false)} />
        </div>
      </div>
    );

  return (
    <div className="adm-login">
      <form className="adm-login__card" onSubmit={submit} noValidate>
        <div className="adm-login__brand" aria-hidden="true">
          K
        </div>
        <h1>Yönetim Paneli</h1>
        <p className="adm-login__lead">Devam etmek için giriş yapın.</p>
        {expired && !error && (
          <div className="adm-alert adm-alert--info" role="status">
            Oturumunuzun süresi doldu. Lütfen tekrar giriş yapın.
          </div>
        )}
        {error && (
          <div className="adm-alert adm-alert--error" role="alert">
            {error}
          </div>
        )}
        {/* The e-mail is the sign-in name: `username` pairs it with the password for password managers
            (`email` would offer the person's contact address instead). On type=email that token is
            flagged by checkers that follow the older HTML rule (username only on text controls:
            HTML_CodeSniffer H98, Nu before whatwg/html#5881), so the field is a text control with the
            phone's e-mail keyboard, valid under every reading. */}
        <TextField
          label="E-posta"
          type="text"
          inputMode="email"
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          required
          value={email}
          onChange={(e) => setEmail(e.target.value)}
        />
        <TextField
          label="Şifre"
          type="password"
          autoComplete="current-password"
          required
          value={password}
          onChange={(e) => setPassword(e.target.value)}
        />
        <Button type="submit" variant="primary" disabled={sending} className="adm-login__submit">
          {sending ? 'Giriş yapılıyor...' : 'Giriş yap'}
        </Button>
        <Button variant="ghost" className="adm-login__link" onClick={() => setForgot(true)}>
          Şifremi unuttum
        </Button>
      </form>
    </div>
  );
}

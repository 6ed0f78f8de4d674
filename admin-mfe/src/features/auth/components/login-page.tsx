import { useState, type FormEvent } from 'react';
import { Navigate, useNavigate } from 'react-router-dom';
import { Button, TextField, useAuthStore } from '@konak/shared-ui';
import { paths } from '../../../config/paths';
import { loginErrorMessage } from '../api/login-error';
import { ForgotPassword } from './forgot-password';

export function LoginPage() {
  const status = useAuthStore((s) => s.status);
  const expired = useAuthStore((s) => s.expired);
  const navigate = useNavigate();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [sending, setSending] = useState(false);
  const [error, setError] = useState('');
  const [forgot, setForgot] = useState(false);

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
      await useAuthStore.getState().login(email.trim(), password);
      navigate(paths.dashboard.path, { replace: true });
    } catch (err) {
      setError(await loginErrorMessage(err));
      setSending(false);
    }
  };

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
        <TextField label="E-posta" type="email" autoComplete="username" required value={email} onChange={(e) => setEmail(e.target.value)} />
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

// The page the e-mailed link opens (/admin/sifre-yenile#<secret>): a new password, typed twice. The
// secret is read from the address once and then taken off it, so it does not stay in the history.
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { Button, TextField } from '@konak/shared-ui';
import { MIN_PASSWORD } from '../../../components/form-rules';
import { failureDetail } from '../../../components/server-refusal';
import { paths } from '../../../config/paths';
import { confirmReset } from '../api/password-reset';

function takeToken(): string {
  const token = window.location.hash.replace(/^#/, '');
  if (token)
    window.history.replaceState(window.history.state, '', window.location.pathname + window.location.search);
  return token;
}

export function ResetPasswordPage() {
  const [token] = useState(takeToken);
  const [password, setPassword] = useState('');
  const [repeat, setRepeat] = useState('');
  const [problem, setProblem] = useState<{ field: 'password' | 'repeat' | 'link'; message: string } | null>(
    null,
  );
  const [done, setDone] = useState(false);
  const [sending, setSending] = useState(false);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (password.length < MIN_PASSWORD)
      return setProblem({ field: 'password', message: `Şifre en az ${MIN_PASSWORD} karakter olmalı` });
    if (repeat !== password) return setProblem({ field: 'repeat', message: 'İki şifre aynı değil' });
    setProblem(null);
    setSending(true);
    try {
      await confirmReset(token, password);
      setDone(true);
    } catch (err) {
      setProblem({
        field: 'link',
        message:
          (await failureDetail(err, { password: 'Şifre' })) ?? 'Şifre değiştirilemedi, lütfen tekrar deneyin',
      });
    } finally {
      setSending(false);
    }
  };
  const at = (field: 'password' | 'repeat') => (problem?.field === field ? problem.message : undefined);

  return (
    <div className="adm-login">
      <div className="adm-login__card">
        <div className="adm-login__brand" aria-hidden="true">
          K
        </div>
        <h1>Yeni şifre</h1>
        {done ? (
          <>
            <div className="adm-alert adm-alert--info" role="status">
              Şifreniz değişti. Açık olan diğer oturumlarınız kapatıldı; yeni şifrenizle giriş yapabilirsiniz.
            </div>
            <Link to={paths.login.path} className="kui-btn kui-btn--primary adm-login__submit">
              Giriş sayfasına git
            </Link>
          </>
        ) : !token ? (
          <div className="adm-alert adm-alert--error" role="alert">
            Bu bağlantı eksik. E-postadaki bağlantıyı tam olarak açın ya da{' '}
            <Link to={paths.login.path}>giriş sayfasından</Link> yeni bir bağlantı isteyin.
          </div>
        ) : (
          <form onSubmit={submit} noValidate aria-label="Yeni şifre belirleme">
            <p className="adm-login__lead">Yönetim paneli için yeni şifrenizi belirleyin.</p>
            {problem?.field === 'link' && (
              <div className="adm-alert adm-alert--error" role="alert">
                {problem.message} <Link to={paths.login.path}>Giriş sayfası</Link>
              </div>
            )}
            <TextField
              label="Yeni şifre"
              type="password"
              autoComplete="new-password"
              value={password}
              hint={`En az ${MIN_PASSWORD} karakter`}
              error={at('password')}
              onChange={(e) => setPassword(e.target.value)}
            />
            <TextField
              label="Yeni şifre (tekrar)"
              type="password"
              autoComplete="new-password"
              value={repeat}
              error={at('repeat')}
              onChange={(e) => setRepeat(e.target.value)}
            />
            <Button type="submit" variant="primary" disabled={sending} className="adm-login__submit">
              {sending ? 'Kaydediliyor...' : 'Şifremi değiştir'}
            </Button>
          </form>
        )}
      </div>
    </div>
  );
}

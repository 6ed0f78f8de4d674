// The second step of a sign-in: the code of the authenticator app, or a recovery code.
import { useState, type FormEvent } from 'react';
import { Button, useAuthStore } from '@konak/shared-ui';
import { fieldRefusal } from '../../../components/server-refusal';
import { loginErrorMessage } from '../api/login-error';
import { verifySignIn } from '../api/two-factor';
import { TwoFactorCodeField, codeProblem } from './two-factor-code-field';

export function TwoFactorStep({
  challenge,
  onSignedIn,
  onBack,
}: {
  challenge: string;
  onSignedIn: () => void;
  onBack: () => void;
}) {
  const [code, setCode] = useState('');
  const [error, setError] = useState<string>();
  const [alert, setAlert] = useState('');
  const [sending, setSending] = useState(false);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const problem = codeProblem(code);
    if (problem) return setError(problem);
    setError(undefined);
    setAlert('');
    setSending(true);
    try {
      const { access_token } = await verifySignIn(challenge, code.trim());
      await useAuthStore.getState().completeLogin(access_token);
      onSignedIn();
    } catch (err) {
      const atField = await fieldRefusal(err, 'code');
      if (atField) setError(atField);
      else setAlert(await loginErrorMessage(err));
      setSending(false);
    }
  };

  return (
    <form className="adm-login__card" onSubmit={submit} noValidate>
      <div className="adm-login__brand" aria-hidden="true">
        K
      </div>
      <h1>İki adımlı doğrulama</h1>
      <p className="adm-login__lead">Telefonunuzdaki doğrulama uygulamasını açın ve gösterdiği kodu yazın.</p>
      {alert && (
        <div className="adm-alert adm-alert--error" role="alert">
          {alert}
        </div>
      )}
      <TwoFactorCodeField value={code} onChange={setCode} error={error} />
      <Button type="submit" variant="primary" disabled={sending} className="adm-login__submit">
        {sending ? 'Doğrulanıyor...' : 'Doğrula ve giriş yap'}
      </Button>
      <Button variant="ghost" className="adm-login__link" onClick={onBack}>
        Geri dön
      </Button>
    </form>
  );
}

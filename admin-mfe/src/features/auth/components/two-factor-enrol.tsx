// Enrolment: scan the QR code (or type the key), confirm with a first code, keep the recovery codes.
// Used on the account screen and during a sign-in whose role must use a second factor (`challenge`).
import { useEffect, useState, type FormEvent } from 'react';
import { Button, Spinner, errorMessage, type TwoFactorEnabled, type TwoFactorSetup } from '@konak/shared-ui';
import { fieldRefusal } from '../../../components/server-refusal';
import { finishEnrolment, startEnrolment } from '../api/two-factor';
import { RecoveryCodes } from './recovery-codes';
import { TwoFactorCodeField, codeProblem } from './two-factor-code-field';

export function TwoFactorEnrol({
  challenge,
  onEnabled,
  onCancel,
  doneLabel,
}: {
  challenge?: string;
  onEnabled: (answer: TwoFactorEnabled) => void;
  onCancel?: () => void;
  doneLabel: string;
}) {
  const [setup, setSetup] = useState<TwoFactorSetup | null>(null);
  const [failed, setFailed] = useState('');
  const [code, setCode] = useState('');
  const [error, setError] = useState<string>();
  const [sending, setSending] = useState(false);
  const [enabled, setEnabled] = useState<TwoFactorEnabled | null>(null);

  useEffect(() => {
    let live = true;
    startEnrolment(challenge).then(
      (answer) => live && setSetup(answer),
      async (err: unknown) => live && setFailed(await errorMessage(err, 'Kurulum başlatılamadı')),
    );
    return () => {
      live = false;
    };
  }, [challenge]);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const problem = /^\d{6}$/.test(code.replace(/\s/g, ''))
      ? null
      : (codeProblem(code) ?? 'Uygulamadaki 6 haneli kodu girin');
    if (problem) return setError(problem);
    setError(undefined);
    setSending(true);
    try {
      setEnabled(await finishEnrolment(code.replace(/\s/g, ''), challenge));
    } catch (err) {
      setError((await fieldRefusal(err, 'code')) ?? (await errorMessage(err, 'Kod doğrulanamadı')));
    } finally {
      setSending(false);
    }
  };

  if (enabled)
    return (
      <RecoveryCodes codes={enabled.recovery_codes} doneLabel={doneLabel} onDone={() => onEnabled(enabled)} />
    );
  if (failed)
    return (
      <div className="adm-alert adm-alert--error" role="alert">
        {failed}
      </div>
    );
  if (!setup) return <Spinner label="Hazırlanıyor" />;
  return (
    <form className="adm-2fa__enrol" onSubmit={submit} noValidate>
      <ol className="adm-2fa__steps">
        <li>
          Telefonunuza bir doğrulama uygulaması kurun (Google Authenticator, Microsoft Authenticator,
          1Password gibi).
        </li>
        <li>Uygulamada “hesap ekle” deyin ve bu QR kodunu okutun.</li>
        <li>Uygulamanın gösterdiği 6 haneli kodu aşağıya yazın.</li>
      </ol>
      <img
        className="adm-2fa__qr"
        src={setup.qr_code}
        width={200}
        height={200}
        alt="İki adımlı doğrulama QR kodu"
      />
      <details className="adm-2fa__key">
        <summary>QR kodunu okutamıyorum</summary>
        <p>
          Uygulamaya bu anahtarı elle girin (zamana dayalı):{' '}
          <code>{setup.secret.replace(/(.{4})/g, '$1 ').trim()}</code>
        </p>
      </details>
      <TwoFactorCodeField value={code} onChange={setCode} error={error} allowRecovery={false} />
      <div className="adm-actions">
        {onCancel && (
          <Button variant="ghost" onClick={onCancel}>
            Vazgeç
          </Button>
        )}
        <Button type="submit" variant="primary" disabled={sending}>
          {sending ? 'Doğrulanıyor...' : 'Doğrula ve aç'}
        </Button>
      </div>
    </form>
  );
}

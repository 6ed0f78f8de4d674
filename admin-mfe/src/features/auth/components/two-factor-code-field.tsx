import { TextField } from '@konak/shared-ui';

/** The code of the authenticator app (6 digits) or a recovery code: one field for both. */
export function TwoFactorCodeField({
  value,
  onChange,
  error,
  allowRecovery = true,
}: {
  value: string;
  onChange: (code: string) => void;
  error?: string;
  allowRecovery?: boolean;
}) {
  return (
    <TextField
      label="Doğrulama kodu"
      inputMode={allowRecovery ? 'text' : 'numeric'}
      autoComplete="one-time-code"
      autoCapitalize="characters"
      spellCheck={false}
      maxLength={32}
      required
      value={value}
      error={error}
      hint={
        allowRecovery
          ? 'Uygulamadaki 6 haneli kod. Telefonunuz yanınızda değilse kurtarma kodlarınızdan birini yazın.'
          : 'Uygulamanın gösterdiği 6 haneli kod'
      }
      onChange={(e) => onChange(e.target.value)}
    />
  );
}

/** What the form checks before sending: something that can be a code. */
export function codeProblem(code: string): string | null {
  const text = code.replace(/[\s-]/g, '');
  if (!text) return 'Doğrulama kodunu girin';
  if (/^\d+$/.test(text) && text.length !== 6) return 'Uygulamadaki kod 6 hanelidir';
  if (!/^\d+$/.test(text) && text.length !== 10) return 'Kurtarma kodu XXXXX-XXXXX biçimindedir';
  return null;
}

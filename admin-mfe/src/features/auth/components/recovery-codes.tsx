// The ten recovery codes, shown once after enrolment: copy or download them before going on.
import { useState } from 'react';
import { Button } from '@konak/shared-ui';

export function RecoveryCodes({
  codes,
  onDone,
  doneLabel,
}: {
  codes: string[];
  onDone: () => void;
  doneLabel: string;
}) {
  const [kept, setKept] = useState(false);
  const [copied, setCopied] = useState(false);
  const text = `Konak yönetim paneli — kurtarma kodları\nHer kod yalnızca bir kez kullanılabilir.\n\n${codes.join('\n')}\n`;
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      setCopied(true);
      setKept(true);
    } catch {
      setCopied(false);
    }
  };
  const download = () => {
    const url = URL.createObjectURL(new Blob([text], { type: 'text/plain;charset=utf-8' }));
    const link = Object.assign(document.createElement('a'), {
      href: url,
      download: 'konak-kurtarma-kodlari.txt',
    });
    link.click();
    URL.revokeObjectURL(url);
    setKept(true);
  };
  return (
    <div className="adm-2fa__codes">
      <div className="adm-alert adm-alert--info" role="status">
        İki adımlı doğrulama açıldı. Telefonunuzu kaybederseniz bu kodlarla giriş yapabilirsiniz. Kodlar
        yalnızca şimdi gösteriliyor: kopyalayın ya da indirip güvenli bir yerde saklayın.
      </div>
      <ol className="adm-2fa__code-list" aria-label="Kurtarma kodları">
        {codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ol>
      <div className="adm-actions">
        <Button variant="outline" onClick={() => void copy()}>
          {copied ? 'Kopyalandı' : 'Kodları kopyala'}
        </Button>
        <Button variant="outline" onClick={download}>
          İndir (.txt)
        </Button>
      </div>
      <label className="adm-2fa__kept">
        <input type="checkbox" checked={kept} onChange={(e) => setKept(e.target.checked)} /> Kodları güvenli
        bir yere kaydettim
      </label>
      <Button variant="primary" disabled={!kept} onClick={onDone}>
        {doneLabel}
      </Button>
    </div>
  );
}

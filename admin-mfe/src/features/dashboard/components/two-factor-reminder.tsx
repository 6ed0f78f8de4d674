// Issue 27: the owner is reminded until the roles that see personal data (owner, sales) must sign in with
// a second factor (KVKK's guide asks for strong sign-in for those who handle personal data).
import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { apiClient, body } from '../../../api/client';
import { useCan } from '../../../components/use-role';
import { paths } from '../../../config/paths';

export function TwoFactorReminder() {
  const owner = useCan('PUT /settings/security');
  const [covered, setCovered] = useState(true);
  useEffect(() => {
    if (!owner) return;
    let live = true;
    body(apiClient.GET('/api/settings/security')).then(
      (s) => live && setCovered(s.personal_data_roles_covered),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [owner]);
  if (!owner || covered) return null;
  return (
    <div className="adm-alert adm-alert--info" role="status">
      Kişisel verileri gören roller (Sahip ve Satış) için iki adımlı doğrulama henüz zorunlu değil. Şifresi
      ele geçirilen bir hesap talepleri ve kişisel verileri açabilir.{' '}
      <Link to={paths.account.path}>Hesabım › Güvenlik ayarları</Link>’ndan zorunlu tutun.
    </div>
  );
}

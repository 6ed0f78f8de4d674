// "Hesabım" for every role: one's own name and password. The API lets each administrator change these
// on their own account (contract/src/roles.ts, `own` of PUT /users/:email); the dialog is the one the
// owner uses for anyone, which asks for the current password and signs in again after a new one.
import { Button, useAuthStore } from '@konak/shared-ui';
import { FormSection } from '../../../components/fields';
import { useUsersStore } from '../stores/users-store';
import { EditUserModal } from './user-modals';

export function OwnAccountSection() {
  const user = useAuthStore((s) => s.user);
  const modal = useUsersStore((s) => s.modal);
  if (!user) return null;
  return (
    <FormSection title="Adınız ve şifreniz">
      <dl className="adm-dl">
        <dt>Ad Soyad</dt>
        <dd>{user.name}</dd>
        <dt>E-posta</dt>
        <dd>{user.email}</dd>
      </dl>
      <p className="adm-muted">
        E-posta adresiniz giriş adınızdır; değiştirilemez. Şifreniz değişince diğer cihazlardaki oturumlarınız
        kapanır.
      </p>
      <Button variant="outline" onClick={() => useUsersStore.getState().setModal({ kind: 'edit', user })}>
        Adımı veya şifremi değiştir
      </Button>
      {modal.kind === 'edit' && modal.user.email === user.email && <EditUserModal user={modal.user} />}
    </FormSection>
  );
}

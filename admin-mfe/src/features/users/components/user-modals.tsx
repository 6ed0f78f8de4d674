import { useState, type FormEvent } from 'react';
import {
  Button,
  Modal,
  TextField,
  useAuthStore,
  type AdminUser,
  type NewAdminUser as NewUser,
} from '@konak/shared-ui';
import { CheckedForm, FormTextField } from '../../../components/fields';
import { MAX, MIN_PASSWORD } from '../../../components/form-rules';
import { useFormErrors } from '../../../components/use-form-errors';
import { DEFAULT_ROLE, type Role } from '@konak/contract';
import { useCanForAnyone } from '../../../components/use-role';
import { useUsersStore } from '../stores/users-store';
import { RoleField } from './role-field';
import { userChanges, validateChanges, validateNewUser } from './user-rules';

const trimmed = (u: NewUser): NewUser => ({ ...u, name: u.name.trim(), email: u.email.trim() });
const checkNew = (u: NewUser) => validateNewUser(trimmed(u));
const checkChanges = (d: EditDraft) => validateChanges(userChanges(d.name, d.password, d.currentPassword));

interface EditDraft {
  name: string;
  password: string;
  /** The signed-in administrator's own password, asked for once a new password is typed. */
  currentPassword: string;
}

const close = () => useUsersStore.getState().setModal({ kind: 'closed' });

export function AddUserModal() {
  const [form, setForm] = useState<NewUser>({ name: '', email: '', password: '', role: DEFAULT_ROLE });
  const check = useFormErrors(form, checkNew, { fresh: true });
  const saving = useUsersStore((s) => s.saving);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (check.check().length) return;
    const result = await useUsersStore.getState().add(trimmed(form));
    if (!result.ok) check.refuse(result.message, 'fields' in result ? result.fields : []);
  };
  return (
    <Modal title="Yeni yönetici" onClose={close}>
      <CheckedForm form={check} onSubmit={submit} label="Yeni yönetici">
        <FormTextField
          name="name"
          label="Ad Soyad *"
          required
          maxLength={MAX.name}
          value={form.name}
          onChange={(e) => setForm({ ...form, name: e.target.value })}
        />
        <FormTextField
          name="email"
          label="E-posta *"
          type="email"
          required
          maxLength={MAX.email}
          value={form.email}
          onChange={(e) => setForm({ ...form, email: e.target.value })}
        />
        <FormTextField
          name="password"
          label="Şifre *"
          type="password"
          autoComplete="new-password"
          required
          maxLength={MAX.password}
          value={form.password}
          hint={`En az ${MIN_PASSWORD} karakter; yaygın ve sızdırılmış şifreler kabul edilmez`}
          onChange={(e) => setForm({ ...form, password: e.target.value })}
        />
        <RoleField value={form.role ?? DEFAULT_ROLE} onChange={(role) => setForm({ ...form, role })} />
        <div className="adm-actions">
          <Button variant="outline" onClick={close}>
            İptal
          </Button>
          <Button type="submit" variant="primary" disabled={saving}>
            Ekle
          </Button>
        </div>
      </CheckedForm>
    </Modal>
  );
}

export function EditUserModal({ user }: { user: AdminUser }) {
  const [form, setForm] = useState<EditDraft>({ name: user.name, password: '', currentPassword: '' });
  const [role, setRole] = useState<Role>(user.role);
  // Roles are the owner's to set; anyone else edits only their own name and password here.
  const setsRoles = useCanForAnyone('PUT /users/:email');
  const check = useFormErrors(form, checkChanges);
  // The server's word on the current password, shown at that field until it is typed again.
  const [currentRefused, setCurrentRefused] = useState('');
  const saving = useUsersStore((s) => s.saving);
  const isMe = useAuthStore((s) => s.user?.email === user.email);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setCurrentRefused('');
    if (check.check().length) return;
    const changes = userChanges(form.name, form.password, form.currentPassword);
    const result = await useUsersStore
      .getState()
      .update(user.email, role === user.role ? changes : { ...changes, role });
    if (result.ok) return;
    if ('field' in result) setCurrentRefused(result.message);
    else check.refuse(result.message, result.fields);
  };
  return (
    <Modal title="Yöneticiyi düzenle" onClose={close}>
      <CheckedForm form={check} onSubmit={submit} label="Yöneticiyi düzenle">
        <TextField
          label="E-posta"
          type="email"
          value={user.email}
          readOnly
          hint="E-posta adresi değiştirilemez."
        />
        {setsRoles && <RoleField value={role} onChange={setRole} />}
        <TextField
          label="Ad Soyad"
          maxLength={MAX.name}
          value={form.name}
          onChange={(e) => setForm({ ...form, name: e.target.value })}
        />
        <FormTextField
          name="password"
          label="Yeni şifre"
          type="password"
          autoComplete="new-password"
          maxLength={MAX.password}
          value={form.password}
          hint={
            isMe
              ? 'Değiştirmek istemiyorsanız boş bırakın. Şifreniz değişince diğer cihazlardaki oturumlarınız kapanır.'
              : 'Değiştirmek istemiyorsanız boş bırakın. Şifre değişince bu yöneticinin açık oturumları kapanır.'
          }
          onChange={(e) => setForm({ ...form, password: e.target.value })}
        />
        {form.password && (
          <FormTextField
            name="current_password"
            label="Mevcut şifreniz *"
            type="password"
            autoComplete="current-password"
            required
            maxLength={MAX.password}
            value={form.currentPassword}
            error={currentRefused || undefined}
            hint={
              isMe
                ? 'Değişikliği onaylamak için şu anki şifrenizi girin.'
                : 'Değişikliği onaylamak için kendi şifrenizi girin (bu yöneticinin değil).'
            }
            onChange={(e) => {
              setCurrentRefused('');
              setForm({ ...form, currentPassword: e.target.value });
            }}
          />
        )}
        <div className="adm-actions">
          <Button variant="outline" onClick={close}>
            İptal
          </Button>
          <Button type="submit" variant="primary" disabled={saving}>
            Güncelle
          </Button>
        </div>
      </CheckedForm>
    </Modal>
  );
}

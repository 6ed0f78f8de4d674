import { useState, type FormEvent } from 'react';
import { Button, Modal, TextField, type AdminUser } from '@konak/shared-ui';
import { ErrorSummary } from '../../../components/fields';
import { useUsersStore } from '../stores/users-store';
import { userChanges, validateChanges, validateNewUser } from './user-rules';

const close = () => useUsersStore.getState().setModal({ kind: 'closed' });

export function AddUserModal() {
  const [form, setForm] = useState({ name: '', email: '', password: '' });
  const [errors, setErrors] = useState<string[]>([]);
  const saving = useUsersStore((s) => s.saving);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const user = { ...form, name: form.name.trim(), email: form.email.trim() };
    const problems = validateNewUser(user);
    setErrors(problems);
    if (problems.length) return;
    const result = await useUsersStore.getState().add(user);
    if (!result.ok) setErrors([result.message]);
  };
  return (
    <Modal title="Yeni yönetici" onClose={close}>
      <form onSubmit={submit} noValidate>
        <ErrorSummary errors={errors} />
        <TextField label="Ad Soyad *" required value={form.name} onChange={(e) => setForm({ ...form, name: e.target.value })} />
        <TextField label="E-posta *" type="email" required value={form.email} onChange={(e) => setForm({ ...form, email: e.target.value })} />
        <TextField label="Şifre *" type="password" autoComplete="new-password" required value={form.password} hint="En az 8 karakter" onChange={(e) => setForm({ ...form, password: e.target.value })} />
        <div className="adm-actions">
          <Button variant="outline" onClick={close}>
            İptal
          </Button>
          <Button type="submit" variant="primary" disabled={saving}>
            Ekle
          </Button>
        </div>
      </form>
    </Modal>
  );
}

export function EditUserModal({ user }: { user: AdminUser }) {
  const [name, setName] = useState(user.name);
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<string[]>([]);
  const saving = useUsersStore((s) => s.saving);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const changes = userChanges(name, password);
    const problems = validateChanges(changes);
    setErrors(problems);
    if (problems.length) return;
    const result = await useUsersStore.getState().update(user.email, changes);
    if (!result.ok) setErrors([result.message]);
  };
  return (
    <Modal title="Yöneticiyi düzenle" onClose={close}>
      <form onSubmit={submit} noValidate>
        <ErrorSummary errors={errors} />
        <TextField label="E-posta" type="email" value={user.email} readOnly hint="E-posta adresi değiştirilemez." />
        <TextField label="Ad Soyad" value={name} onChange={(e) => setName(e.target.value)} />
        <TextField label="Yeni şifre" type="password" autoComplete="new-password" value={password} hint="Değiştirmek istemiyorsanız boş bırakın." onChange={(e) => setPassword(e.target.value)} />
        <div className="adm-actions">
          <Button variant="outline" onClick={close}>
            İptal
          </Button>
          <Button type="submit" variant="primary" disabled={saving}>
            Güncelle
          </Button>
        </div>
      </form>
    </Modal>
  );
}

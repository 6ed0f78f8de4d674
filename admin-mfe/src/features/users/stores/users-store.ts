import { create } from 'zustand';
import { toast, useAuthStore, type AdminUser } from '@konak/shared-ui';
import type { SaveResult } from '../../../components/crud-store';
import { failureDetail } from '../../../components/server-refusal';
import { listUsers } from '../api/list-users';
import { createUser, type NewUser } from '../api/create-user';
import { updateUser, type UserChanges } from '../api/update-user';
import { deleteUser } from '../api/delete-user';

export type UsersModal = { kind: 'closed' } | { kind: 'add' } | { kind: 'edit'; user: AdminUser };

interface UsersState {
  items: AdminUser[];
  status: 'idle' | 'loading' | 'ready' | 'error';
  modal: UsersModal;
  saving: boolean;
  load: () => Promise<void>;
  setModal: (modal: UsersModal) => void;
  add: (user: NewUser) => Promise<SaveResult>;
  update: (email: string, changes: UserChanges) => Promise<SaveResult>;
  remove: (email: string) => Promise<void>;
  reset: () => void;
}

const FIELDS = { name: 'Ad Soyad', email: 'E-posta', password: 'Şifre' };

const isMe = (email: string) => useAuthStore.getState().user?.email === email;

const initial = { items: [] as AdminUser[], status: 'idle' as const, modal: { kind: 'closed' } as UsersModal, saving: false };

export const useUsersStore = create<UsersState>((set, get) => {
  const attempt = async (run: () => Promise<void>, success: string, fallback: string): Promise<SaveResult> => {
    set({ saving: true });
    try {
      await run();
      set({ saving: false, modal: { kind: 'closed' } });
      toast.success(success);
      void get().load();
      return { ok: true };
    } catch (error) {
      const message = (await failureDetail(error, FIELDS)) ?? fallback;
      set({ saving: false });
      toast.error(message);
      return { ok: false, message };
    }
  };
  return {
    ...initial,
    load: async () => {
      set({ status: 'loading' });
      try {
        set({ items: await listUsers(), status: 'ready' });
      } catch {
        set({ status: 'error' });
        toast.error('Kullanıcılar yüklenirken hata oluştu');
      }
    },
    setModal: (modal) => set({ modal }),
    add: (user) => attempt(() => createUser(user).then(() => undefined), 'Yeni yönetici eklendi', 'Yönetici eklenirken hata oluştu'),
    update: (email, changes) =>
      attempt(
        async () => {
          await updateUser(email, changes);
          // A new password ends the sessions signed in with the old one (this one too): sign in again
          // with the new password, so changing one's own password does not look like an expired session.
          if (changes.password && isMe(email)) await useAuthStore.getState().login(email, changes.password);
        },
        'Yönetici bilgileri güncellendi',
        'Güncelleme sırasında hata oluştu',
      ),
    remove: async (email) => {
      try {
        await deleteUser(email);
        set({ items: get().items.filter((u) => u.email !== email) });
        toast.success('Yönetici silindi');
        // One's own account is gone: leave the panel (the guard shows the login screen).
        if (isMe(email)) useAuthStore.getState().logout();
      } catch (error) {
        toast.error((await failureDetail(error)) ?? 'Silme sırasında hata oluştu');
      }
    },
    reset: () => set(initial),
  };
});

import { create } from 'zustand';
import {
  toast,
  useAuthStore,
  type AdminUser,
  type AdminUserChanges,
  type NewAdminUser,
} from '@konak/shared-ui';
import { apiClient, body } from '../../../api/client';
import type { SaveResult } from '../../../components/crud-store';
import { failureDetail, fieldRefusal, refusalAt } from '../../../components/server-refusal';

export type UsersModal = { kind: 'closed' } | { kind: 'add' } | { kind: 'edit'; user: AdminUser };

/** A save's outcome; `field` names the one field a refusal is about, for the form to show it there. */
export type UserSaveResult = SaveResult | { ok: false; message: string; field: 'current_password' };

interface UsersState {
  modal: UsersModal;
  saving: boolean;
  /** Counts saves and deletes: the screen reads its page of administrators again (use-paged-list.ts). */
  changes: number;
  setModal: (modal: UsersModal) => void;
  add: (user: NewAdminUser) => Promise<UserSaveResult>;
  /** Name and/or password; a password needs the signed-in administrator's own `current_password`. */
  update: (email: string, changes: AdminUserChanges) => Promise<UserSaveResult>;
  remove: (email: string) => Promise<void>;
  /** Ends every session of the signed-in administrator (this one too); false when the server did not
   *  confirm, so nothing was ended and they can try again. */
  signOutEverywhere: () => Promise<boolean>;
  reset: () => void;
}

const FIELDS = { name: 'Ad Soyad', email: 'E-posta', password: 'Şifre', current_password: 'Mevcut şifreniz' };

const isMe = (email: string) => useAuthStore.getState().user?.email === email;

/** A new own password ends every session of this administrator, this one too: sign in again with it,
 *  so the change does not look like an expired session. Should that fail, the old session is dead
 *  anyway: say so and leave for the login screen instead of failing on the next call. */
async function signInAgain(email: string, password: string) {
  try {
    const signedIn = await useAuthStore.getState().login(email, password);
    // With a second factor the sign-in needs a code from the app: that is the login screen's to ask.
    if (signedIn.step !== 'done') {
      toast.info('Şifreniz değişti. Yeni şifreniz ve doğrulama kodunuzla tekrar giriş yapın.');
      await useAuthStore.getState().logout();
    }
  } catch {
    toast.error('Şifreniz değişti, ancak oturumunuz yenilenemedi. Lütfen yeni şifrenizle giriş yapın.');
    await useAuthStore.getState().logout();
  }
}

const initial = { modal: { kind: 'closed' } as UsersModal, saving: false, changes: 0 };

export const useUsersStore = create<UsersState>((set, get) => {
  const attempt = async (
    run: () => Promise<void>,
    success: string,
    fallback: string,
  ): Promise<UserSaveResult> => {
    set({ saving: true });
    try {
      await run();
      set({ saving: false, modal: { kind: 'closed' } });
      toast.success(success);
      // Read again only with a live session (after one's own new password, the new one).
      if (useAuthStore.getState().status === 'authenticated') set({ changes: get().changes + 1 });
      return { ok: true };
    } catch (error) {
      set({ saving: false });
      // A missing or wrong own password is shown at its field, where it is typed again.
      const atField = await fieldRefusal(error, 'current_password');
      if (atField) return { ok: false, message: atField, field: 'current_password' };
      const message = (await failureDetail(error, FIELDS)) ?? fallback;
      toast.error(message);
      return { ok: false, message, fields: await refusalAt(error) };
    }
  };
  return {
    ...initial,
    setModal: (modal) => set({ modal }),
    add: (user) =>
      attempt(
        () => body(apiClient.POST('/api/users', { body: user })).then(() => undefined),
        'Yeni yönetici eklendi',
        'Yönetici eklenirken hata oluştu',
      ),
    update: (email, changes) =>
      attempt(
        async () => {
          const saved = await body(
            apiClient.PUT('/api/users/{email}', { params: { path: { email } }, body: changes }),
          );
          // Before anything else is asked of the server: the token this panel holds died with the change.
          if (changes.password && isMe(email)) await signInAgain(email, changes.password);
          // One's own new name shows at once in the menu and on "Hesabım".
          else if (isMe(email)) useAuthStore.setState({ user: saved });
        },
        'Yönetici bilgileri güncellendi',
        'Güncelleme sırasında hata oluştu',
      ),
    remove: async (email) => {
      try {
        await body(apiClient.DELETE('/api/users/{email}', { params: { path: { email } } }));
        set({ changes: get().changes + 1 });
        toast.success('Yönetici silindi');
        // One's own account is gone: leave the panel (the guard shows the login screen).
        if (isMe(email)) void useAuthStore.getState().logout();
      } catch (error) {
        toast.error((await failureDetail(error)) ?? 'Silme sırasında hata oluştu');
      }
    },
    signOutEverywhere: async () => {
      try {
        await useAuthStore.getState().logoutEverywhere();
        toast.success('Tüm cihazlardaki oturumlarınız kapatıldı');
        return true;
      } catch (error) {
        toast.error(`Oturumlar kapatılamadı: ${(await failureDetail(error)) ?? 'lütfen tekrar deneyin'}`);
        return false;
      }
    },
    reset: () => set(initial),
  };
});

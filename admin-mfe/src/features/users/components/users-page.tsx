import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import {
  Badge,
  Button,
  errorMessage,
  formatDate,
  toast,
  useAuthStore,
  type AdminUser,
} from '@konak/shared-ui';
import { PER_PAGE, ROLE_LABELS } from '@konak/contract';
import { apiClient } from '../../../api/client';
import { getPage } from '../../../api/get-page';
import { useCan } from '../../../components/use-role';
import { paths } from '../../../config/paths';
import { PageHeader } from '../../../components/page-header';
import { Pager } from '../../../components/pager';
import { usePagedList } from '../../../components/use-paged-list';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { useUsersStore } from '../stores/users-store';
import { AddUserModal, EditUserModal } from './user-modals';

const fetchUsers = (query: Record<string, string | number>, signal: AbortSignal) =>
  getPage<AdminUser>('/api/users', query, signal);
const onLoadError = () => toast.error('Kullanıcılar yüklenirken hata oluştu');

/** An owner switches another administrator's second factor off (a lost phone): audited by the API. */
async function resetTwoFactor(email: string): Promise<boolean> {
  try {
    await apiClient.DELETE('/api/users/{email}/2fa', { params: { path: { email } } });
    toast.success('İki adımlı doğrulama sıfırlandı', 'Yönetici bir sonraki girişinde yeniden kurabilir.');
    return true;
  } catch (error) {
    toast.error(await errorMessage(error, 'İki adımlı doğrulama sıfırlanamadı'));
    return false;
  }
}

export function UsersPage() {
  const { modal, changes } = useUsersStore();
  // A page of administrators at a time (`?sayfa=2`, issue 25); read again after each save or delete.
  const list = usePagedList<AdminUser>({
    params: [],
    perPage: PER_PAGE.users,
    fetchPage: fetchUsers,
    onError: onLoadError,
  });
  const { items, status } = list;
  const seen = useRef(changes);
  useEffect(() => {
    if (seen.current === changes) return;
    seen.current = changes;
    list.reload();
  }, [changes, list]);
  const me = useAuthStore((s) => s.user);
  const [toDelete, setToDelete] = useState<AdminUser | null>(null);
  const [toReset, setToReset] = useState<AdminUser | null>(null);
  const resetsTwoFactor = useCan('DELETE /users/:email/2fa');
  const [signOut, setSignOut] = useState<'closed' | 'asking' | 'busy'>('closed');
  const navigate = useNavigate();

  const signOutEverywhere = async () => {
    setSignOut('busy');
    if (await useUsersStore.getState().signOutEverywhere()) navigate(paths.login.path, { replace: true });
    else setSignOut('closed');
  };

  useEffect(() => () => useUsersStore.getState().setModal({ kind: 'closed' }), []);

  return (
    <>
      <PageHeader
        title="Yöneticiler"
        description="Yönetim paneline giriş yapabilen kişiler."
        actions={
          <Button variant="gold" onClick={() => useUsersStore.getState().setModal({ kind: 'add' })}>
            + Yeni yönetici
          </Button>
        }
      />
      {status === 'loading' && items.length === 0 ? (
        <p className="adm-card adm-empty" role="status">
          Yükleniyor...
        </p>
      ) : (
        <div className="adm-card adm-table-wrap">
          <table className="adm-table">
            <thead>
              <tr>
                <th scope="col">Ad</th>
                <th scope="col">E-posta</th>
                <th scope="col">Rol</th>
                <th scope="col">İki adımlı doğrulama</th>
                <th scope="col">Kayıt Tarihi</th>
                <th scope="col">İşlemler</th>
              </tr>
            </thead>
            <tbody>
              {items.map((u) => (
                <tr key={u.email}>
                  <td data-label="Ad">
                    {u.name}
                    {me?.email === u.email && <span className="adm-muted"> (siz)</span>}
                  </td>
                  <td data-label="E-posta">{u.email}</td>
                  <td data-label="Rol">
                    <Badge tone={u.role === 'owner' ? 'info' : 'neutral'}>{ROLE_LABELS[u.role]}</Badge>
                  </td>
                  <td data-label="İki adımlı doğrulama">
                    <Badge tone={u.two_factor_enabled ? 'success' : 'neutral'}>
                      {u.two_factor_enabled ? 'Açık' : 'Kapalı'}
                    </Badge>
                  </td>
                  <td data-label="Kayıt Tarihi">{formatDate(u.created_at, 'tr')}</td>
                  <td data-label="İşlemler">
                    <div className="adm-row__actions adm-row__actions--start">
                      <Button
                        size="sm"
                        variant="outline"
                        onClick={() => useUsersStore.getState().setModal({ kind: 'edit', user: u })}
                      >
                        Düzenle
                      </Button>
                      {resetsTwoFactor && u.two_factor_enabled && me?.email !== u.email && (
                        <Button size="sm" variant="outline" onClick={() => setToReset(u)}>
                          2 adımı sıfırla
                        </Button>
                      )}
                      <Button
                        size="sm"
                        variant="ghost"
                        className="adm-danger-text"
                        onClick={() => setToDelete(u)}
                      >
                        Sil
                      </Button>
                    </div>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {list.total > list.perPage && (
        <Pager
          page={list.page}
          pageCount={list.pageCount}
          total={list.total}
          noun="yönetici"
          href={list.pageHref}
        />
      )}
      {me && (
        <section className="adm-card adm-section adm-sessions" aria-labelledby="adm-sessions-title">
          <h2 id="adm-sessions-title">Oturumlarınız</h2>
          <div className="adm-sessions__body">
            <p className="adm-muted">
              Bir cihazınızı kaybettiyseniz ya da oturumunuz başka bir bilgisayarda açık kaldıysa, bu hesapla
              açılmış bütün oturumları kapatın. Bu cihazda da yeniden giriş yapmanız gerekir.
            </p>
            <Button variant="outline" onClick={() => setSignOut('asking')}>
              Tüm cihazlarda oturumu kapat
            </Button>
          </div>
        </section>
      )}
      {modal.kind === 'add' && <AddUserModal />}
      {modal.kind === 'edit' && <EditUserModal key={modal.user.email} user={modal.user} />}
      {toDelete && (
        <ConfirmDialog
          title="Yöneticiyi sil"
          message={
            toDelete.email === me?.email
              ? 'Bu sizin hesabınız. Silerseniz oturumunuz kapanır ve bu hesapla bir daha giriş yapamazsınız. Bu yöneticiyi silmek istediğinizden emin misiniz?'
              : 'Bu yöneticiyi silmek istediğinizden emin misiniz?'
          }
          onCancel={() => setToDelete(null)}
          onConfirm={() => {
            void useUsersStore.getState().remove(toDelete.email);
            setToDelete(null);
          }}
        />
      )}
      {toReset && (
        <ConfirmDialog
          title="İki adımlı doğrulamayı sıfırla"
          message={`${toReset.name} (${toReset.email}) için iki adımlı doğrulama kapatılır ve açık oturumları sonlanır. Telefonunu ve kurtarma kodlarını kaybettiyse bunu yapın; bir sonraki girişinde yeniden kurabilir. İşlem etkinlik kaydına yazılır.`}
          confirmLabel="Sıfırla"
          onCancel={() => setToReset(null)}
          onConfirm={() => {
            const email = toReset.email;
            setToReset(null);
            void resetTwoFactor(email).then((done) => done && list.reload());
          }}
        />
      )}
      {signOut !== 'closed' && (
        <ConfirmDialog
          title="Tüm cihazlarda oturumu kapat"
          message="Bu hesapla açık olan bütün oturumlar kapanır: diğer cihaz ve tarayıcılardakiler de, bu cihazdaki de. Devam etmek istediğinizden emin misiniz?"
          confirmLabel={signOut === 'busy' ? 'Kapatılıyor...' : 'Oturumları kapat'}
          busy={signOut === 'busy'}
          onCancel={() => signOut === 'asking' && setSignOut('closed')}
          onConfirm={() => void signOutEverywhere()}
        />
      )}
    </>
  );
}

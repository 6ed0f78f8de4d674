import { Suspense, useEffect, useState } from 'react';
import { NavLink, Outlet, useLocation, useNavigate } from 'react-router-dom';
import { pick, Spinner, useAuthStore, useSettingsStore } from '@konak/shared-ui';
import { paths, PUBLIC_SITE } from '../config/paths';
import { NAV_ITEMS } from './nav-items';
import { useRole } from '../components/use-role';
import { mayOpen } from '@konak/contract';
import { UnsavedChangesDialog, useUnsavedStore } from '../components/unsaved-changes';
import { NEW_CONTACTS_COUNT_ID, NewContactsBadge } from '../features/contacts/components/new-contacts-badge';

/** The panel's frame: a collapsible sidebar (a drawer on small screens), the header and the screen. */
export function AdminLayout() {
  const [collapsed, setCollapsed] = useState(false);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const user = useAuthStore((s) => s.user);
  const role = useRole();
  const siteName = useSettingsStore((s) => pick(s.settings.site_name, 'tr'));
  const navigate = useNavigate();
  const location = useLocation();

  useEffect(() => setDrawerOpen(false), [location.pathname]);
  // The open drawer covers the menu button: Escape and its own close button shut it too.
  useEffect(() => {
    if (!drawerOpen) return;
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && setDrawerOpen(false);
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [drawerOpen]);

  // The session ends on the server too; the panel does not wait for it (the store forgets the token first).
  const logout = () =>
    useUnsavedStore.getState().guard(() => {
      void useAuthStore.getState().logout();
      navigate(paths.login.path, { replace: true });
    });

  return (
    <div
      className={`adm-shell${collapsed ? ' adm-shell--collapsed' : ''}${drawerOpen ? ' adm-shell--drawer' : ''}`}
    >
      <aside className="adm-sidebar" id="adm-sidebar" aria-label="Yönetim menüsü">
        <div className="adm-sidebar__brand">
          <span className="adm-sidebar__logo" aria-hidden="true">
            K
          </span>
          <span className="adm-sidebar__title">{siteName || 'Konak'} Yönetim</span>
          <button
            type="button"
            className="adm-sidebar__close"
            onClick={() => setDrawerOpen(false)}
            aria-label="Menüyü kapat"
          >
            ×
          </button>
        </div>
        <nav>
          <ul>
            {NAV_ITEMS.filter((item) => role !== null && mayOpen(role, item.screen)).map((item) => (
              <li key={item.to}>
                <NavLink
                  to={item.to}
                  end={item.end}
                  className="adm-nav-link"
                  title={collapsed ? item.label : undefined}
                  aria-describedby={item.count === 'newContacts' ? NEW_CONTACTS_COUNT_ID : undefined}
                >
                  <span className="adm-nav-link__icon" aria-hidden="true">
                    {item.icon}
                  </span>
                  <span className="adm-nav-link__label">{item.label}</span>
                  {item.count === 'newContacts' && <NewContactsBadge />}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <button
          type="button"
          className="adm-sidebar__collapse"
          onClick={() => setCollapsed((c) => !c)}
          aria-expanded={!collapsed}
          aria-controls="adm-sidebar"
        >
          <span aria-hidden="true">{collapsed ? '»' : '«'}</span>
          <span className="adm-nav-link__label">{collapsed ? 'Menüyü genişlet' : 'Menüyü daralt'}</span>
        </button>
      </aside>
      {drawerOpen && <div className="adm-backdrop" onClick={() => setDrawerOpen(false)} aria-hidden="true" />}
      <div className="adm-main">
        <header className="adm-topbar">
          <button
            type="button"
            className="adm-topbar__menu"
            onClick={() => setDrawerOpen((o) => !o)}
            aria-expanded={drawerOpen}
            aria-controls="adm-sidebar"
            aria-label="Menüyü aç"
          >
            ☰
          </button>
          <div className="adm-topbar__spacer" />
          <a className="adm-topbar__link" href={PUBLIC_SITE} target="_blank" rel="noopener noreferrer">
            Siteyi görüntüle <span aria-hidden="true">↗</span>
          </a>
          {user && <span className="adm-topbar__user">{user.name || user.email}</span>}
          <button type="button" className="adm-topbar__logout" onClick={logout}>
            Çıkış yap
          </button>
        </header>
        <main className="adm-content">
          {/* A screen's chunk loads on its first visit (app/screens.ts); the menu stays usable meanwhile. */}
          <Suspense fallback={<Spinner label="Yükleniyor..." />}>
            <Outlet />
          </Suspense>
        </main>
      </div>
      <UnsavedChangesDialog />
    </div>
  );
}

import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { Spinner, useAuthStore } from '@konak/shared-ui';
import { paths } from '../config/paths';

/** SPEC §4's guard: a spinner while the session is checked, the screen when signed in, else login. */
export function RequireAuth({ children }: { children: ReactNode }) {
  const status = useAuthStore((s) => s.status);
  const location = useLocation();
  if (status === 'loading')
    return (
      <div className="adm-fullscreen">
        <Spinner label="Yükleniyor..." />
      </div>
    );
  if (status !== 'authenticated')
    return <Navigate to={paths.login.path} replace state={{ from: location.pathname }} />;
  return <>{children}</>;
}

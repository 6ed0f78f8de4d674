import { useEffect } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { useAuthStore } from '@konak/shared-ui';
import { contactDetail, paths } from '../config/paths';
import { LoginPage } from '../features/auth/components/login-page';
import { ResetPasswordPage } from '../features/auth/components/reset-password-page';
import { RequireAuth } from './require-auth';
import { AdminLayout } from './admin-layout';
import { DashboardPage } from '../features/dashboard/components/dashboard-page';
import { SlidersPage } from '../features/sliders/components/sliders-page';
import { ProjectsPage } from '../features/projects/components/projects-page';
import { BlogPage } from '../features/blog/components/blog-page';
import { AboutPage } from '../features/about/components/about-page';
import { SettingsPage } from '../features/settings/components/settings-page';
import { BannerPage } from '../features/banner/components/banner-page';
import { ContactsPage } from '../features/contacts/components/contacts-page';
import { ContactDetailPage } from '../features/contacts/components/contact-detail-page';
import { DataRequestsPage } from '../features/contacts/components/data-requests-page';
import { UsersPage } from '../features/users/components/users-page';

/** /admin/* — routes are relative to the shell's `/admin/*` route. */
export function App() {
  useEffect(() => {
    void useAuthStore.getState().init();
  }, []);
  return (
    <div className="adm-root">
      <Routes>
        <Route path={paths.login.route} element={<LoginPage />} />
        <Route path={paths.resetPassword.route} element={<ResetPasswordPage />} />
        <Route
          element={
            <RequireAuth>
              <AdminLayout />
            </RequireAuth>
          }
        >
          <Route index element={<DashboardPage />} />
          <Route path={paths.dashboard.route} element={<DashboardPage />} />
          <Route path={paths.sliders.route} element={<SlidersPage />} />
          <Route path={paths.projects.route} element={<ProjectsPage />} />
          <Route path={paths.blogs.route} element={<BlogPage />} />
          <Route path={paths.about.route} element={<AboutPage />} />
          <Route path={paths.settings.route} element={<SettingsPage />} />
          <Route path={paths.instagram.route} element={<BannerPage />} />
          <Route path={paths.contacts.route} element={<ContactsPage />} />
          <Route path={paths.dataRequests.route} element={<DataRequestsPage />} />
          <Route path={contactDetail.route} element={<ContactDetailPage />} />
          <Route path={paths.users.route} element={<UsersPage />} />
          <Route path="*" element={<Navigate to={paths.dashboard.path} replace />} />
        </Route>
      </Routes>
    </div>
  );
}

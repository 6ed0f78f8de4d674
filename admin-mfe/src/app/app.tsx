import { useEffect } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { useAuthStore } from '@konak/shared-ui';
import { auditEntry, contactDetail, paths, projectUnits } from '../config/paths';
import { LoginPage } from '../features/auth/components/login-page';
import { ResetPasswordPage } from '../features/auth/components/reset-password-page';
import { RequireAuth } from './require-auth';
import { AllowedScreen } from '../components/allowed-screen';
import { AdminLayout } from './admin-layout';
import { HistoryProvider } from '../components/history-slot';
import { VersionHistoryButton } from '../features/versions/components/version-history-button';
import { ProgressPanel } from '../features/progress/components/progress-panel';
import { PaymentPlansPanel } from '../features/payment-plans/components/payment-plans-panel';
import { ProjectPanelsProvider, type ProjectPanel } from '../components/project-panels';
import {
  AboutPage,
  AccountPage,
  AuditEntryPage,
  AuditPage,
  BannerPage,
  BlogPage,
  ContactDetailPage,
  ContactsPage,
  DashboardPage,
  DataRequestsPage,
  ProjectsPage,
  RatesPage,
  SettingsPage,
  SlidersPage,
  TranslationsPage,
  TrashPage,
  UnitsPage,
  UsersPage,
  VisitorsPage,
  WebhooksPage,
} from './screens';

/** What other features show under a project's edit form (features never import each other). */
const PROJECT_PANELS: readonly ProjectPanel[] = [ProgressPanel, PaymentPlansPanel];

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
              {/* The edit forms' "Geçmiş" button is the version history's (features never import each other). */}
              <HistoryProvider value={VersionHistoryButton}>
                <AdminLayout />
              </HistoryProvider>
            </RequireAuth>
          }
        >
          <Route index element={<DashboardPage />} />
          <Route
            path={paths.dashboard.route}
            element={
              <AllowedScreen screen="dashboard">
                <DashboardPage />
              </AllowedScreen>
            }
          />
          <Route
            path={paths.sliders.route}
            element={
              <AllowedScreen screen="sliders">
                <SlidersPage />
              </AllowedScreen>
            }
          />
          <Route
            path={paths.projects.route}
            element={
              <ProjectPanelsProvider value={PROJECT_PANELS}>
                <ProjectsPage />
              </ProjectPanelsProvider>
            }
          />
          <Route
            path={projectUnits.route}
            element={
              <AllowedScreen screen="units">
                <UnitsPage />
              </AllowedScreen>
            }
          />
          <Route
            path={paths.rates.route}
            element={
              <AllowedScreen screen="rates">
                <RatesPage />
              </AllowedScreen>
            }
          />
          <Route
            path={paths.blogs.route}
            element={
              <AllowedScreen screen="blogs">
                <BlogPage />
              </AllowedScreen>
            }
          />
          <Route
            path={paths.about.route}
            element={
              <AllowedScreen screen="about">
                <AboutPage />
              </AllowedScreen>
            }
          />
          <Route
            path={paths.settings.route}
            element={
              <AllowedScreen screen="settings">
                <SettingsPage />
              </AllowedScreen>
            }
          />
          <Route
            path={paths.instagram.route}
            element={
              <AllowedScreen screen="instagram">
                <BannerPage />
              </AllowedScreen>
            }
          />
          <Route
            path={paths.contacts.route}
            element={
              <AllowedScreen screen="contacts">
                <ContactsPage />
              </AllowedScreen>
            }
          />
          <Route
            path={paths.dataRequests.route}
            element={
              <AllowedScreen screen="dataRequests">
                <DataRequestsPage />
              </AllowedScreen>
            }
          />
          <Route
            path={contactDetail.route}
            element={
              <AllowedScreen screen="contacts">
                <ContactDetailPage />
              </AllowedScreen>
            }
          />
          <Route
            path={paths.users.route}
            element={
              <AllowedScreen screen="users">
                <UsersPage />
              </AllowedScreen>
            }
          />
          <Route
            path={paths.trash.route}
            element={
              <AllowedScreen screen="trash">
                <TrashPage />
              </AllowedScreen>
            }
          />
          <Route
            path={paths.visitors.route}
            element={
              <AllowedScreen screen="visitors">
                <VisitorsPage />
              </AllowedScreen>
            }
          />
          <Route
            path={paths.webhooks.route}
            element={
              <AllowedScreen screen="webhooks">
                <WebhooksPage />
              </AllowedScreen>
            }
          />
          <Route
            path={paths.audit.route}
            element={
              <AllowedScreen screen="audit">
                <AuditPage />
              </AllowedScreen>
            }
          />
          <Route
            path={auditEntry.route}
            element={
              <AllowedScreen screen="audit">
                <AuditEntryPage />
              </AllowedScreen>
            }
          />
          <Route
            path={paths.translations.route}
            element={
              <AllowedScreen screen="translations">
                <TranslationsPage />
              </AllowedScreen>
            }
          />
          <Route
            path={paths.account.route}
            element={
              <AllowedScreen screen="account">
                <AccountPage />
              </AllowedScreen>
            }
          />
          <Route path="*" element={<Navigate to={paths.dashboard.path} replace />} />
        </Route>
      </Routes>
    </div>
  );
}

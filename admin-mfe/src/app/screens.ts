// The panel's screens, each its own chunk: signing in downloads the layout and the screen opened, and each
// other screen when it is first visited (the exposed App stays within its size budget as screens are added).
import { lazy, type ComponentType } from 'react';

/** React.lazy for a module's named export. */
function screen<M, K extends keyof M>(load: () => Promise<M>, name: K) {
  return lazy(async () => ({ default: (await load())[name] as ComponentType }));
}

export const DashboardPage = screen(
  () => import('../features/dashboard/components/dashboard-page'),
  'DashboardPage',
);
export const SlidersPage = screen(() => import('../features/sliders/components/sliders-page'), 'SlidersPage');
export const ProjectsPage = screen(
  () => import('../features/projects/components/projects-page'),
  'ProjectsPage',
);
export const UnitsPage = screen(() => import('../features/units/components/units-page'), 'UnitsPage');
export const RatesPage = screen(() => import('../features/rates/components/rates-page'), 'RatesPage');
export const BlogPage = screen(() => import('../features/blog/components/blog-page'), 'BlogPage');
export const AboutPage = screen(() => import('../features/about/components/about-page'), 'AboutPage');
export const SettingsPage = screen(
  () => import('../features/settings/components/settings-page'),
  'SettingsPage',
);
export const BannerPage = screen(() => import('../features/banner/components/banner-page'), 'BannerPage');
export const ContactsPage = screen(
  () => import('../features/contacts/components/contacts-page'),
  'ContactsPage',
);
export const ContactDetailPage = screen(
  () => import('../features/contacts/components/contact-detail-page'),
  'ContactDetailPage',
);
export const DataRequestsPage = screen(
  () => import('../features/contacts/components/data-requests-page'),
  'DataRequestsPage',
);
export const UsersPage = screen(() => import('../features/users/components/users-page'), 'UsersPage');
export const TrashPage = screen(() => import('../features/trash/components/trash-page'), 'TrashPage');
export const AuditPage = screen(() => import('../features/audit/components/audit-page'), 'AuditPage');
export const AuditEntryPage = screen(
  () => import('../features/audit/components/audit-entry-page'),
  'AuditEntryPage',
);
export const AccountPage = screen(() => import('./account-screen'), 'AccountScreen');
export const WebhooksPage = screen(
  () => import('../features/webhooks/components/webhooks-page'),
  'WebhooksPage',
);
export const VisitorsPage = screen(
  () => import('../features/visitors/components/visitors-page'),
  'VisitorsPage',
);
export const TranslationsPage = screen(
  () => import('../features/translations/components/translations-page'),
  'TranslationsPage',
);

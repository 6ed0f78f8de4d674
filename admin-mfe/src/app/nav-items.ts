import { paths } from '../config/paths';

export interface NavItem {
  to: string;
  label: string;
  icon: string;
  /** Dashboard highlights only on its own path; the rest on any path below theirs. */
  end?: boolean;
  /** A count drawn beside the label (the new call-back requests). */
  count?: 'newContacts';
}

export const NAV_ITEMS: NavItem[] = [
  { to: paths.dashboard.path, label: 'Genel Bakış', icon: '◧', end: true },
  { to: paths.sliders.path, label: 'Slider', icon: '▭' },
  { to: paths.projects.path, label: 'Projeler', icon: '▦' },
  { to: paths.blogs.path, label: 'Blog', icon: '✎' },
  { to: paths.about.path, label: 'Hakkımızda', icon: 'ℹ' },
  { to: paths.settings.path, label: 'Ayarlar', icon: '⚙' },
  { to: paths.instagram.path, label: 'Instagram', icon: '◎' },
  { to: paths.contacts.path, label: 'İletişim Talepleri', icon: '✆', count: 'newContacts' },
  { to: paths.users.path, label: 'Yöneticiler', icon: '☺' },
  { to: paths.trash.path, label: 'Çöp Kutusu', icon: '⌫' },
  { to: paths.audit.path, label: 'Etkinlik Kaydı', icon: '☰' },
  { to: paths.translations.path, label: 'Çeviri Kontrolü', icon: '⇄' },
];

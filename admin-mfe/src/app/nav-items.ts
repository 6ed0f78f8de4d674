import type { AdminScreen } from '@konak/contract';
import { paths } from '../config/paths';

export interface NavItem {
  to: string;
  label: string;
  icon: string;
  /** Dashboard highlights only on its own path; the rest on any path below theirs. */
  end?: boolean;
  /** A count drawn beside the label (the new call-back requests). */
  count?: 'newContacts';
  /** Who may open it (contract/src/roles.ts): the menu shows a role only its screens. */
  screen: AdminScreen;
}

export const NAV_ITEMS: NavItem[] = [
  { to: paths.dashboard.path, label: 'Genel Bakış', icon: '◧', end: true, screen: 'dashboard' },
  { to: paths.visitors.path, label: 'Ziyaretçiler', icon: '◔', screen: 'visitors' },
  { to: paths.sliders.path, label: 'Slider', icon: '▭', screen: 'sliders' },
  { to: paths.projects.path, label: 'Projeler', icon: '▦', screen: 'projects' },
  { to: paths.rates.path, label: 'Döviz Kurları', icon: '₺', screen: 'rates' },
  { to: paths.blogs.path, label: 'Blog', icon: '✎', screen: 'blogs' },
  { to: paths.about.path, label: 'Hakkımızda', icon: 'ℹ', screen: 'about' },
  { to: paths.settings.path, label: 'Ayarlar', icon: '⚙', screen: 'settings' },
  { to: paths.instagram.path, label: 'Instagram', icon: '◎', screen: 'instagram' },
  {
    to: paths.contacts.path,
    label: 'İletişim Talepleri',
    icon: '✆',
    count: 'newContacts',
    screen: 'contacts',
  },
  { to: paths.users.path, label: 'Yöneticiler', icon: '☺', screen: 'users' },
  { to: paths.trash.path, label: 'Çöp Kutusu', icon: '⌫', screen: 'trash' },
  { to: paths.audit.path, label: 'Etkinlik Kaydı', icon: '☰', screen: 'audit' },
  { to: paths.webhooks.path, label: 'Otomatik bildirimler', icon: '⇶', screen: 'webhooks' },
  { to: paths.translations.path, label: 'Çeviri Kontrolü', icon: '⇄', screen: 'translations' },
  { to: paths.account.path, label: 'Hesabım', icon: '◉', screen: 'account' },
];

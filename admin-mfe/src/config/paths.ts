// Every admin URL in one place. The shell mounts this remote at /admin/*, so routes are declared
// relative (`route`) and links use the absolute path.
import type { TrashType } from '@konak/contract';
import type { ContactStatus } from '@konak/shared-ui';
import { STATUS_WORDS, SUSPICIOUS_WORD } from '../components/contact-status';
import { LIST_PARAMS } from '../components/use-paged-list';

export const ADMIN_BASE = '/admin';

const screen = (route: string) => ({ route, path: `${ADMIN_BASE}/${route}` });

export const paths = {
  login: screen('login'),
  /** Opened from the "forgotten password" e-mail, its secret after the # (see the API's reset link). */
  resetPassword: screen('sifre-yenile'),
  dashboard: screen('dashboard'),
  sliders: screen('sliders'),
  projects: screen('projects'),
  /** Issue 26: the exchange rates unit prices are shown with, for the owner and editors. */
  rates: screen('doviz-kurlari'),
  blogs: screen('blogs'),
  about: screen('about'),
  settings: screen('settings'),
  instagram: screen('instagram'),
  contacts: screen('contacts'),
  /** KVKK Art. 11: find, export and erase one person's requests. */
  dataRequests: screen('contacts/kisisel-veri'),
  users: screen('users'),
  /** Issue 14: deleted content kept 30 days ("Çöp Kutusu"). */
  trash: screen('cop-kutusu'),
  /** Issue 14: who changed what ("Etkinlik Kaydı"), and the fields still missing a translation. */
  audit: screen('etkinlik-kaydi'),
  translations: screen('ceviri-kontrolu'),
  /** Issue 31: the addresses (a CRM) notified of leads, unit statuses and publications. */
  webhooks: screen('webhooklar'),
  /** Issue 31: visitors, views and the funnel to call-backs, counted without cookies (`?gun=30`). */
  visitors: screen('ziyaretciler'),
  /** Issue 27: one's own account — two-factor sign-in; for the owner, the security settings. */
  account: screen('hesabim'),
} as const;

/** Each kind of deleted item as the trash screen's address spells it (`/admin/cop-kutusu?tur=proje`). */
export const TRASH_WORDS: Record<TrashType, string> = {
  project: 'proje',
  blog_post: 'blog',
  slider: 'slayt',
  contact_request: 'talep',
  payment_plan: 'odeme-plani',
  webhook: 'webhook',
};
/** The trash opened at one kind of item (the audit log links a deletion there). */
export const trashOf = (type: TrashType) => `${paths.trash.path}?${LIST_PARAMS.type}=${TRASH_WORDS[type]}`;

/** The contact requests list opened already narrowed to a status (`/admin/contacts?durum=yeni`). */
export const contactsWithStatus = (status: ContactStatus) =>
  `${paths.contacts.path}?${LIST_PARAMS.status}=${STATUS_WORDS[status]}`;
/** The requests kept apart as suspected automation (`/admin/contacts?supheli=evet`). */
export const suspiciousContacts = `${paths.contacts.path}?${LIST_PARAMS.suspicious}=${SUSPICIOUS_WORD}`;

/** One request: its consent, source and alert mails. The alert e-mails link here (`/admin/contacts/<id>`). */
export const contactDetail = { route: 'contacts/:id', path: (id: number) => `${ADMIN_BASE}/contacts/${id}` };

/** A project's units: the grid per block and CSV (`/admin/projects/<id>/daireler`). */
export const projectUnits = {
  route: 'projects/:id/daireler',
  path: (id: number) => `${ADMIN_BASE}/projects/${id}/daireler`,
};

/** The public site, opened from the header in a new tab. */
export const PUBLIC_SITE = '/';

/** Where a record shows on the public site (its Turkish address), linked from the lists and forms. */
export const publicPaths = {
  project: (slug: string) => `/projeler/${slug}`,
  post: (slug: string) => `/blog/${slug}`,
};

/** A public address as a person reads it, whole: "konak.com.tr/projeler/gunes-evleri" (the site's own
 *  host, which the admin shares; no "https://"). */
export const readableAddress = (path: string) =>
  `${typeof window === 'undefined' ? '' : window.location.host}${path}`;

/** One entry of the audit log with its field changes. */
export const auditEntry = {
  route: 'etkinlik-kaydi/:id',
  path: (id: number) => `${ADMIN_BASE}/etkinlik-kaydi/${id}`,
};

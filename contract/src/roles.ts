// Roles (issue 27): who may use which API route and which admin screen. The one authorization matrix:
// the API's guard enforces it on every protected route (a route missing here is the owner's alone, and
// a test lists every registered route against it), the admin hides what a role cannot use, and the
// README's table is checked against it. Public routes (@Public()) are not listed: anyone may use them.

export const ROLES = ['owner', 'editor', 'sales'] as const;
export type Role = (typeof ROLES)[number];

export const isRole = (value: unknown): value is Role =>
  typeof value === 'string' && (ROLES as readonly string[]).includes(value);

/** The role of an administrator created without one: no personal data, no administrators. */
export const DEFAULT_ROLE: Role = 'editor';

/** Turkish names for the admin and the API's refusals. */
export const ROLE_LABELS: Record<Role, string> = { owner: 'Sahip', editor: 'Editör', sales: 'Satış' };

/** One line per role for the users screen. */
export const ROLE_DESCRIPTIONS: Record<Role, string> = {
  owner: 'Her şey: yöneticiler, site ayarları, KVKK başvuruları, etkinlik kaydı ve çöp kutusu.',
  editor:
    'İçerik: projeler, daireler, inşaat durumu, blog, ana sayfa slider’ı, Hakkımızda, Instagram bandı ve çeviriler. Kişisel verileri görmez.',
  sales: 'Geri arama talepleri ve notları, daire durumları; projeleri ve daireleri görür. İçerik silemez.',
};

/** A route of the API as its controller declares it, without the /api prefix: `PUT /contact/:id`. */
export type RouteKey = `${'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'} /${string}`;

export interface RouteRule {
  /** Roles that may use the route. */
  roles: readonly Role[];
  /** Per role, the only body fields it may send (sales changes a unit's status and nothing else). */
  fields?: Partial<Record<Role, readonly string[]>>;
  /** Roles that may use the route on their own account only: the route's `param` names them (their
   *  e-mail), and they may send only `fields` (their name and password, never their role). */
  own?: { param: string; roles: readonly Role[]; fields: readonly string[] };
}

const ALL = ROLES;
const OWNER = ['owner'] as const;
const CONTENT = ['owner', 'editor'] as const;
/** Call-back requests hold personal data: the owner and the sales team. */
const LEADS = ['owner', 'sales'] as const;

/** Routes every signed-in administrator uses on their own session and account (sign out, who am I,
 *  their own second factor). A new self-service route is one line here. */
export const SELF_SERVICE: readonly RouteKey[] = [
  'GET /auth/me',
  'POST /auth/logout',
  'GET /auth/2fa',
  'POST /auth/2fa/disable',
];

const rules: Record<string, readonly Role[] | RouteRule> = {
  // Administrators: the owner's; everyone edits their own name and password.
  'GET /users': OWNER,
  'POST /users': OWNER,
  'PUT /users/:email': {
    roles: OWNER,
    own: { param: 'email', roles: ALL, fields: ['name', 'password', 'current_password'] },
  },
  'DELETE /users/:email': OWNER,
  // Resetting another administrator's second factor (a lost phone): the owner's.
  'DELETE /users/:email/2fa': OWNER,

  // Site-wide settings, lead routing, legal texts, personal data, the audit log and the trash: owner.
  'POST /settings': OWNER,
  'PUT /settings': OWNER,
  'GET /settings/leads': OWNER,
  'PUT /settings/leads': OWNER,
  'GET /settings/security': OWNER,
  'PUT /settings/security': OWNER,
  'GET /contact/alerts': OWNER,
  'GET /kvkk/versions': OWNER,
  'GET /kvkk/versions/:id': OWNER,
  'POST /kvkk/versions': OWNER,
  'POST /data-requests/search': OWNER,
  'POST /data-requests/export': OWNER,
  'POST /data-requests/erase': OWNER,
  'GET /data-requests/log': OWNER,
  'GET /audit': OWNER,
  'GET /audit/:id': OWNER,
  'GET /trash': OWNER,
  'POST /trash/:type/:id/restore': OWNER,
  'DELETE /trash/:type/:id': OWNER,
  'GET /backups/status': OWNER,
  'GET /webhooks': OWNER,
  'POST /webhooks': OWNER,
  'PATCH /webhooks/:id': OWNER,
  'DELETE /webhooks/:id': OWNER,
  'GET /webhooks/:id/deliveries': OWNER,
  'POST /webhooks/:id/test': OWNER,

  // Call-back requests: sales works them; deleting one (personal data) is the owner's.
  'GET /contact': LEADS,
  'GET /contact/stats': LEADS,
  'GET /contact/assignees': LEADS,
  // The CSV export's download link (GET /contact/export.csv itself is public to the guard and checks 'GET /contact').
  'POST /contact/export-link': LEADS,
  'GET /contact/:id': LEADS,
  'PUT /contact/:id': LEADS,
  // A suspected request judged a person's: into the normal list, with the alert it was kept from.
  'POST /contact/:id/not-suspicious': LEADS,
  'DELETE /contact/:id': OWNER,

  // Content: the owner and editors.
  'POST /projects': CONTENT,
  'PUT /projects/:id': CONTENT,
  'DELETE /projects/:id': CONTENT,
  'POST /blog': CONTENT,
  'PUT /blog/:id': CONTENT,
  'DELETE /blog/:id': CONTENT,
  'GET /sliders/all': CONTENT,
  'POST /sliders': CONTENT,
  'PUT /sliders/:id': CONTENT,
  'DELETE /sliders/:id': CONTENT,
  'POST /about': CONTENT,
  'PUT /about': CONTENT,
  'POST /instagram-banner': CONTENT,
  'PUT /instagram-banner': CONTENT,
  'GET /translations/missing': CONTENT,
  'POST /translations/kept': CONTENT,
  'DELETE /translations/kept/:id': CONTENT,
  'POST /upload/image': CONTENT,
  'POST /upload/images': CONTENT,
  'POST /upload/video': CONTENT,
  'GET /versions': CONTENT,
  'GET /versions/:id': CONTENT,
  'POST /versions/:id/restore': CONTENT,
  'POST /preview/:type/:id': CONTENT,
  'GET /progress-updates': CONTENT,
  'POST /progress-updates': CONTENT,
  'PUT /progress-updates/:id': CONTENT,
  'DELETE /progress-updates/:id': CONTENT,
  'PUT /projects/:id/progress-order': CONTENT,
  'PUT /exchange-rates': CONTENT,
  /** Foreign buyers' thresholds and their legal text (decision 0198): the office's word, the owner's. */
  'PUT /exchange-rates/foreign-buyers': OWNER,

  // Units: everyone reads them; sales changes their status only.
  'GET /projects/:id/blocks': ALL,
  'GET /projects/:id/units.csv': ALL,
  'POST /projects/:id/blocks': CONTENT,
  'PATCH /blocks/:id': CONTENT,
  'DELETE /blocks/:id': CONTENT,
  'POST /blocks/:id/generate': CONTENT,
  'POST /projects/:id/units': CONTENT,
  'PUT /projects/:id/units.csv': CONTENT,
  'GET /projects/:id/unit-imports': ALL,
  'POST /unit-imports/:id/undo': CONTENT,
  'DELETE /units/:id': CONTENT,
  'PATCH /units': ALL,
  'PATCH /units/:id': { roles: ALL, fields: { sales: ['status'] } },

  // Payment plans (issue 32): everyone sees them beside the project; the owner and editors edit them.
  'GET /projects/:id/payment-plans': ALL,
  'POST /projects/:id/payment-plans': CONTENT,
  'PUT /payment-plans/:id': CONTENT,
  'DELETE /payment-plans/:id': CONTENT,

  // Visitor analytics (issue 31, decision 0191): counts without personal data, so every role — the sales
  // team already reads the call-backs per source that the funnel ends in.
  'GET /analytics/summary': ALL,
};
for (const key of SELF_SERVICE) rules[key] = ALL;

/** The matrix: every protected route → who may use it. */
export const ROUTE_RULES: Readonly<Record<string, RouteRule>> = Object.fromEntries(
  Object.entries(rules).map(([key, rule]) => [
    key,
    Array.isArray(rule) ? { roles: rule } : (rule as RouteRule),
  ]),
);

/** Whether `role` may use the route at all (on some record, with some fields). A route missing from the
 *  matrix is the owner's alone, so forgetting one never opens it. */
export function mayUse(role: Role, route: string): boolean {
  const rule = ROUTE_RULES[route];
  if (!rule) return role === 'owner';
  return rule.roles.includes(role) || !!rule.own?.roles.includes(role);
}

export type Refusal = { kind: 'route' } | { kind: 'fields'; allowed: readonly string[] } | null;

/** The full check of one request: null when allowed, else why not. `params` are the route's
 *  parameters, `bodyKeys` the fields sent, `self` the caller's own identifiers (their e-mail). */
export function checkAccess(
  role: Role,
  route: string,
  request: { params: Record<string, string>; bodyKeys: readonly string[]; self: string },
): Refusal {
  const rule = ROUTE_RULES[route];
  if (!rule) return role === 'owner' ? null : { kind: 'route' };
  if (rule.roles.includes(role)) {
    const allowed = rule.fields?.[role];
    if (allowed && request.bodyKeys.some((k) => !allowed.includes(k))) return { kind: 'fields', allowed };
    return null;
  }
  const own = rule.own;
  if (
    own?.roles.includes(role) &&
    (request.params[own.param] ?? '').toLowerCase() === request.self.toLowerCase()
  ) {
    if (request.bodyKeys.some((k) => !own.fields.includes(k))) return { kind: 'fields', allowed: own.fields };
    return null;
  }
  return { kind: 'route' };
}

/** The fields `fields` rules name, as a person reads them. */
const FIELD_NAMES: Record<string, string> = {
  status: 'durum',
  name: 'ad',
  password: 'şifre',
  current_password: 'mevcut şifre',
};

/** The Turkish reason of a 403. */
export function refusalText(role: Role, refusal: NonNullable<Refusal>): string {
  const who = `rolünüz: ${ROLE_LABELS[role]}`;
  if (refusal.kind === 'fields') {
    const names = refusal.allowed.map((field) => FIELD_NAMES[field] ?? field).join(', ');
    return `Bu işlemde yalnızca şunları değiştirebilirsiniz: ${names} (${who})`;
  }
  return `Bu işlem için yetkiniz yok (${who})`;
}

/** The admin's screens and who may open them (the menu hides the rest; a direct visit is refused). */
export const ADMIN_SCREENS = {
  dashboard: ALL,
  sliders: CONTENT,
  projects: ALL,
  units: ALL,
  /** The exchange rates unit prices are converted with (issue 26): whoever keeps the prices. */
  rates: CONTENT,
  blogs: CONTENT,
  about: CONTENT,
  settings: OWNER,
  instagram: CONTENT,
  contacts: LEADS,
  dataRequests: OWNER,
  users: OWNER,
  trash: OWNER,
  audit: OWNER,
  webhooks: OWNER,
  /** Visitor counts and funnels (issue 31): counts only, so every role, as the summary route. */
  visitors: ALL,
  translations: CONTENT,
  /** One's own account and second factor (issue 27): everyone. */
  account: ALL,
} as const satisfies Record<string, readonly Role[]>;
export type AdminScreen = keyof typeof ADMIN_SCREENS;

/** The API route each screen opens with: a screen's roles must be allowed it (roles.spec.ts). */
export const SCREEN_ROUTES: Partial<Record<AdminScreen, RouteKey>> = {
  sliders: 'GET /sliders/all',
  units: 'GET /projects/:id/blocks',
  rates: 'PUT /exchange-rates',
  blogs: 'PUT /blog/:id',
  about: 'PUT /about',
  settings: 'PUT /settings',
  instagram: 'PUT /instagram-banner',
  contacts: 'GET /contact',
  dataRequests: 'POST /data-requests/search',
  users: 'GET /users',
  trash: 'GET /trash',
  audit: 'GET /audit',
  webhooks: 'GET /webhooks',
  visitors: 'GET /analytics/summary',
  translations: 'GET /translations/missing',
};

export const mayOpen = (role: Role, screen: AdminScreen): boolean =>
  (ADMIN_SCREENS[screen] as readonly Role[]).includes(role);

// What each role may do, in a few lines a person reads (the README's table, checked by roles.spec.ts):
// each line names the routes it stands for, and its cells are worked out from the matrix, never typed.
import { ROLE_LABELS, ROLES, ROUTE_RULES, SELF_SERVICE, mayUse, type Role, type RouteKey } from './roles.js';

export const ROLE_SUMMARY: readonly { what: string; routes: readonly RouteKey[] }[] = [
  {
    what: 'Projects, blog, sliders, about, banner, uploads, translation check',
    routes: [
      'PUT /projects/:id',
      'DELETE /projects/:id',
      'PUT /blog/:id',
      'DELETE /blog/:id',
      'PUT /sliders/:id',
      'PUT /about',
      'PUT /instagram-banner',
      'POST /upload/image',
      'GET /translations/missing',
    ],
  },
  {
    what: 'Construction updates, version history, previews',
    routes: ['PUT /progress-updates/:id', 'POST /versions/:id/restore', 'POST /preview/:type/:id'],
  },
  {
    what: 'Blocks and units (add, edit, delete, CSV import), exchange rates',
    routes: [
      'POST /projects/:id/blocks',
      'DELETE /units/:id',
      'PUT /projects/:id/units.csv',
      'POST /unit-imports/:id/undo',
      'PUT /exchange-rates',
    ],
  },
  { what: 'Unit status (one or many)', routes: ['PATCH /units', 'PATCH /units/:id'] },
  {
    what: 'See units, download their CSV',
    routes: ['GET /projects/:id/blocks', 'GET /projects/:id/units.csv'],
  },
  {
    what: 'Call-back requests: list, open, status and notes',
    routes: ['GET /contact', 'GET /contact/:id', 'PUT /contact/:id'],
  },
  { what: 'Delete a call-back request', routes: ['DELETE /contact/:id'] },
  {
    what: 'KVKK: data-subject requests, notice versions',
    routes: ['POST /data-requests/search', 'POST /data-requests/erase', 'POST /kvkk/versions'],
  },
  { what: 'Administrators and their roles', routes: ['GET /users', 'POST /users', 'DELETE /users/:email'] },
  {
    what: "Site settings, lead alert settings, foreign buyers' thresholds",
    routes: ['PUT /settings', 'PUT /settings/leads', 'PUT /exchange-rates/foreign-buyers'],
  },
  { what: 'Audit log, trash', routes: ['GET /audit', 'GET /trash', 'POST /trash/:type/:id/restore'] },
  { what: 'Visitor statistics (counts only, no person)', routes: ['GET /analytics/summary'] },
  {
    what: 'Webhooks to a CRM',
    routes: ['GET /webhooks', 'POST /webhooks', 'DELETE /webhooks/:id', 'POST /webhooks/:id/test'],
  },
  { what: 'Own name, password, second factor, sign-out', routes: [...SELF_SERVICE, 'PUT /users/:email'] },
];

/** A cell: ✓ all of the line's routes, — none, else what is allowed of them. */
function cell(role: Role, routes: readonly RouteKey[]): string {
  const allowed = routes.filter((route) => mayUse(role, route));
  if (allowed.length === 0) return '—';
  const limits = allowed.flatMap((route) => {
    const rule = ROUTE_RULES[route];
    if (rule.roles.includes(role))
      return rule.fields?.[role] ? [`only ${rule.fields[role]!.join(', ')}`] : [];
    return ['own account only'];
  });
  if (allowed.length < routes.length) limits.push('some');
  return limits.length ? `✓ (${[...new Set(limits)].join('; ')})` : '✓';
}

/** The README's table of roles (Markdown). */
export function roleTable(): string {
  const head = `| | ${ROLES.map((r) => `${ROLE_LABELS[r]} (\`${r}\`)`).join(' | ')} |`;
  const rule = `|---|${ROLES.map(() => '---').join('|')}|`;
  const rows = ROLE_SUMMARY.map(
    ({ what, routes }) => `| ${what} | ${ROLES.map((role) => cell(role, routes)).join(' | ')} |`,
  );
  return [head, rule, ...rows].join('\n');
}

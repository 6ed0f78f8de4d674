import { readFileSync } from 'node:fs';
import path from 'node:path';
import { roleTable } from './role-summary.js';
import {
  ADMIN_SCREENS,
  checkAccess,
  mayOpen,
  mayUse,
  refusalText,
  ROLES,
  ROUTE_RULES,
  SCREEN_ROUTES,
  SELF_SERVICE,
  type AdminScreen,
} from './roles.js';

const request = (bodyKeys: string[] = [], params: Record<string, string> = {}, self = 'ece@konak.tr') => ({
  params,
  bodyKeys,
  self,
});

describe('the authorization matrix', () => {
  it('gives the owner every listed route, and only the owner a route it does not list', () => {
    for (const route of Object.keys(ROUTE_RULES)) expect(mayUse('owner', route)).toBe(true);
    expect(checkAccess('owner', 'DELETE /something-new/:id', request())).toBeNull();
    expect(checkAccess('editor', 'DELETE /something-new/:id', request())).toEqual({ kind: 'route' });
    expect(checkAccess('sales', 'DELETE /something-new/:id', request())).toEqual({ kind: 'route' });
  });

  it('keeps personal data from editors and content deletion from sales', () => {
    for (const route of [
      'GET /contact',
      'GET /contact/:id',
      'POST /data-requests/export',
      'GET /users',
      'GET /audit',
    ])
      expect(mayUse('editor', route)).toBe(false);
    for (const route of [
      'DELETE /projects/:id',
      'DELETE /blog/:id',
      'DELETE /sliders/:id',
      'DELETE /units/:id',
      'POST /users',
      'PUT /settings',
    ])
      expect(mayUse('sales', route)).toBe(false);
    expect(mayUse('sales', 'PUT /contact/:id')).toBe(true);
    expect(mayUse('editor', 'PUT /projects/:id')).toBe(true);
  });

  it('lets sales change a unit status and nothing else of it', () => {
    expect(checkAccess('sales', 'PATCH /units/:id', request(['status']))).toBeNull();
    const refusal = checkAccess('sales', 'PATCH /units/:id', request(['status', 'price_try']));
    expect(refusal).toEqual({ kind: 'fields', allowed: ['status'] });
    expect(refusalText('sales', refusal!)).toBe(
      'Bu işlemde yalnızca şunları değiştirebilirsiniz: durum (rolünüz: Satış)',
    );
    expect(checkAccess('editor', 'PATCH /units/:id', request(['status', 'price_try']))).toBeNull();
  });

  it('lets every role edit its own name and password but not its role, and nobody else’s', () => {
    expect(
      checkAccess(
        'sales',
        'PUT /users/:email',
        request(['name', 'password', 'current_password'], { email: 'ECE@konak.tr' }),
      ),
    ).toBeNull();
    expect(
      checkAccess('sales', 'PUT /users/:email', request(['role'], { email: 'ece@konak.tr' })),
    ).toMatchObject({ kind: 'fields' });
    expect(
      checkAccess('editor', 'PUT /users/:email', request(['name'], { email: 'someone@konak.tr' })),
    ).toEqual({ kind: 'route' });
    expect(
      checkAccess('owner', 'PUT /users/:email', request(['role'], { email: 'someone@konak.tr' })),
    ).toBeNull();
  });

  it('opens the self-service routes to every role', () => {
    for (const route of SELF_SERVICE) for (const role of ROLES) expect(mayUse(role, route)).toBe(true);
  });

  it('names the role in a refusal', () => {
    expect(refusalText('editor', { kind: 'route' })).toBe('Bu işlem için yetkiniz yok (rolünüz: Editör)');
  });

  it('allows each screen’s roles the route the screen opens with', () => {
    for (const [screen, route] of Object.entries(SCREEN_ROUTES)) {
      for (const role of ROLES)
        expect([screen, role, mayOpen(role, screen as AdminScreen)]).toEqual([
          screen,
          role,
          mayUse(role, route!),
        ]);
    }
    expect(Object.values(ADMIN_SCREENS).every((roles) => roles.includes('owner'))).toBe(true);
  });
});

describe('the README', () => {
  it('shows the table of roles worked out from the matrix', () => {
    const readme = readFileSync(path.join(__dirname, '../../README.md'), 'utf8');
    expect(readme).toContain(roleTable());
  });
});

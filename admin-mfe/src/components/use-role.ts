// The signed-in administrator's role (issue 27) and what it allows, read from the contract's one
// authorization matrix: the menu, the screens and the buttons ask here instead of naming roles.
import { mayOpen, mayUse, ROUTE_RULES, type AdminScreen, type Role, type RouteKey } from '@konak/contract';
import { useAuthStore } from '@konak/shared-ui';

/** The role /auth/me reported; null before it is known (nothing is offered until then). */
export function useRole(): Role | null {
  return useAuthStore((s) => s.user?.role ?? null);
}

/** Whether the signed-in administrator may use an API route (`'DELETE /projects/:id'`): buttons for an
 *  action the API would refuse are not drawn. */
export function useCan(route: RouteKey): boolean {
  const role = useRole();
  return role !== null && mayUse(role, route);
}

/** Whether the signed-in administrator may open an admin screen. */
export function useCanOpen(screen: AdminScreen): boolean {
  const role = useRole();
  return role !== null && mayOpen(role, screen);
}

/** Whether the signed-in administrator may use a route on anyone's record, not only on their own
 *  account (`'PUT /users/:email'`: editing others, and roles, is the owner's). */
export function useCanForAnyone(route: RouteKey): boolean {
  const role = useRole();
  return role !== null && !!ROUTE_RULES[route]?.roles.includes(role);
}

/** Whether the signed-in administrator may send every field of a route (sales may send a unit's status
 *  only: the full edit form is not offered to them). */
export function useCanEveryField(route: RouteKey): boolean {
  const role = useRole();
  const rule = ROUTE_RULES[route];
  return role !== null && !!rule?.roles.includes(role) && !rule.fields?.[role];
}

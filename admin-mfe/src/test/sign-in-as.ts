// Screens draw only what the signed-in role may do (components/use-role.ts): a test of a screen signs
// someone in first, and the auth store is put back afterwards.
import type { Role } from '@konak/contract';
import { useAuthStore } from '@konak/shared-ui';

/** Signs in an administrator of `role` for the tests of this file (the store is restored after each). */
export function signInAs(role: Role) {
  const initial = useAuthStore.getState();
  beforeEach(() =>
    useAuthStore.setState({
      status: 'authenticated',
      user: { id: 1, name: 'Ece', email: 'ece@konak.tr', role, created_at: '' },
    }),
  );
  afterEach(() => useAuthStore.setState(initial, true));
}

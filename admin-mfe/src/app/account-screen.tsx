// "Hesabım" as the app composes it: the account page (features/auth: second factor, security settings)
// with one's own name and password (features/users) — features do not import each other.
import { AccountPage } from '../features/auth/components/account-page';
import { OwnAccountSection } from '../features/users/components/own-account-section';

export function AccountScreen() {
  return (
    <AccountPage>
      <OwnAccountSection />
    </AccountPage>
  );
}

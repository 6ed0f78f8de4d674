import type { ReactNode } from 'react';
import { ROLE_LABELS, type AdminScreen } from '@konak/contract';
import { PageHeader } from './page-header';
import { useCanOpen, useRole } from './use-role';

/** A screen the role may open, else a plain refusal (a typed or bookmarked address; the menu hides
 *  these screens already, and the API would refuse their data anyway). */
export function AllowedScreen({ screen, children }: { screen: AdminScreen; children: ReactNode }) {
  const allowed = useCanOpen(screen);
  const role = useRole();
  if (allowed) return <>{children}</>;
  return (
    <section className="adm-no-access" role="alert">
      <PageHeader
        title="Bu sayfayı görme yetkiniz yok"
        description={
          role
            ? `Rolünüz: ${ROLE_LABELS[role]}. Bu sayfaya erişim gerekiyorsa site sahibine başvurun.`
            : undefined
        }
      />
    </section>
  );
}

import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { useContactStats } from '../../../components/contact-stats-store';
import './contacts.css';

/** The id of the words the menu link is described by, so its name stays "İletişim Talepleri". */
export const NEW_CONTACTS_COUNT_ID = 'adm-new-contacts-count';

/** The count of new requests beside "İletişim Talepleri" in the menu (nothing when none wait): read
 *  when the panel opens and moves between screens, and again when a request changes. */
export function NewContactsBadge() {
  const count = useContactStats((s) => s.stats?.new_count);
  const { pathname } = useLocation();
  useEffect(() => {
    void useContactStats.getState().refresh();
  }, [pathname]);
  // The menu link's aria-describedby names this id whatever the count: with none waiting it is there,
  // empty (a description pointing at a missing id is invalid markup).
  if (!count) return <span id={NEW_CONTACTS_COUNT_ID} hidden />;
  return (
    // Hidden from the link's name; a screen reader hears the words as its description.
    <span className="adm-nav-count" data-testid="new-contacts-count" aria-hidden="true">
      {count > 99 ? '99+' : count}
      <span id={NEW_CONTACTS_COUNT_ID} className="visually-hidden">
        {count} yeni talep
      </span>
    </span>
  );
}

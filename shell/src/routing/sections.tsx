// The site has two sections, each on its own router: public pages on react-router's declarative router
// (small: what a first visit downloads), the admin on its data router (whose useBlocker holds a navigation
// while a form has unsaved changes). A page load picks one by its address; a link that crosses to the other
// section loads that page as a new document.
import { useEffect } from 'react';

export type Section = 'public' | 'admin';

export const sectionOf = (pathname: string): Section =>
  pathname === '/admin' || pathname.startsWith('/admin/') ? 'admin' : 'public';

/** Rendered where a client-side navigation reached the other section: the address is already the new
 *  one, so loading it again starts that section's own router. */
export function OtherSection() {
  useEffect(() => window.location.reload(), []);
  return null;
}

import { Suspense, useEffect, useRef } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { Spinner } from '@konak/shared-ui';
import { languageFromPath, paths } from '../config/paths';
import { initialHomeLanguage, rememberLanguage } from '../i18n/language';
import { Header } from '../features/layout/components/header';
import { Footer } from '../features/layout/components/footer';
import { FloatingActions } from '../features/layout/components/floating-actions';
import { ContactForm } from '../features/contact/components/contact-form';
import { HydrationSlice } from '../components/hydration-slice';
import { useFirstVisit } from './first-visit';
import { Hydrated, useLiveWhenHydrated } from './live-when-hydrated';
import { useAnalytics } from '../analytics/use-analytics';

/** The parts of the page hydrated each in its own pass; the page is live once all have. */
const SLICES = ['page', 'footer', 'floating'] as const;

export { forgetFirstVisit } from './first-visit';

/** The frame of every public page (SPEC §2): header, page, footer with the call-back form, floating
 *  buttons. Also keeps the language in step with the URL (SPEC §4). */
export function PublicLayout() {
  const { pathname, hash } = useLocation();
  const lang = languageFromPath(pathname);
  const isFirst = useRef(useFirstVisit());
  const sliceHydrated = useLiveWhenHydrated(SLICES);

  useEffect(() => {
    document.documentElement.lang = lang;
    // An explicit /en or /ru URL wins and is remembered; Turkish is remembered when chosen in the switch.
    if (lang !== 'tr') rememberLanguage(lang);
  }, [lang]);

  useEffect(() => {
    isFirst.current = false;
  }, []);

  // A new page starts at its top. Not the first one: the visitor may have scrolled the server-drawn page
  // already (scrolling is what starts the app, so hydration lands mid-scroll), and a reload keeps its place.
  const arrived = useRef(false);
  useEffect(() => {
    if (arrived.current && !hash) window.scrollTo(0, 0);
    arrived.current = true;
  }, [pathname, hash]);

  // A first visit to / follows the remembered choice, else the browser's language. <Navigate> draws
  // nothing, so the server's Turkish page still hydrates as it was drawn, then the visitor is moved.
  const firstVisitLanguage = isFirst.current && pathname === '/' ? initialHomeLanguage() : 'tr';
  useAnalytics(pathname, firstVisitLanguage === 'tr');

  return (
    <div className="pub-site" data-mfe="public" data-release={process.env.KONAK_RELEASE || undefined}>
      {firstVisitLanguage !== 'tr' && <Navigate to={paths.home(firstVisitLanguage) + hash} replace />}
      <Header />
      <main id="pub-main" tabIndex={-1}>
        <Suspense fallback={<Spinner />}>
          <Outlet />
          <Hydrated slice="page" onHydrated={sliceHydrated} />
        </Suspense>
      </main>
      <HydrationSlice>
        <Footer form={<ContactForm />} />
        <Hydrated slice="footer" onHydrated={sliceHydrated} />
      </HydrationSlice>
      <HydrationSlice>
        <FloatingActions />
        <Hydrated slice="floating" onHydrated={sliceHydrated} />
      </HydrationSlice>
    </div>
  );
}

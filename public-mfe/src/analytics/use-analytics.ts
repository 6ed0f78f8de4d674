// The public frame's one line of analytics (app/public-layout.tsx): counting starts with the frame and a
// page view is sent for the first page and for each page the router moves to (a new path; a changed
// query, such as the home finder's filters, is the same page).
import { useEffect } from 'react';
import { startAnalytics, track } from './beacon';

/** `count` false: this path is not viewed (the first visit to / that moves at once to /en or /ru). */
export function useAnalytics(pathname: string, count: boolean): void {
  useEffect(startAnalytics, []);
  useEffect(() => {
    if (count) track('page_view');
  }, [pathname, count]);
}

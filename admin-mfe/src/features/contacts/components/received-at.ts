import { staffDateTime } from '../../../components/staff-time';

/** When a request came in, to the minute in the company's time (Antalya): a call-back is worked the
 *  same day, so the hour matters as much as the date. */
export function receivedAt(iso: string): string {
  return staffDateTime(iso);
}

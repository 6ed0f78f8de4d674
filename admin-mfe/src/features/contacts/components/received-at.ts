/** When a request came in, to the minute in the company's time (Antalya): a call-back is worked the
 *  same day, so the hour matters as much as the date. */
export function receivedAt(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return date.toLocaleString('tr-TR', { day: 'numeric', month: 'long', year: 'numeric', hour: '2-digit', minute: '2-digit', timeZone: 'Europe/Istanbul' });
}

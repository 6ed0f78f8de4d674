import { CONTACT_STATUSES } from '@konak/shared-ui';
import { STATUS_LABELS } from './status-labels';

/** The `<option>`s of a status `<select>`, in the order a request moves through them. */
export function StatusOptions() {
  return (
    <>
      {CONTACT_STATUSES.map((s) => (
        <option key={s} value={s}>
          {STATUS_LABELS[s]}
        </option>
      ))}
    </>
  );
}

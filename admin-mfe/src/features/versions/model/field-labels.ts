// How a version's fields are named (the admin's one dictionary, components/field-names.ts) and how a few
// values read.
import { PROJECT_STATUS_LABELS, PUBLICATION_LABELS, isProjectStatus, isPublication } from '@konak/contract';
import { fieldName } from '../../../components/field-names';
import { staffDate, staffDateTime } from '../../../components/staff-time';

/** Fields holding one image address or a list of them: compared as thumbnails. */
export const IMAGE_FIELDS = new Set([
  'logo',
  'favicon',
  'image',
  'image_url',
  'background_image',
  'location_image',
  'architecture_image',
  'map_image',
  'cover_images',
  'gallery',
]);

/** The field's name from the admin's one dictionary (components/field-names.ts). */
export const fieldLabel = fieldName;

/** A single value as the forms show it; `withTime` adds the hour to a date. */
export function readable(key: string, value: unknown, withTime = false): string {
  if (value === undefined || value === null || value === '') return '';
  if (typeof value === 'boolean') return value ? 'Evet' : 'Hayır';
  if (key === 'publication' && isPublication(value)) return PUBLICATION_LABELS[value];
  if (key === 'status' && typeof value === 'string')
    return isProjectStatus(value) ? PROJECT_STATUS_LABELS.tr[value] : value;
  if ((key === 'date' || key === 'publish_at') && typeof value === 'string') {
    const shown = key === 'publish_at' || withTime ? staffDateTime(value) : staffDate(value);
    if (shown) return shown;
  }
  if (Array.isArray(value)) return value.map((v) => readable(key, v, withTime)).join(', ');
  return String(value);
}

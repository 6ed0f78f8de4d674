// The API refuses a call-back request with SPEC's 422 `{detail: [{loc, msg, type}]}` and Turkish messages.
// The visitor reads the page's language, so each refusal is mapped by field and check to this form's own
// translated text; what the form does not know gets a generic one.
import { HTTPError } from 'ky';
import { readErrorBody } from '@konak/shared-ui';

export const CONTACT_FIELDS = ['name', 'phone', 'email'] as const;
export type ContactField = (typeof CONTACT_FIELDS)[number];

/** Translation keys (under `contact.errors.`) per field; `form` is for a refusal of no visible field. */
export type FieldErrors = Partial<Record<ContactField | 'form', string>>;

/** Which message a field's failed check reads as. */
function messageKey(field: ContactField, type: string): string {
  if (type === 'maxLength') return 'tooLong';
  switch (field) {
    case 'name':
      return ['isNotEmpty', 'isString', 'isDefined'].includes(type) ? 'name' : 'field';
    case 'phone':
      return ['matches', 'isNotEmpty', 'isString', 'isDefined', 'isPhoneNumber'].includes(type)
        ? 'phone'
        : 'field';
    case 'email':
      return ['isEmail', 'isNotEmpty', 'isString', 'isDefined'].includes(type) ? 'email' : 'field';
  }
}

/** The field errors of a refused request, or undefined when the failure was not a refusal of its fields
 *  (server down, rate limit…), which the form reports as a general error. */
export async function contactFieldErrors(error: unknown): Promise<FieldErrors | undefined> {
  const detail = (await readErrorBody(error))?.detail;
  if (!Array.isArray(detail) || detail.length === 0) return undefined;
  const errors: FieldErrors = {};
  for (const item of detail as { loc?: unknown[]; type?: unknown }[]) {
    const loc = Array.isArray(item?.loc) ? item.loc : [];
    const field = CONTACT_FIELDS.find((f) => loc[loc.length - 1] === f);
    if (field) errors[field] ??= messageKey(field, String(item?.type ?? ''));
    else errors.form ??= 'generic';
  }
  return errors;
}

/** How many minutes a rate-limited visitor should wait (the API's Retry-After, in seconds, rounded up; 0
 *  when it names no wait), or undefined when the failure was not a 429. */
export function retryMinutes(error: unknown): number | undefined {
  const response = responseOf(error);
  if (response?.status !== 429) return undefined;
  const seconds = Number(response.headers.get('Retry-After'));
  return Number.isFinite(seconds) && seconds > 0 ? Math.ceil(seconds / 60) : 0;
}

/** The answer a failed call carries. Read by its shape, not `instanceof HTTPError`: the error is thrown by
 *  the shared UI kit's ky, which in the composed site is another copy than this remote's own import (the
 *  check failed there and a 429 read as "an error occurred"). */
function responseOf(error: unknown): Response | undefined {
  if (error instanceof HTTPError) return error.response;
  const response = (error as { response?: unknown } | null)?.response;
  return typeof Response !== 'undefined' && response instanceof Response ? response : undefined;
}

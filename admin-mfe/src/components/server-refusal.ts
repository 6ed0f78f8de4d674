// What the server said when it refused a call, as one Turkish line for the form. A validation answer
// (422) names fields by their API path (`["body", "plans", 0, "image"]`); each form gives the names
// its user sees, so the line says "Daire Planları › 1. plan › Plan görseli: …" instead of a message
// that fits several fields.
import { readErrorBody, type ApiErrorBody } from '@konak/shared-ui';

/** A field's name in the form; a list or object adds the names of its parts (`item` names a row). */
export type FieldNode = string | { label: string; item?: string; fields?: FieldNames };
export type FieldNames = Record<string, FieldNode>;

/** The form's name of an API path, or undefined when the form does not know the field. */
export function fieldLabel(names: FieldNames, loc: readonly (string | number)[]): string | undefined {
  const parts: string[] = [];
  let node: FieldNode | undefined = { label: '', fields: names };
  for (const key of loc[0] === 'body' ? loc.slice(1) : loc) {
    if (typeof node !== 'object') break;
    if (typeof key === 'number') {
      if (node.item) parts.push(`${key + 1}. ${node.item}`);
      continue;
    }
    node = node.fields?.[key];
    if (node === undefined) break;
    parts.push(typeof node === 'string' ? node : node.label);
  }
  return parts.length ? parts.join(' › ') : undefined;
}

/** What a validation answer (422) says about one field of the body (`["body", field, …]`), for a form
 *  that shows it at that field; undefined when it says nothing about it. */
export async function fieldRefusal(error: unknown, field: string): Promise<string | undefined> {
  const detail = (await readErrorBody(error))?.detail;
  if (!Array.isArray(detail)) return undefined;
  const messages = detail.flatMap((item) => {
    const { loc, msg } = (item ?? {}) as { loc?: (string | number)[]; msg?: string };
    const path = loc?.[0] === 'body' ? loc.slice(1) : loc;
    return path?.[0] === field ? [msg ?? 'geçersiz değer'] : [];
  });
  return messages.length ? messages.join('; ') : undefined;
}

/** What a validation answer (422) says about each field, at the field's path as the forms name it
 *  (`["body", "plans", 0, "image"]` → `plans.0.image`), so the form can show it there. */
export async function refusalAt(error: unknown): Promise<{ field: string; message: string }[]> {
  const detail = (await readErrorBody(error))?.detail;
  if (!Array.isArray(detail)) return [];
  return detail.flatMap((item) => {
    const { loc, msg } = (item ?? {}) as { loc?: (string | number)[]; msg?: string };
    const path = loc?.[0] === 'body' ? loc.slice(1) : loc;
    return path?.length ? [{ field: path.join('.'), message: msg ?? 'geçersiz değer' }] : [];
  });
}

/** The server's detail with field names, or the error's own message for a network failure. */
export async function failureDetail(error: unknown, names: FieldNames = {}): Promise<string | undefined> {
  const detail = (await readErrorBody(error))?.detail as ApiErrorBody['detail'] | undefined;
  if (typeof detail === 'string') return detail;
  if (Array.isArray(detail)) {
    return detail
      .map((item) => {
        const { loc, msg } = (item ?? {}) as { loc?: (string | number)[]; msg?: string };
        const label = loc && fieldLabel(names, loc);
        const text = msg ?? 'geçersiz değer';
        return label ? `${label}: ${text}` : text;
      })
      .join('; ');
  }
  if (detail !== undefined && detail !== null) return undefined;
  if (error instanceof TypeError) return 'Sunucuya ulaşılamadı';
  return undefined;
}

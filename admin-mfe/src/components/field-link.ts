// Links straight to one field of one record in one language (issue 14, "Çeviri Kontrolü"):
// /admin/projects?duzenle=5&dil=ru#alan-technical_info.description opens project 5's form on the tab
// holding that field, its Russian language tab selected and the field focused. Read from the browser's
// address (the shell's router writes it) so any form can honour it without its own routing.
import { useEffect, useRef, useState } from 'react';
import { isLang, type Lang } from '@konak/contract';
import { paths } from '../config/paths';

export const EDIT_PARAM = 'duzenle';
/** A construction update to open in its project's "İnşaat Durumu" (?guncelleme=12). */
export const UPDATE_PARAM = 'guncelleme';
export const LANG_PARAM = 'dil';
const HASH_PREFIX = '#alan-';

export interface FieldTarget {
  /** Dotted path of the field as the API names it ("title", "features.2.title"). */
  field: string;
  lang: Lang | null;
}

/** The field the address points at, or null. */
export function readFieldTarget(
  location: Pick<Location, 'search' | 'hash'> = window.location,
): FieldTarget | null {
  if (!location.hash.startsWith(HASH_PREFIX)) return null;
  const field = decodeURIComponent(location.hash.slice(HASH_PREFIX.length));
  if (!/^[a-z_]+(\.[a-z0-9_]+)*$/.test(field)) return null;
  const lang = new URLSearchParams(location.search).get(LANG_PARAM);
  return { field, lang: isLang(lang) ? lang : null };
}

/** True when the target names `field` or a field inside it. */
export const targets = (target: FieldTarget | null, field: string) =>
  !!target && (target.field === field || target.field.startsWith(`${field}.`));

/** The screen of each content type the translation check reports. */
const SCREENS: Record<string, string> = {
  project: paths.projects.path,
  progress_update: paths.projects.path,
  blog_post: paths.blogs.path,
  slider: paths.sliders.path,
  about: paths.about.path,
  banner: paths.instagram.path,
  settings: paths.settings.path,
};
const LISTED = new Set(['project', 'blog_post', 'slider']);

/** The address of a record's field in one language (a construction update's: its project's form, the
 *  update opened in "İnşaat Durumu"). */
export function fieldLink(type: string, id: number, field: string, lang: Lang, projectId?: number): string {
  const query = new URLSearchParams();
  if (type === 'progress_update' && projectId) {
    query.set(EDIT_PARAM, String(projectId));
    query.set(UPDATE_PARAM, String(id));
  }
  if (LISTED.has(type)) query.set(EDIT_PARAM, String(id));
  query.set(LANG_PARAM, lang);
  return `${SCREENS[type] ?? paths.dashboard.path}?${query.toString()}${HASH_PREFIX}${field}`;
}

/** A list screen opens the form of the record the address names (?duzenle=5) once its list is loaded. */
export function useOpenFromAddress<T extends { id: number }>(
  items: T[],
  ready: boolean,
  open: (item: T) => void,
) {
  const done = useRef(false);
  useEffect(() => {
    if (done.current || !ready) return;
    done.current = true;
    const id = Number(new URLSearchParams(window.location.search).get(EDIT_PARAM));
    const item = id ? items.find((i) => i.id === id) : undefined;
    if (item) open(item);
  }, [items, ready, open]);
}

/** The address's target is used once per address: switching tabs afterwards does not jump back to it. */
let usedFor = '';

/** For a group of fields (a form's language tabs): the address's target when it is one of them, so the
 *  group opens on its language; the field is then focused and scrolled into view. */
export function useFieldTarget(fields: readonly string[]): FieldTarget | null {
  const [target] = useState(() => {
    const found = readFieldTarget();
    return found && usedFor !== window.location.href && fields.some((f) => targets(found, f)) ? found : null;
  });
  useEffect(() => {
    if (!target) return;
    usedFor = window.location.href;
    // Field paths are [a-z0-9_.] only (readFieldTarget), safe inside the attribute selector.
    const field = document.querySelector<HTMLElement>(`[data-alan="${target.field}"]`);
    field?.focus({ preventScroll: true });
    field?.scrollIntoView?.({ block: 'center' });
  }, [target]);
  return target;
}

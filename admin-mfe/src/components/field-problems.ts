// The one place where a form's problems get their words: each names its field as she sees it
// ("Rusça başlık boş") and says what to do in plain Turkish, without the API's vocabulary
// (/api/uploads/, mailto:). Addresses are `live`: checked as they are typed, not only on saving.
import { LANGS, type Localized } from '@konak/shared-ui';
import { isEmail, isLink, isMediaUrl, LANG_NAMES } from './form-rules';
import type { Problem } from './use-form-errors';

export type FieldProblem<K extends string> = Exclude<Problem<K>, string>;

export const WEB_EXAMPLE = 'örn. https://…';

/** Collects the problems of one form; `on(tab)` says which tab the following fields are on. */
export class Problems<K extends string = string> {
  readonly list: FieldProblem<K>[] = [];
  private tab?: K;

  on(tab: K): this {
    this.tab = tab;
    return this;
  }

  add(field: string | undefined, message: string, live = false): this {
    this.list.push({
      message,
      ...(field && { field }),
      ...(this.tab && { tab: this.tab }),
      ...(live && { live }),
    });
    return this;
  }

  /** A required text in every language: one problem per empty language ("Rusça başlık boş"). */
  langs(field: string, label: string, value: Localized | undefined): this {
    for (const lang of LANGS)
      if (!value?.[lang]?.trim())
        this.add(`${field}.${lang}`, `${LANG_NAMES[lang]} ${label.toLocaleLowerCase('tr')} boş`);
    return this;
  }

  /** A text Turkish must have; English and Russian may wait for a translator (issue 26: the item is then
   *  marked "Çeviri bekliyor", drafts and published items alike). */
  turkish(field: string, label: string, value: Localized | undefined): this {
    if (!value?.tr?.trim()) this.add(`${field}.tr`, `${LANG_NAMES.tr} ${label.toLocaleLowerCase('tr')} boş`);
    return this;
  }

  /** An image or video address (an upload of this site or a web address); a list marks each entry. */
  media(field: string, label: string, value: string | string[]): this {
    const urls = Array.isArray(value) ? value : [value];
    urls.forEach((url, i) => {
      if (!isMediaUrl(url ?? '')) {
        const where = Array.isArray(value) ? `${field}.${i}` : field;
        this.add(
          where,
          `${label}: geçerli bir web adresi yazın, ${WEB_EXAMPLE} — ya da bir dosya yükleyin`,
          true,
        );
      }
    });
    return this;
  }

  /** A video's address: the field takes a link only (no upload there), so the example is a video page. */
  video(field: string, label: string, value: string): this {
    if (!isMediaUrl(value ?? ''))
      this.add(field, `${label}: geçerli bir web adresi yazın, örn. https://www.youtube.com/watch?v=…`, true);
    return this;
  }

  /** A link of the site: a web address or one of its own pages. */
  link(field: string, label: string, value: string): this {
    if (value.trim() && !isLink(value))
      this.add(
        field,
        `${label}: geçerli bir web adresi yazın, ${WEB_EXAMPLE} — ya da sitedeki bir sayfa, örn. /projeler`,
        true,
      );
    return this;
  }

  /** A web address (a social account, the Instagram page); what the API takes is any link of the site. */
  web(field: string, label: string, value: string): this {
    if (value.trim() && !isLink(value))
      this.add(field, `${label}: geçerli bir web adresi yazın, ${WEB_EXAMPLE}`, true);
    return this;
  }

  email(field: string, label: string, value: string): this {
    if (value.trim() && !isEmail(value.trim()))
      this.add(field, `${label}: geçerli bir e-posta adresi yazın, örn. ad@firma.com`, true);
    return this;
  }
}

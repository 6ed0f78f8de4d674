// The blog's categories: a fixed list, each named in the three languages, so the English and Russian
// blogs never show a Turkish word ("REHBER"). A post stores the Turkish name, as it always did; a name
// outside the list (typed before the list existed) is shown on the Turkish blog only.
import type { Lang, Localized } from './api/models';

export const BLOG_CATEGORIES: readonly Localized[] = [
  { tr: 'Blog', en: 'Blog', ru: 'Блог' },
  { tr: 'Projeler', en: 'Projects', ru: 'Проекты' },
  { tr: 'Rehber', en: 'Guide', ru: 'Путеводитель' },
  { tr: 'Şehir', en: 'City', ru: 'Город' },
  { tr: 'Şirket', en: 'Company', ru: 'Компания' },
  { tr: 'Yatırım', en: 'Investment', ru: 'Инвестиции' },
  { tr: 'Haberler', en: 'News', ru: 'Новости' },
];

/** The listed category a stored name means (case does not matter: "BLOG" is Blog), if any. */
export function blogCategory(stored: string | undefined): Localized | undefined {
  const key = stored?.trim().toLocaleLowerCase('tr');
  return key ? BLOG_CATEGORIES.find((c) => c.tr.toLocaleLowerCase('tr') === key) : undefined;
}

/** A post's category in `lang`: the list's name, the stored text on the Turkish blog, else ''. */
export function categoryName(stored: string | undefined, lang: Lang): string {
  const known = blogCategory(stored);
  if (known) return known[lang];
  return lang === 'tr' ? (stored?.trim() ?? '') : '';
}

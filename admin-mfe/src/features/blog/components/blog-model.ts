import {
  blogCategory,
  BLOG_CATEGORIES,
  emptyLocalized,
  type BlogPost,
  type Localized,
} from '@konak/shared-ui';
import { MAX, parseTags, SLUG_PATTERN } from '../../../components/form-rules';
import { Problems } from '../../../components/field-problems';
import {
  publicationFrom,
  publicationPayload,
  publicationProblem,
  type PublicationDraft,
} from '../../../components/publication';
import type { FieldNames } from '../../../components/server-refusal';
import type { Problem } from '../../../components/use-form-errors';

export type BlogPayload = Omit<BlogPost, 'id' | 'created_at' | 'updated_at'>;
export interface BlogDraft
  extends Omit<BlogPayload, 'tags' | 'date' | 'publication' | 'publish_at'>, PublicationDraft {
  /** Each language's tags comma-separated, in the Turkish tags' order (issue 26: tags are translated). */
  tags: Localized;
  /** YYYY-MM-DD as the date input edits it. */
  date: string;
  /** The saved post's date as stored: sent back while the day is unchanged, so saving another field does
   *  not move its time (issue 26: the history showed "Tarih 12:00 → 15:00" after a summary edit). */
  saved_date?: string;
}

const loc = (v: unknown): Localized => {
  if (typeof v === 'string') return { tr: v, en: '', ru: '' };
  const o = (v ?? {}) as Partial<Localized>;
  return { tr: o.tr ?? '', en: o.en ?? '', ru: o.ru ?? '' };
};

export const today = () => new Date().toISOString().slice(0, 10);

/** A translation's comma-separated tags by position: an empty place ("Kepez, , Beaches") is a tag not
 *  yet translated; empty places at the end are dropped. */
const tagList = (text: string) => {
  const list = text.split(',').map((t) => t.trim());
  while (list.length && !list[list.length - 1]) list.pop();
  return list;
};

/** The post's tags as the form edits them: each language comma-separated, in the Turkish order. */
export function tagsText(tags: readonly (Localized | string)[]): Localized {
  const list = tags.map(loc);
  return {
    tr: list.map((t) => t.tr).join(', '),
    en: list.some((t) => t.en) ? list.map((t) => t.en).join(', ') : '',
    ru: list.some((t) => t.ru) ? list.map((t) => t.ru).join(', ') : '',
  };
}

/** The form's tags as the API takes them: the Turkish ones, each with the translation at its place. */
export function tagsFromText(text: Localized): Localized[] {
  const en = tagList(text.en);
  const ru = tagList(text.ru);
  return parseTags(text.tr).map((tr, i) => ({ tr, en: en[i] ?? '', ru: ru[i] ?? '' }));
}

/** A new post, a draft until she publishes it (issue 26); its author is the signed-in person (else
 *  "Admin"), as she would sign it. */
export function emptyPost(author = 'Admin'): BlogDraft {
  return {
    slug: '',
    title: emptyLocalized(),
    excerpt: emptyLocalized(),
    content: emptyLocalized(),
    image: '',
    category: 'Blog',
    tags: emptyLocalized(),
    author,
    featured: false,
    published: false,
    ...publicationFrom({ publication: 'draft' }),
    date: today(),
    meta_title: emptyLocalized(),
    meta_description: emptyLocalized(),
  };
}

/** Edit mode: missing values fall back to the defaults; published unless explicitly false (SPEC §4). */
export function fromPost(p: BlogPost): BlogDraft {
  const e = emptyPost();
  return {
    slug: p.slug ?? '',
    title: loc(p.title),
    excerpt: loc(p.excerpt),
    content: loc(p.content),
    image: p.image ?? '',
    // A listed category by its own name ("BLOG" → Blog); another kept as typed.
    category: blogCategory(p.category)?.tr ?? (p.category || e.category),
    tags: tagsText(p.tags ?? []),
    author: p.author || e.author,
    featured: !!p.featured,
    published: p.published !== false,
    ...publicationFrom(p),
    date: p.date ? String(p.date).slice(0, 10) : e.date,
    ...(p.date ? { saved_date: String(p.date) } : {}),
    meta_title: loc(p.meta_title),
    meta_description: loc(p.meta_description),
  };
}

/** YYYY-MM-DD → a full ISO timestamp at noon UTC, so the day reads the same in every time zone. */
export function dateToIso(date: string): string {
  return new Date(`${date}T12:00:00.000Z`).toISOString();
}

export function toPayload({ publish_local: _local, saved_date: saved, ...d }: BlogDraft): BlogPayload {
  return {
    ...d,
    ...publicationPayload({ publication: d.publication, publish_local: _local }),
    published: d.publication === 'published',
    slug: d.slug.trim(),
    category: d.category.trim() || 'Blog',
    author: d.author.trim() || 'Admin',
    tags: tagsFromText(d.tags),
    date: saved && saved.slice(0, 10) === d.date ? saved : dateToIso(d.date),
  };
}

/** The category choices: the translated list, and a category typed before it as it is. */
export function categoryOptions(current: string): { value: string; label: string }[] {
  const listed = BLOG_CATEGORIES.map((c) => ({ value: c.tr, label: `${c.tr} (EN: ${c.en}, RU: ${c.ru})` }));
  return blogCategory(current) || !current.trim()
    ? listed
    : [...listed, { value: current, label: `${current} (yalnızca Türkçe sitede görünür)` }];
}

export function validatePost(d: BlogDraft): Problem[] {
  const p = new Problems();
  if (!d.slug.trim()) p.add('slug', 'Sayfa adresi boş');
  else if (!SLUG_PATTERN.test(d.slug.trim()))
    p.add('slug', 'Sayfa adresi yalnızca küçük harf, rakam ve tire içerebilir (ör. antalya-rehberi)', true);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(d.date) || Number.isNaN(Date.parse(d.date))) p.add('date', 'Tarih boş');
  // Turkish only: English and Russian may wait for a translator (issue 26), marked "Çeviri bekliyor".
  p.turkish('title', 'Başlık', d.title)
    .turkish('excerpt', 'Özet', d.excerpt)
    .turkish('content', 'İçerik', d.content);
  p.media('image', 'Kapak görseli', d.image);
  const tags = parseTags(d.tags.tr);
  if (tags.length > MAX.tags) p.add('tags', `En fazla ${MAX.tags} etiket girilebilir`, true);
  if (
    tagsFromText(d.tags).some((t) => t.tr.length > MAX.tag || t.en.length > MAX.tag || t.ru.length > MAX.tag)
  )
    p.add('tags', `Bir etiket en fazla ${MAX.tag} karakter olabilir`, true);
  for (const lang of ['en', 'ru'] as const)
    if (tagList(d.tags[lang]).length > tags.length)
      p.add(
        'tags',
        `${lang === 'en' ? 'İngilizce' : 'Rusça'} etiketler Türkçe etiketlerden fazla: her etiketin çevirisini Türkçedeki sırasıyla yazın`,
        true,
      );
  const schedule = publicationProblem(d);
  if (schedule) p.add('publish_at', schedule);
  return p.list;
}

/** The form's names of the API's fields, so a refusal says which field it means. */
export const BLOG_FIELDS: FieldNames = {
  slug: 'Sayfa adresi',
  date: 'Tarih',
  title: 'Başlık',
  excerpt: 'Özet',
  content: 'İçerik',
  image: 'Kapak görseli',
  category: 'Kategori',
  author: 'Yazar',
  tags: { label: 'Etiketler', item: 'etiket' },
  meta_title: 'Meta başlık',
  meta_description: 'Meta açıklama',
  publication: 'Yayın durumu',
  publish_at: 'Yayın zamanı',
};

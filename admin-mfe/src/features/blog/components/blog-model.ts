import { emptyLocalized, type BlogPost, type Localized } from '@konak/shared-ui';
import { isMediaUrl, MAX, MEDIA_URL_HINT, missingLangs, missingMessage, parseTags, SLUG_PATTERN } from '../../../components/form-rules';
import type { FieldNames } from '../../../components/server-refusal';

export type BlogPayload = Omit<BlogPost, 'id' | 'created_at' | 'updated_at'>;
export interface BlogDraft extends Omit<BlogPayload, 'tags' | 'date'> {
  tags: string;
  /** YYYY-MM-DD as the date input edits it. */
  date: string;
}

const loc = (v: unknown): Localized => {
  if (typeof v === 'string') return { tr: v, en: '', ru: '' };
  const o = (v ?? {}) as Partial<Localized>;
  return { tr: o.tr ?? '', en: o.en ?? '', ru: o.ru ?? '' };
};

export const today = () => new Date().toISOString().slice(0, 10);

export function emptyPost(): BlogDraft {
  return {
    slug: '',
    title: emptyLocalized(),
    excerpt: emptyLocalized(),
    content: emptyLocalized(),
    image: '',
    category: 'BLOG',
    tags: '',
    author: 'Admin',
    featured: false,
    published: true,
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
    category: p.category || e.category,
    tags: (p.tags ?? []).join(', '),
    author: p.author || e.author,
    featured: !!p.featured,
    published: p.published !== false,
    date: p.date ? String(p.date).slice(0, 10) : e.date,
    meta_title: loc(p.meta_title),
    meta_description: loc(p.meta_description),
  };
}

/** YYYY-MM-DD → a full ISO timestamp at noon UTC, so the day reads the same in every time zone. */
export function dateToIso(date: string): string {
  return new Date(`${date}T12:00:00.000Z`).toISOString();
}

export function toPayload(d: BlogDraft): BlogPayload {
  return {
    ...d,
    slug: d.slug.trim(),
    category: d.category.trim() || 'BLOG',
    author: d.author.trim() || 'Admin',
    tags: parseTags(d.tags),
    date: dateToIso(d.date),
  };
}

export function validatePost(d: BlogDraft): string[] {
  const errors: string[] = [];
  if (!d.slug.trim()) errors.push('Kısa ad (slug) zorunlu');
  else if (!SLUG_PATTERN.test(d.slug.trim())) errors.push('Kısa ad yalnızca küçük harf, rakam ve tire içerebilir (ör. antalya-rehberi)');
  if (!/^\d{4}-\d{2}-\d{2}$/.test(d.date) || Number.isNaN(Date.parse(d.date))) errors.push('Tarih zorunlu');
  const missing = missingLangs(d.title, d.excerpt, d.content);
  if (missing.length) errors.push(missingMessage('Başlık, özet ve içerik', missing));
  if (!isMediaUrl(d.image)) errors.push(`Kapak görseli adresi ${MEDIA_URL_HINT}`);
  const tags = parseTags(d.tags);
  if (tags.length > MAX.tags) errors.push(`En fazla ${MAX.tags} etiket girilebilir`);
  if (tags.some((t) => t.length > MAX.tag)) errors.push(`Bir etiket en fazla ${MAX.tag} karakter olabilir`);
  return errors;
}

/** The form's names of the API's fields, so a refusal says which field it means. */
export const BLOG_FIELDS: FieldNames = {
  slug: 'Kısa ad (slug)',
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
};

/** The kinds of record that are published, scheduled and previewed (issue 14). */
export const PUBLICATION_TYPES = ['project', 'blog_post'] as const;
export type PublicationType = (typeof PUBLICATION_TYPES)[number];

// Eight sample blog posts (SPEC §9), newest first, dated 2023-12-25 … 2024-01-15, in tr, en and ru.
// Content is Markdown-like: `## ` headings and paragraphs separated by blank lines, nothing else.
import { EARLIER_POSTS } from './blog-earlier.js';
import { RECENT_POSTS } from './blog-recent.js';
import type { SeedPost } from './types.js';

export const SAMPLE_POSTS: SeedPost[] = [...RECENT_POSTS, ...EARLIER_POSTS];

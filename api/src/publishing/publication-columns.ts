// The columns of drafts and scheduled publishing (projects and blog posts, issue 14).
import type { Publication } from '@konak/contract';
import { Column, Index } from 'typeorm';

/** 'draft' | 'published' | 'scheduled'; only 'published' rows are shown to visitors. */
export const PublicationColumn = () => (target: object, key: string) => {
  Index()(target, key);
  Column({ type: 'varchar', length: 16, default: 'published' })(target, key);
};

/** When a scheduled item goes live (the job flips it); for a published one, when it went live. */
export const PublishAtColumn = () => (target: object, key: string) => {
  Index()(target, key);
  Column({ type: Date, nullable: true })(target, key);
};

export type { Publication };

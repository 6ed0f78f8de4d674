// Column helpers that mean the same on SQLite and PostgreSQL. JSON is stored as text (simple-json) so
// one entity set and one set of rules serves both; every column that is queried is a real column.
import { Column, CreateDateColumn, UpdateDateColumn, type ColumnOptions } from 'typeorm';

export const JsonColumn = (options: ColumnOptions = {}) => Column({ type: 'simple-json', ...options });
export const TextColumn = (length = 255, options: ColumnOptions = {}) =>
  Column({ type: 'varchar', length, default: '', ...options });
/** URLs of images and links: long enough for any URL a browser sends. */
export const UrlColumn = (options: ColumnOptions = {}) => TextColumn(2048, options);
export const CreatedAt = () => CreateDateColumn({ name: 'created_at' });
export const UpdatedAt = () => UpdateDateColumn({ name: 'updated_at' });

export type Localized = { tr: string; en: string; ru: string };

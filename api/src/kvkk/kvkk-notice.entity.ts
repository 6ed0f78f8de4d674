import { Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { CreatedAt, JsonColumn, TextColumn, type Localized } from '../database/columns.js';

/** One version of the KVKK (Law No. 6698, Art. 10) notice. Rows are never changed: an edit in the admin
 *  writes a new version, so every contact request can name the exact text its sender was shown. */
@Entity('kvkk_notices')
export class KvkkNotice {
  /** The version number. */
  @PrimaryGeneratedColumn() id: number;
  /** Markdown-like text per language (## headings, blank-line paragraphs, "- " list items). */
  @JsonColumn() text: Localized;
  /** SHA-256 (hex) of the text as stored (JSON of tr, en, ru in that order). */
  @Index({ unique: true })
  @TextColumn(64)
  hash: string;
  @CreatedAt() created_at: Date;
  /** E-mail of the administrator who saved it ("" for the version carried over from the site). */
  @TextColumn(254) created_by: string;
}

export type { Localized };

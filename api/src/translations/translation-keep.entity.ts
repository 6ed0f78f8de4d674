import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { CreatedAt, TextColumn } from '../database/columns.js';

/** "Böyle kalsın" (issue 26): a text that rightly reads the same in every language — a name such as
 *  "Güneş Evleri" or "Loft" — which the translation check stops flagging as a copy. It holds for the
 *  text it was given on: once the field's text changes, the check looks at it again. */
@Entity('translation_keeps')
@Index('IDX_translation_keeps_field', ['type', 'record_id', 'field'], { unique: true })
export class TranslationKeep {
  @PrimaryGeneratedColumn() id: number;
  /** The content type, as the translation check names it (project, blog_post, progress_update…). */
  @TextColumn(20) type: string;
  @Column({ type: 'integer' }) record_id: number;
  /** Dotted path of the text in its record ("title", "features.2.title", "tags.0"). */
  @TextColumn(160) field: string;
  /** The text kept as it is (the Turkish one, which the others repeat). */
  @Column({ type: 'text', default: '' }) text: string;
  /** E-mail of the administrator who said so. */
  @TextColumn(254) created_by: string;
  @CreatedAt() created_at: Date;
}

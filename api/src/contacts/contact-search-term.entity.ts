import { Entity, Index, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import { ContactRequest } from './contact-request.entity.js';

/** The words a call-back request is found by (contact-search.ts): one row per normalised term, so a
 *  search is an index range per word on both databases instead of a LIKE '%…%' scan of every row.
 *  Deleted with the request (cascade) and cleared when it is anonymised. */
@Entity('contact_search_terms')
@Index('IDX_contact_search_terms_term', ['term', 'contact_id'])
export class ContactSearchTerm {
  @PrimaryColumn({ type: 'integer' }) contact_id: number;
  @PrimaryColumn({ type: 'varchar', length: 64 }) term: string;

  @ManyToOne(() => ContactRequest, { onDelete: 'CASCADE', createForeignKeyConstraints: true })
  @JoinColumn({ name: 'contact_id' })
  contact?: ContactRequest;
}

import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { CreatedAt, TextColumn } from '../database/columns.js';

export type ContactStatus = 'new' | 'contacted' | 'closed';
export const CONTACT_STATUSES: ContactStatus[] = ['new', 'contacted', 'closed'];

@Entity('contact_requests')
export class ContactRequest {
  @PrimaryGeneratedColumn()
  id: number;

  @TextColumn(120) name: string;
  @TextColumn(40) phone: string;
  @TextColumn(254) email: string;
  @Column({ type: 'text', default: '' }) message: string;
  /** Slug of the project the visitor asked about, when the form knew it. */
  @TextColumn(120) project: string;
  @TextColumn(2, { default: 'tr' }) language: string;

  @Index()
  @TextColumn(16, { default: 'new' })
  status: ContactStatus;

  @Index()
  @CreatedAt()
  created_at: Date;
}

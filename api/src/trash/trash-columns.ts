// The columns that make a table's rows go to the trash instead of being deleted (issue 14). TypeORM's
// delete-date column hides trashed rows from every find and query builder of the entity (the public
// lists and reads, the admin lists, the jobs) unless a query asks `withDeleted`; the unique slug index
// stays, so a trashed item's slug stays reserved.
import { Column, DeleteDateColumn, Index } from 'typeorm';

/** When the row was moved to the trash; null while it is live. */
export const DeletedAt = () => (target: object, key: string) => {
  Index()(target, key);
  DeleteDateColumn({ name: 'deleted_at', nullable: true })(target, key);
};

/** Who moved it there (their display name as it was). */
export const DeletedBy = () => Column({ type: 'varchar', length: 120, default: '' });

// The two rules every trashable table shares, used by the domain services' create/update/delete paths.
import { IsNull, Not, type FindOptionsWhere, type ObjectLiteral, type Repository } from 'typeorm';
import { DomainError } from '../common/errors.js';

type Trashable = ObjectLiteral & { id: number; deleted_at: Date | null; deleted_by: string };
type Slugged = Trashable & { slug: string };

/** A slug is taken by a live row (409 slug_taken) or by one in the trash (409 slug_in_trash, saying so):
 *  the trash keeps its slug reserved so that a restore never collides. */
export async function assertSlugFree<T extends Slugged>(
  repo: Repository<T>,
  slug: string,
  exceptId?: number,
): Promise<void> {
  const where = (exceptId ? { slug, id: Not(exceptId) } : { slug }) as FindOptionsWhere<T>;
  const row = await repo.findOne({
    where,
    withDeleted: true,
    select: { id: true, deleted_at: true } as never,
  });
  if (row) throw new DomainError(row.deleted_at ? 'slug_in_trash' : 'slug_taken');
}

/** Moves a live row to the trash, noting who and when; 404 when there is no live row with that id. */
export async function moveToTrash<T extends Trashable>(
  repo: Repository<T>,
  id: number,
  by: string,
  now: Date,
): Promise<void> {
  const { affected } = await repo.update(
    { id, deleted_at: IsNull() } as FindOptionsWhere<T>,
    { deleted_at: now, deleted_by: by.slice(0, 120) } as never,
  );
  if (!affected) throw new DomainError('not_found');
}

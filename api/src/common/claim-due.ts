// Durable queues (the mail outbox, webhook deliveries) are worked by every API instance at once. A row is
// claimed by one conditional UPDATE — still open and still due as it was read — that sets a random token
// and pushes its due time forward by a lease: exactly one instance's UPDATE changes the row, only the
// holder of the token records the outcome, and a crashed worker's row comes back when the lease ends.
import { randomBytes } from 'node:crypto';
import type { ObjectLiteral, Repository } from 'typeorm';

/** What a queue table needs: an id, a status, a due time in epoch ms and a claim token column. */
export interface QueueRow extends ObjectLiteral {
  id: number;
  status: string;
  next_attempt_at: number;
  claim_token: string | null;
}

export interface QueueShape {
  /** The statuses a row is waiting to be worked in. */
  open: readonly string[];
  leaseMs: number;
}

/** Ids of at most `batch` rows due at `now`, the longest waiting first. */
export async function dueIds<T extends QueueRow>(
  repo: Repository<T>,
  shape: QueueShape,
  now: number,
  batch: number,
): Promise<number[]> {
  const rows = await repo
    .createQueryBuilder('q')
    .select('q.id', 'id')
    .where('q.status IN (:...open)', { open: shape.open })
    .andWhere('q.next_attempt_at <= :now', { now })
    .orderBy('q.next_attempt_at', 'ASC')
    .limit(batch)
    .getRawMany<{ id: number | string }>();
  return rows.map((r) => Number(r.id));
}

/** Claims row `id` for this worker: its token, or null when another worker got it first. */
export async function claimRow<T extends QueueRow>(
  repo: Repository<T>,
  shape: QueueShape,
  id: number,
  now: number,
): Promise<string | null> {
  const token = randomBytes(16).toString('hex');
  const claim = await repo
    .createQueryBuilder()
    .update()
    .set({ claim_token: token, next_attempt_at: now + shape.leaseMs } as never)
    .where('id = :id', { id })
    .andWhere('status IN (:...open)', { open: shape.open })
    .andWhere('next_attempt_at <= :now', { now })
    .execute();
  return claim.affected ? token : null;
}

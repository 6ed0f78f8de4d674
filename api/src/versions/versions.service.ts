import { AsyncLocalStorage } from 'node:async_hooks';
import { Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, LessThanOrEqual, QueryFailedError } from 'typeorm';
import { changedFields, type VersionedType } from '@konak/contract';
import { requestContext } from '../audit/request-context.js';
import { pageWindow, type Page, type PageQuery } from '../common/paging.js';
import { DomainError } from '../common/errors.js';
import { ContentVersion } from './content-version.entity.js';
import { snapshotOf } from './snapshots.js';

/** Versions kept per item; a save beyond it drops the oldest (in the same transaction). */
export const VERSIONS_KEPT = 50;

export type VersionSummary = Omit<ContentVersion, 'data'>;

const SUMMARY_COLUMNS = {
  id: true,
  type: true,
  item_id: true,
  number: true,
  changed: true,
  restored_from: true,
  user_id: true,
  user_name: true,
  created_at: true,
} as const;

/** Version 1 of an item as it was before anyone edited it (seeded, migrated, or found by its first
 *  save), by nobody: the row the seeding, the baseline migration and keep() insert alike. */
export function baselineVersion(
  type: VersionedType,
  itemId: number,
  data: Record<string, unknown>,
): Omit<ContentVersion, 'id' | 'created_at'> {
  return {
    type,
    item_id: itemId,
    number: 1,
    data,
    changed: changedFields(null, data),
    restored_from: null,
    user_id: null,
    user_name: '',
  };
}

/** Who a version is by: the request's administrator, or whoever a job names (the scheduled publishing). */
export interface Actor {
  userId: number | null;
  userName: string;
}

/** What keep() may be told besides the item: who saved it, and the item as stored before this write. */
export interface KeepOptions {
  actor?: Actor;
  /** The stored state the write replaced: kept first as the baseline when the item has no version yet
   *  (issue 26), so the first change of an item from before the history can be undone. */
  before?: object | null;
}

/** A write under way because version N is being restored: the version it makes says so. */
const restoring = new AsyncLocalStorage<number>();

/** The version number being restored by the current write, or null: lets the audit log tell a restore
 *  from an ordinary edit without another argument through the services. */
export function restoringVersion(): number | null {
  return restoring.getStore() ?? null;
}

/** The version history of the editable content (issue 14). Each content service calls keep() after each
 *  successful write; the history endpoints read it (api/src/versions/versions.controller.ts). */
@Injectable()
export class VersionsService {
  private readonly logger = new Logger(VersionsService.name);

  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** Records the item's state after a write (create, update, restore, publish) by the request's
   *  administrator or `actor`; an item with no version yet first gets `before` as its baseline. A failure
   *  is logged, not thrown: the item is already saved, and a failed answer would only make the editor
   *  save again. */
  async keep(
    type: VersionedType,
    itemId: number,
    item: object,
    { actor, before }: KeepOptions = {},
  ): Promise<void> {
    const who = actor ?? requestContext();
    const baseline = before ? snapshotOf(type, before) : undefined;
    await this.insert(
      type,
      itemId,
      snapshotOf(type, item),
      { userId: who?.userId ?? null, userName: who?.userName ?? '' },
      baseline,
    );
  }

  /** Version 1 of an item saved before the history existed: its state as found, by nobody. */
  baseline(type: VersionedType, itemId: number, item: object): Promise<void> {
    return this.insert(type, itemId, snapshotOf(type, item), { userId: null, userName: '' });
  }

  /** Runs a restore's write; the version that write keeps records where it came from. */
  restoring<T>(fromNumber: number, write: () => Promise<T>): Promise<T> {
    return restoring.run(fromNumber, write);
  }

  /** A page of the item's versions, newest first, without their snapshots (the first page by default). */
  async list(type: VersionedType, itemId: number, query: PageQuery = {}): Promise<Page<VersionSummary>> {
    const { page, per_page, skip, take } = pageWindow(query, 'versions');
    const where = { type, item_id: itemId };
    // Counted apart: findAndCount with a column list counts nothing on SQLite.
    const [items, total] = await Promise.all([
      this.repo().find({ select: SUMMARY_COLUMNS, where, order: { number: 'DESC' }, skip, take }),
      this.repo().countBy(where),
    ]);
    return { items, total, page, per_page };
  }

  /** One version with its snapshot. */
  async get(id: number): Promise<ContentVersion> {
    const version = await this.repo().findOneBy({ id });
    if (!version) throw new DomainError('not_found');
    return version;
  }

  private repo() {
    return this.dataSource.getRepository(ContentVersion);
  }

  private async insert(
    type: VersionedType,
    itemId: number,
    data: Record<string, unknown>,
    who: Actor,
    baseline?: Record<string, unknown>,
  ) {
    const restoredFrom = restoring.getStore() ?? null;
    // Two saves of one item at once may pick the same number; the unique index refuses the second, which
    // then takes the next one.
    for (let attempt = 1; ; attempt++) {
      try {
        await this.dataSource.transaction(async (manager) => {
          const repo = manager.getRepository(ContentVersion);
          let last = await repo.findOne({ where: { type, item_id: itemId }, order: { number: 'DESC' } });
          if (!last && baseline) {
            const first = baselineVersion(type, itemId, baseline);
            await repo.insert(first as never);
            last = first as ContentVersion;
          }
          const number = (last?.number ?? 0) + 1;
          await repo.insert({
            type,
            item_id: itemId,
            number,
            data: data as ContentVersion['data'] & object,
            changed: changedFields(last?.data ?? null, data),
            restored_from: restoredFrom,
            user_id: who.userId,
            user_name: who.userName.slice(0, 120),
          });
          await repo.delete({ type, item_id: itemId, number: LessThanOrEqual(number - VERSIONS_KEPT) });
        });
        return;
      } catch (error) {
        if (attempt < 3 && error instanceof QueryFailedError) continue;
        this.logger.error(`no version kept for ${type} ${itemId}: ${(error as Error).message}`);
        return;
      }
    }
  }
}

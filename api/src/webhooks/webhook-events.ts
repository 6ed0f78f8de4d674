// The one way the rest of the API reports an event to the webhooks: `emit` writes a delivery row for each
// active endpoint that chose the event, in the caller's transaction when there is one (the row exists
// exactly when the change does). A webhook problem never fails the owner's or a visitor's request: outside
// a transaction an error is logged and swallowed.
import { randomUUID } from 'node:crypto';
import { Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { In, type DataSource, type EntityManager } from 'typeorm';
import {
  WEBHOOK_LIMITS,
  unitLabel,
  type UnitStatus,
  type WebhookBody,
  type WebhookDeliveryEvent,
  type WebhookPayloads,
} from '@konak/contract';
import { Clock } from '../common/clock.js';
import { Project } from '../projects/project.entity.js';
import { ProjectBlock } from '../units/project-block.entity.js';
import { ProjectUnit } from '../units/project-unit.entity.js';
import { WebhookDelivery } from './webhook-delivery.entity.js';
import { WebhookEndpoint } from './webhook-endpoint.entity.js';

@Injectable()
export class WebhookEvents {
  private readonly logger = new Logger('Webhooks');

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly clock: Clock,
  ) {}

  /** Queues `event` for every active endpoint that wants it. With `manager`, inside that transaction
   *  (an error rolls the change back with it, as any write of the transaction would); without one, an
   *  error is only logged. */
  async emit<E extends WebhookDeliveryEvent>(
    event: E,
    data: WebhookPayloads[E],
    manager?: EntityManager,
  ): Promise<void> {
    if (manager) return this.queue(manager, event, data);
    try {
      await this.queue(this.dataSource.manager, event, data);
    } catch (error) {
      this.logger.error(`could not queue ${event}: ${(error as Error).message}`);
    }
  }

  /** `unit.status_changed` for units whose status changed (read as they are now; `previous` is the
   *  status before). Few reads whatever the count: at most UNIT_LIMITS.bulk units at a time. */
  async unitStatusChanged(
    changes: { id: number; previous: UnitStatus }[],
    manager?: EntityManager,
  ): Promise<void> {
    if (!changes.length) return;
    const run = async (m: EntityManager) => {
      if (!(await this.anyWants(m, 'unit.status_changed'))) return;
      const units = await m.find(ProjectUnit, { where: { id: In(changes.map((c) => c.id)) } });
      const blocks = new Map(
        (
          await m.find(ProjectBlock, {
            where: { id: In([...new Set(units.map((u) => u.block_id))]) },
            select: { id: true, name: true },
          })
        ).map((b) => [b.id, b.name]),
      );
      const slugs = new Map(
        (
          await m.find(Project, {
            where: { id: In([...new Set(units.map((u) => u.project_id))]) },
            select: { id: true, slug: true },
          })
        ).map((p) => [p.id, p.slug]),
      );
      const previous = new Map(changes.map((c) => [c.id, c.previous]));
      for (const u of units) {
        const block = blocks.get(u.block_id) ?? '';
        const unit = {
          id: u.id,
          project_id: u.project_id,
          project_slug: slugs.get(u.project_id) ?? null,
          block,
          number: u.number,
          label: unitLabel(block, u.floor, u.number),
          status: u.status,
        };
        await this.queue(m, 'unit.status_changed', { unit, previous_status: previous.get(u.id)! });
      }
    };
    if (manager) return run(manager);
    try {
      await run(this.dataSource.manager);
    } catch (error) {
      this.logger.error(`could not queue unit.status_changed: ${(error as Error).message}`);
    }
  }

  /** `project.published` or `post.published` for an item that just went live (never fails the caller). */
  published(
    kind: 'project' | 'post',
    row: { id: number; slug: string; title: { tr: string }; publish_at: Date | null },
  ): Promise<void> {
    const item = {
      id: row.id,
      slug: row.slug,
      title: row.title.tr,
      published_at: (row.publish_at ?? this.clock.now()).toISOString(),
    };
    return kind === 'project'
      ? this.emit('project.published', { project: item })
      : this.emit('post.published', { post: item });
  }

  /** Queues `event` for one endpoint whatever it chose (the admin's "Test gönder"). */
  async queueFor(
    endpointId: number,
    event: WebhookDeliveryEvent,
    data: WebhookPayloads[WebhookDeliveryEvent],
    manager: EntityManager = this.dataSource.manager,
  ): Promise<WebhookDelivery> {
    return manager.save(WebhookDelivery, this.row(endpointId, event, data));
  }

  /** A KVKK erasure (or retention) of these call-backs, in its transaction: deliveries still waiting are
   *  given up unsent and lose their body (sent and given-up ones lost it already, webhook-sender.ts), so
   *  no name or phone stays here and none is sent later. A worker holding a claim loses it (claim_token
   *  cleared), so its outcome is not recorded over this. Returns how many deliveries were given up. */
  async forgetContacts(manager: EntityManager, contactIds: number[]): Promise<number> {
    let withdrawn = 0;
    for (let i = 0; i < contactIds.length; i += 500) {
      const ids = contactIds.slice(i, i + 500);
      // IDX_webhook_deliveries_contact: only these call-backs' rows are read.
      const result = await manager.update(
        WebhookDelivery,
        { contact_id: In(ids), status: 'pending' },
        {
          status: 'failed',
          last_error: 'Kişisel veriler silindi; gönderilmedi',
          claim_token: null,
          payload: '',
        },
      );
      withdrawn += result.affected ?? 0;
    }
    return withdrawn;
  }

  private async anyWants(manager: EntityManager, event: WebhookDeliveryEvent): Promise<boolean> {
    return (await this.subscribers(manager, event)).length > 0;
  }

  private async subscribers(manager: EntityManager, event: WebhookDeliveryEvent): Promise<WebhookEndpoint[]> {
    // At most WEBHOOK_LIMITS.endpoints rows: the list is read whole and filtered here, since the events
    // are a JSON list (one query shape for SQLite and PostgreSQL).
    const endpoints = await manager.find(WebhookEndpoint, {
      where: { active: true },
      select: { id: true, events: true },
      take: WEBHOOK_LIMITS.endpoints,
    });
    return endpoints.filter((e) => (e.events as string[]).includes(event));
  }

  private async queue(
    manager: EntityManager,
    event: WebhookDeliveryEvent,
    data: WebhookPayloads[WebhookDeliveryEvent],
  ) {
    const wanted = await this.subscribers(manager, event);
    if (wanted.length)
      await manager.insert(
        WebhookDelivery,
        wanted.map((e) => this.row(e.id, event, data)),
      );
  }

  private row(
    endpointId: number,
    event: WebhookDeliveryEvent,
    data: WebhookPayloads[WebhookDeliveryEvent],
  ): Partial<WebhookDelivery> {
    const now = this.clock.now();
    const body: WebhookBody = { id: randomUUID(), event, created_at: now.toISOString(), data } as WebhookBody;
    const contactId = event.startsWith('contact.')
      ? (data as WebhookPayloads['contact.created']).contact.id
      : null;
    return {
      endpoint_id: endpointId,
      event,
      contact_id: contactId,
      payload: JSON.stringify(body),
      status: 'pending',
      attempts: 0,
      next_attempt_at: now.getTime(),
      response_code: null,
      last_error: '',
      claim_token: null,
      sent_at: null,
    };
  }
}

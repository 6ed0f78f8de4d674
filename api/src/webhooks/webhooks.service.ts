// The owner's endpoints (issue 31): add, list, change, delete, their recent deliveries and a test
// delivery. The signing secret is made here, answered once in full and kept sealed (SecretBox).
import { randomBytes } from 'node:crypto';
import { HttpStatus, Inject, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { In, type Repository } from 'typeorm';
import { WEBHOOK_LIMITS, WEBHOOK_TEST_EVENT } from '@konak/contract';
import { AuditService } from '../audit/audit.service.js';
import { Clock } from '../common/clock.js';
import { DomainError, refusal } from '../common/errors.js';
import { pageWindow, type Page, type PageQuery } from '../common/paging.js';
import { SecretBox } from '../common/secret-box.js';
import { ValidationFailed } from '../common/validation.js';
import { ENV } from '../config/env.module.js';
import { moveToTrash } from '../trash/trash-rules.js';
import type { Env } from '../config/env.js';
import type {
  CreateWebhookDto,
  CreatedWebhookDto,
  UpdateWebhookDto,
  WebhookDeliveryDto,
  WebhookEndpointDto,
} from './dto/webhook.dto.js';
import { WebhookDelivery } from './webhook-delivery.entity.js';
import { WebhookEndpoint } from './webhook-endpoint.entity.js';
import { WebhookEvents } from './webhook-events.js';
import { webhookUrlProblem } from './webhook-url.js';

const HINT = 4;

@Injectable()
export class WebhooksService {
  constructor(
    @InjectRepository(WebhookEndpoint) private readonly endpoints: Repository<WebhookEndpoint>,
    @InjectRepository(WebhookDelivery) private readonly deliveries: Repository<WebhookDelivery>,
    private readonly events: WebhookEvents,
    private readonly box: SecretBox,
    private readonly audit: AuditService,
    @Inject(ENV) private readonly env: Env,
    private readonly clock: Clock,
  ) {}

  /** All endpoints (at most WEBHOOK_LIMITS.endpoints), oldest first, with their waiting and failed counts. */
  async list(): Promise<WebhookEndpointDto[]> {
    const rows = await this.endpoints.find({ order: { id: 'ASC' }, take: WEBHOOK_LIMITS.endpoints });
    return this.withCounts(rows);
  }

  async create(input: CreateWebhookDto): Promise<CreatedWebhookDto> {
    this.assertUrl(input.url);
    if ((await this.endpoints.count()) >= WEBHOOK_LIMITS.endpoints)
      throw refusal(
        HttpStatus.CONFLICT,
        `En fazla ${WEBHOOK_LIMITS.endpoints} bildirim adresi eklenebilir; kullanılmayan birini silin`,
      );
    const secret = `whsec_${randomBytes(24).toString('hex')}`;
    const saved = await this.endpoints.save(
      this.endpoints.create({
        url: input.url,
        events: input.events,
        secret: this.box.seal('webhook-secret', secret),
        secret_hint: secret.slice(-HINT),
        active: true,
      }),
    );
    await this.audit.record({
      action: 'create',
      type: 'webhook',
      id: saved.id,
      title: saved.url,
      after: { url: saved.url, events: saved.events },
    });
    const [dto] = await this.withCounts([saved]);
    return { ...dto, secret };
  }

  async update(id: number, input: UpdateWebhookDto): Promise<WebhookEndpointDto> {
    const endpoint = await this.find(id);
    if (input.url !== undefined) this.assertUrl(input.url);
    const before = { url: endpoint.url, events: endpoint.events, active: endpoint.active };
    if (input.url !== undefined) endpoint.url = input.url;
    if (input.events !== undefined) endpoint.events = input.events;
    if (input.active !== undefined) endpoint.active = input.active;
    const saved = await this.endpoints.save(endpoint);
    await this.audit.record({
      action: 'update',
      type: 'webhook',
      id,
      title: saved.url,
      before,
      after: { url: saved.url, events: saved.events, active: saved.active },
    });
    const [dto] = await this.withCounts([saved]);
    return dto;
  }

  /** To the trash with its secret and deliveries (api/src/trash): nothing is queued for it or sent to it
   *  from now on, and what was waiting is given up; a restore brings it back for the events that follow. */
  async remove(id: number, by: string): Promise<void> {
    const endpoint = await this.find(id);
    await moveToTrash(this.endpoints, id, by, this.clock.now());
    await this.audit.record({
      action: 'delete',
      type: 'webhook',
      id,
      title: endpoint.url,
      before: { url: endpoint.url, events: endpoint.events, active: endpoint.active },
    });
  }

  /** An endpoint's deliveries, newest first, one page at a time. */
  async deliveriesOf(id: number, query: PageQuery): Promise<Page<WebhookDeliveryDto>> {
    await this.find(id);
    const { page, per_page, skip, take } = pageWindow(query, 'webhookDeliveries');
    const [rows, total] = await this.deliveries.findAndCount({
      where: { endpoint_id: id },
      order: { id: 'DESC' },
      skip,
      take,
    });
    return { page, per_page, total, items: rows.map(toDeliveryDto) };
  }

  /** Queues a `webhook.test` delivery; the worker sends it on its next round. */
  async test(id: number): Promise<WebhookDeliveryDto> {
    const endpoint = await this.find(id);
    if (!endpoint.active)
      throw refusal(HttpStatus.CONFLICT, 'Bu adres devre dışı; deneme göndermek için önce etkinleştirin');
    const row = await this.events.queueFor(id, WEBHOOK_TEST_EVENT, {
      message: 'Konak webhook denemesi: bu adres imzalı bildirimleri alıyor.',
    });
    return toDeliveryDto(row);
  }

  private async find(id: number): Promise<WebhookEndpoint> {
    const endpoint = await this.endpoints.findOneBy({ id });
    if (!endpoint) throw new DomainError('not_found');
    return endpoint;
  }

  private assertUrl(url: string) {
    const problem = webhookUrlProblem(url, this.env.webhooks.allowPrivate);
    if (problem)
      throw new ValidationFailed([{ loc: ['body', 'url'], msg: problem, type: 'value_error.url' }]);
  }

  /** Each endpoint's waiting and failed deliveries, counted in SQL (one grouped query). */
  private async withCounts(rows: WebhookEndpoint[]): Promise<WebhookEndpointDto[]> {
    const counts = rows.length
      ? await this.deliveries
          .createQueryBuilder('d')
          .select('d.endpoint_id', 'endpoint_id')
          .addSelect('d.status', 'status')
          .addSelect('COUNT(*)', 'n')
          .where({ endpoint_id: In(rows.map((r) => r.id)), status: In(['pending', 'failed']) })
          .groupBy('d.endpoint_id')
          .addGroupBy('d.status')
          .getRawMany<{ endpoint_id: number | string; status: string; n: number | string }>()
      : [];
    const count = (id: number, status: string) =>
      Number(counts.find((c) => Number(c.endpoint_id) === id && c.status === status)?.n ?? 0);
    return rows.map((r) => ({
      id: r.id,
      url: r.url,
      events: r.events,
      active: r.active,
      secret_hint: `…${r.secret_hint}`,
      created_at: new Date(r.created_at).toISOString(),
      pending: count(r.id, 'pending'),
      failed: count(r.id, 'failed'),
    }));
  }
}

function toDeliveryDto(row: WebhookDelivery): WebhookDeliveryDto {
  const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());
  return {
    id: row.id,
    event: row.event,
    status: row.status,
    attempts: row.attempts,
    response_code: row.response_code,
    last_error: row.last_error,
    created_at: new Date(row.created_at).toISOString(),
    next_attempt_at: row.status === 'pending' ? iso(row.next_attempt_at) : null,
    sent_at: iso(row.sent_at),
  };
}

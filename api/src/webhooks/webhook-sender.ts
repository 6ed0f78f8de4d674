// The webhook worker: every few seconds each instance sends the deliveries that are due, each claimed
// first (common/claim-due.ts) so several instances never send one twice. A 2xx answer is "sent"; anything
// else waits backoffBase × 2^(attempts−1) and is tried again, up to WEBHOOK_LIMITS.maxAttempts, then
// "failed". Redirects are not followed and the answer's body is not read beyond its status.
import http from 'node:http';
import https from 'node:https';
import { isIP } from 'node:net';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { WEBHOOK_LIMITS } from '@konak/contract';
import { claimRow, dueIds, type QueueShape } from '../common/claim-due.js';
import { Clock } from '../common/clock.js';
import { IntervalJob } from '../common/interval-job.js';
import { SecretBox } from '../common/secret-box.js';
import { ENV } from '../config/env.module.js';
import type { Env } from '../config/env.js';
import { WebhookDelivery } from './webhook-delivery.entity.js';
import { WebhookEndpoint } from './webhook-endpoint.entity.js';
import { webhookSignature } from './webhook-signature.js';
import { guardedLookup, isPrivateAddress } from './webhook-url.js';

const BATCH = 20;
/** Longest wait between two tries, whatever the base. */
const MAX_BACKOFF_MS = 6 * 3_600_000;

interface Outcome {
  ok: boolean;
  code: number | null;
  error: string;
}

@Injectable()
export class WebhookSender extends IntervalJob {
  private readonly log = new Logger('Webhooks');
  private readonly config: Env['webhooks'];
  /** A claim outlives the longest send (the timeout) by a wide margin. */
  private readonly shape: QueueShape;

  constructor(
    @InjectRepository(WebhookDelivery) private readonly repo: Repository<WebhookDelivery>,
    @InjectRepository(WebhookEndpoint) private readonly endpoints: Repository<WebhookEndpoint>,
    private readonly box: SecretBox,
    clock: Clock,
    @Inject(ENV) env: Env,
  ) {
    super(clock, env.webhooks.intervalMs, 'webhook deliveries');
    this.config = env.webhooks;
    this.shape = { open: ['pending'], leaseMs: Math.max(60_000, env.webhooks.timeoutMs * 6) };
  }

  protected round() {
    return this.deliverDue();
  }

  /** Sends what is due now; returns how many were answered 2xx. */
  async deliverDue(): Promise<number> {
    const now = this.clock.now().getTime();
    let sent = 0;
    for (const id of await dueIds(this.repo, this.shape, now, BATCH)) {
      const token = await claimRow(this.repo, this.shape, id, now);
      if (!token) continue;
      const row = await this.repo.findOneBy({ id, claim_token: token });
      if (!row) continue;
      const endpoint = await this.endpoints.findOneBy({ id: row.endpoint_id });
      // Deactivated after the row was queued: the owner wanted it stopped, so it is given up, not sent.
      const outcome = endpoint?.active
        ? await this.send(endpoint, row.payload)
        : {
            ok: false,
            code: null,
            error: endpoint ? 'Uç nokta devre dışı; gönderilmedi' : 'Uç nokta silinmiş',
          };
      const attempts = row.attempts + 1;
      const final = outcome.ok || attempts >= WEBHOOK_LIMITS.maxAttempts || !endpoint?.active;
      const wait = Math.min(MAX_BACKOFF_MS, this.config.backoffBaseMs * 2 ** (attempts - 1));
      const at = this.clock.now().getTime();
      await this.repo.update(
        { id, claim_token: token },
        {
          status: outcome.ok ? 'sent' : final ? 'failed' : 'pending',
          attempts,
          response_code: outcome.code,
          last_error: outcome.error.slice(0, 500),
          next_attempt_at: final ? at : at + wait,
          sent_at: outcome.ok ? at : null,
          // Once it is out of the queue the body is no longer needed: a call-back's name and phone are not
          // kept here after the CRM has them (or after giving up).
          ...(final ? { payload: '' } : {}),
          claim_token: null,
        },
      );
      if (outcome.ok) sent++;
      else
        this.log.warn(
          `webhook ${id} (${row.event}) attempt ${attempts} failed${final ? ', giving up' : ''}: ${outcome.error}`,
        );
    }
    return sent;
  }

  /** One POST of `body`, signed now with the endpoint's secret. */
  private send(endpoint: WebhookEndpoint, body: string): Promise<Outcome> {
    const secret = this.box.open('webhook-secret', endpoint.secret);
    if (secret === null)
      return Promise.resolve({
        ok: false,
        code: null,
        error: 'Gizli anahtar açılamadı (JWT_SECRET değişmiş); uç noktayı silip yeniden ekleyin',
      });
    const url = new URL(endpoint.url);
    const host = url.hostname.replace(/^\[|\]$/g, '');
    // An address written as a number is connected to without a lookup: judged here instead.
    if (!this.config.allowPrivate && isIP(host) && isPrivateAddress(host))
      return Promise.resolve({ ok: false, code: null, error: 'Özel ağ adresine gönderim kapalı' });
    const signature = webhookSignature(secret, body, Math.floor(this.clock.now().getTime() / 1000));
    const client = url.protocol === 'https:' ? https : http;
    return new Promise<Outcome>((resolve) => {
      const request = client.request(
        url,
        {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            'content-length': Buffer.byteLength(body),
            'user-agent': 'Konak-Webhooks/1',
            'konak-signature': signature,
          },
          lookup: guardedLookup(this.config.allowPrivate) as never,
          timeout: this.config.timeoutMs,
        },
        (response) => {
          response.resume();
          const code = response.statusCode ?? 0;
          const ok = code >= 200 && code < 300;
          resolve({ ok, code, error: ok ? '' : `HTTP ${code}` });
        },
      );
      request.on('timeout', () =>
        request.destroy(new Error(`${this.config.timeoutMs} ms içinde yanıt gelmedi`)),
      );
      request.on('error', (error: NodeJS.ErrnoException) =>
        resolve({
          ok: false,
          code: null,
          error:
            error.code && !error.message.includes(error.code)
              ? `${error.code}: ${error.message}`
              : error.message,
        }),
      );
      request.end(body);
    });
  }
}

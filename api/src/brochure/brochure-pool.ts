// Brochures are drawn in worker threads (brochure-worker.ts), not on the event loop: a PDF holds a core
// for 0.3–3 s, and /api/health, pages and every other request must not wait on it. POOL_SIZE workers (one
// on a two-core machine: the other core is the event loop's), each drawing one brochure at a time; up to
// QUEUE_LIMIT more wait their turn, and past that the request is refused at once (503, Retry-After) rather
// than held. A worker that dies is replaced; the brochure it was drawing fails.
import { Injectable, Logger, type OnModuleDestroy } from '@nestjs/common';
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import { LANGS } from '@konak/contract';
import { DomainError } from '../common/errors.js';
import { workerScript } from '../common/worker-script.js';
import type { BrochureContent } from './brochure-model.js';
import { BROCHURE_TEXTS } from './brochure-texts.js';

export const POOL_SIZE = Math.max(1, Math.min(4, availableParallelism() - 1));
export const QUEUE_LIMIT = 8;
/** What a refused client is told to wait (a brochure takes one to three seconds). */
const RETRY_AFTER_S = 5;

type Job = { content: BrochureContent; resolve: (pdf: Buffer) => void; reject: (error: Error) => void };
type Slot = { worker: Worker; job: (Job & { id: number }) | null };

@Injectable()
export class BrochurePool implements OnModuleDestroy {
  private readonly logger = new Logger('BrochurePool');
  private readonly slots: Slot[] = [];
  private readonly queue: Job[] = [];
  private nextId = 1;
  private closed = false;

  /** The PDF of `content`, drawn in a worker; DomainError('brochures_busy') when too many are waiting. */
  draw(content: BrochureContent): Promise<Buffer> {
    if (this.closed) return Promise.reject(new Error('the brochure pool is closed'));
    const idle = this.idleSlot();
    if (!idle && this.queue.length >= QUEUE_LIMIT)
      return Promise.reject(new DomainError('brochures_busy', RETRY_AFTER_S));
    return new Promise((resolve, reject) => {
      const job = { content, resolve, reject };
      if (idle) this.start(idle, job);
      else this.queue.push(job);
    });
  }

  /** Brochures being drawn and waiting (for the tests and the metrics). */
  get load() {
    return { drawing: this.slots.filter((s) => s.job).length, waiting: this.queue.length };
  }

  async onModuleDestroy() {
    this.closed = true;
    for (const job of this.queue.splice(0)) job.reject(new Error('the server is stopping'));
    await Promise.all(this.slots.splice(0).map((slot) => slot.worker.terminate()));
  }

  private idleSlot(): Slot | null {
    const idle = this.slots.find((s) => !s.job);
    if (idle) return idle;
    if (this.slots.length < POOL_SIZE) return this.spawn();
    return null;
  }

  private spawn(): Slot {
    const { url, options } = workerScript('brochure-worker', import.meta.url);
    const slot: Slot = { worker: new Worker(url, { ...options, env: {} }), job: null };
    slot.worker.unref();
    slot.worker.on('message', (message: { id: number; pdf?: Uint8Array; error?: string }) => {
      const job = slot.job;
      if (!job || job.id !== message.id) return;
      slot.job = null;
      if (message.pdf)
        job.resolve(Buffer.from(message.pdf.buffer, message.pdf.byteOffset, message.pdf.byteLength));
      else job.reject(new Error(message.error ?? 'the brochure could not be drawn'));
      this.next(slot);
    });
    const lost = (why: string) => {
      const index = this.slots.indexOf(slot);
      if (index < 0) return;
      this.slots.splice(index, 1);
      slot.job?.reject(new Error(`the brochure worker ${why}`));
      slot.job = null;
      if (this.closed) return;
      this.logger.error(`A brochure worker ${why}; another takes its place`);
      const next = this.queue.shift();
      if (next) this.start(this.spawn(), next);
    };
    slot.worker.on('error', (error) => lost(`failed: ${error.message}`));
    slot.worker.on('exit', (code) => lost(`stopped (${code})`));
    this.slots.push(slot);
    return slot;
  }

  private start(slot: Slot, job: Job) {
    const withId = { ...job, id: this.nextId++ };
    // The texts hold functions (dates, counts), which do not cross to a worker: it takes them by language.
    const lang = LANGS.find((l) => BROCHURE_TEXTS[l] === job.content.texts);
    try {
      if (!lang) throw new Error('a brochure in a language of its own cannot be drawn in a worker');
      slot.worker.postMessage({ id: withId.id, lang, content: { ...job.content, texts: null } });
    } catch (error) {
      job.reject(error as Error);
      return this.next(slot);
    }
    slot.job = withId;
    // While a brochure is drawn the worker keeps the process alive; idle, it does not.
    slot.worker.ref();
  }

  private next(slot: Slot) {
    const job = this.queue.shift();
    if (job) this.start(slot, job);
    else slot.worker.unref();
  }
}

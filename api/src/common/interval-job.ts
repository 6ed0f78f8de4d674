// A job every instance runs on an interval with no one signed in (scheduled publishing, the trash purge):
// started with the app, stopped with it, one round at a time, errors logged and never thrown.
import { Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import type { Clock } from './clock.js';

export abstract class IntervalJob implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(this.constructor.name);
  private timer?: NodeJS.Timeout;
  private running?: Promise<void>;

  protected constructor(
    protected readonly clock: Clock,
    private readonly intervalMs: number,
    /** What a failed round did, for the log line ("trash purge"). */
    private readonly what: string,
  ) {}

  /** One round of the job at the given time. */
  protected abstract round(now: Date): Promise<unknown>;

  onApplicationBootstrap() {
    this.timer = setInterval(() => void this.tick(), this.intervalMs);
    this.timer.unref();
  }

  async onApplicationShutdown() {
    clearInterval(this.timer);
    this.timer = undefined;
    await this.running;
  }

  /** One round now; a round still running is joined, never doubled. */
  tick(): Promise<void> {
    this.running ??= this.round(this.clock.now())
      .then(() => undefined)
      .catch((error: Error) => this.logger.warn(`${this.what} failed: ${error.message}`))
      .finally(() => (this.running = undefined));
    return this.running;
  }
}

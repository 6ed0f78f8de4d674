// Cache invalidation across instances: every local invalidation of HttpCache (and with it the prepared
// answers and pages, which follow its generations) is published on one Redis channel; every instance
// clears the tags it hears about. A subscriber that lost its connection may have missed messages, so
// on reconnecting it clears everything once.
import { randomUUID } from 'node:crypto';
import { Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { HttpCache } from '../common/http-cache.js';
import { SharedRedis } from './redis.js';

@Injectable()
export class CacheInvalidation implements OnModuleInit {
  private readonly instance = randomUUID();
  private readonly log = new Logger('CacheInvalidation');

  constructor(
    private readonly cache: HttpCache,
    private readonly redis: SharedRedis,
  ) {}

  get channel() {
    return `${this.redis.prefix}invalidate`;
  }

  async onModuleInit() {
    const { client, subscriber } = this.redis;
    if (!client || !subscriber) return;
    // SharedRedis connects in its own onModuleInit, which Nest runs first (this provider depends on it).
    await subscriber.subscribe(this.channel);
    subscriber.on('message', (channel: string, text: string) => {
      if (channel !== this.channel) return;
      const message = parse(text);
      if (message && message.from !== this.instance) this.cache.clear(message.tags);
    });
    let connected = true;
    subscriber.on('close', () => (connected = false));
    subscriber.on('ready', () => {
      if (connected) return;
      connected = true;
      this.log.warn(
        'Redis subscription restored: clearing every cached answer (invalidations may have been missed)',
      );
      this.cache.clearAll();
    });
    this.cache.announceWith(async (tags) => {
      try {
        await client.publish(this.channel, JSON.stringify({ from: this.instance, tags }));
      } catch (error) {
        this.log.error(
          `could not announce a cache invalidation to the other instances: ${(error as Error).message}`,
        );
      }
    });
  }
}

function parse(text: string): { from: string; tags: string[] } | null {
  try {
    const message = JSON.parse(text) as { from?: unknown; tags?: unknown };
    if (
      typeof message.from !== 'string' ||
      !Array.isArray(message.tags) ||
      !message.tags.every((t) => typeof t === 'string')
    )
      return null;
    return { from: message.from, tags: message.tags as string[] };
  } catch {
    return null;
  }
}

// The Redis connections of one instance when REDIS_URL is set: one for commands, one for subscribing
// (a subscribed connection can do nothing else). Connected before the app starts, so a wrong URL or a
// Redis that does not answer stops the start with one clear line instead of failing requests later.
import { Inject, Injectable, type OnApplicationShutdown, type OnModuleInit } from '@nestjs/common';
import { Redis } from 'ioredis';
import { ENV } from '../config/env.module.js';
import type { Env } from '../config/env.js';

export class RedisUnavailable extends Error {}

/** The URL without its password, for messages. */
export const redactUrl = (url: string) => url.replace(/\/\/([^:@/]*):[^@/]*@/, '//$1:***@');

/** A connection (made by its connect()) that fails a command at once instead of queueing it while Redis
 *  is away: a request then answers an error, and /api/ready takes the instance out of rotation. It
 *  reconnects after a loss, but a first connection that fails is final: the start stops. */
export function connectRedis(url: string, prefix = ''): Redis {
  let connected = false;
  const redis = new Redis(url, {
    lazyConnect: true,
    keyPrefix: prefix,
    connectTimeout: 3000,
    maxRetriesPerRequest: 1,
    enableOfflineQueue: false,
    retryStrategy: (times) => (connected ? Math.min(times * 200, 2000) : null),
  });
  redis.once('ready', () => (connected = true));
  return redis;
}

@Injectable()
export class SharedRedis implements OnModuleInit, OnApplicationShutdown {
  /** Commands (keys get the instance's prefix); null without REDIS_URL. */
  readonly client: Redis | null;
  /** Subscriptions only; null without REDIS_URL. */
  readonly subscriber: Redis | null;
  readonly prefix: string;
  private readonly url?: string;

  constructor(@Inject(ENV) env: Env) {
    this.prefix = env.redis?.prefix ?? '';
    this.client = env.redis ? connectRedis(env.redis.url, this.prefix) : null;
    this.subscriber = env.redis ? connectRedis(env.redis.url) : null;
    this.url = env.redis?.url;
  }

  async onModuleInit() {
    if (!this.client || !this.subscriber) return;
    // ioredis reports connection errors as events; the start and /api/ready say what matters.
    let cause = '';
    for (const connection of [this.client, this.subscriber])
      connection.on('error', (error: Error) => (cause ||= error.message));
    try {
      await Promise.all([this.client.connect(), this.subscriber.connect()]);
    } catch (error) {
      this.disconnect();
      throw new RedisUnavailable(
        `Redis at ${redactUrl(this.url!)} does not answer (${cause || (error as Error).message})`,
      );
    }
  }

  /** Answers whether Redis answers (always true without Redis: there is nothing to reach). */
  async reachable(): Promise<boolean> {
    if (!this.client) return true;
    try {
      return (await this.client.ping()) === 'PONG';
    } catch {
      return false;
    }
  }

  onApplicationShutdown() {
    this.disconnect();
  }

  private disconnect() {
    // A connection already ended has nothing to close (ioredis would wait 2 s for a close event that came).
    for (const connection of [this.client, this.subscriber])
      if (connection && connection.status !== 'end') connection.disconnect();
  }
}

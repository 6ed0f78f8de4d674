import { Injectable } from '@nestjs/common';

/** The time as the background jobs see it (outbox backoff, reminders, retention). One injectable so a
 *  test can move it forward instead of waiting hours. */
@Injectable()
export class Clock {
  now(): Date {
    return new Date();
  }
}

import { Inject, Injectable, type OnModuleDestroy } from '@nestjs/common';
import nodemailer, { type Transporter } from 'nodemailer';
import { ENV } from '../config/env.module.js';
import type { Env } from '../config/env.js';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

/** SMTP through nodemailer, configured by SMTP_URL / MAIL_FROM; absent when alerts are off. */
@Injectable()
export class Mailer implements OnModuleDestroy {
  private transport?: Transporter;

  constructor(@Inject(ENV) private readonly env: Env) {}

  get enabled(): boolean {
    return !!this.env.mail;
  }

  get from(): string {
    return this.env.mail?.from ?? '';
  }

  async send(mail: OutgoingMail): Promise<void> {
    if (!this.env.mail) throw new Error('SMTP_URL is not set');
    // Short timeouts: a worker tick must not hang on a dead server; the outbox retries later.
    if (!this.transport) {
      const url = new URL(this.env.mail.smtpUrl);
      for (const [key, value] of [
        ['connectionTimeout', '10000'],
        ['greetingTimeout', '10000'],
        ['socketTimeout', '20000'],
      ]) {
        if (!url.searchParams.has(key)) url.searchParams.set(key, value);
      }
      this.transport = nodemailer.createTransport(url.toString());
    }
    await this.transport.sendMail({ from: this.env.mail.from, ...mail });
  }

  onModuleDestroy() {
    this.transport?.close();
  }
}

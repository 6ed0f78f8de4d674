import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { MailOutbox } from './mail-outbox.entity.js';
import { Mailer } from './mailer.js';
import { OutboxService } from './outbox.service.js';

/** The durable mail outbox and its SMTP sender. */
@Module({
  imports: [TypeOrmModule.forFeature([MailOutbox])],
  providers: [Mailer, OutboxService],
  exports: [OutboxService, Mailer],
})
export class OutboxModule {}

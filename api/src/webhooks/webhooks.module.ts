import { Global, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { WebhookDelivery } from './webhook-delivery.entity.js';
import { WebhookEndpoint } from './webhook-endpoint.entity.js';
import { WebhookEvents } from './webhook-events.js';
import { WebhookSender } from './webhook-sender.js';
import { WebhooksController } from './webhooks.controller.js';
import { WebhooksService } from './webhooks.service.js';

/** Signed webhooks to the owner's CRM (issue 31): global, so the services that change contacts, units and
 *  publications can emit without importing this module (and without import cycles). */
@Global()
@Module({
  imports: [TypeOrmModule.forFeature([WebhookEndpoint, WebhookDelivery])],
  controllers: [WebhooksController],
  providers: [WebhookEvents, WebhookSender, WebhooksService],
  exports: [WebhookEvents],
})
export class WebhooksModule {}

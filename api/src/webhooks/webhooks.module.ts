import { Global, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { WebhookDelivery } from './webhook-delivery.entity.js';
import { WebhookEndpoint } from './webhook-endpoint.entity.js';
import { WebhookEvents } from './webhook-events.js';

/** Signed webhooks to the owner's CRM (issue 31): global, so the services that change contacts, units and
 *  publications can emit without importing this module (and without import cycles). */
@Global()
@Module({
  imports: [TypeOrmModule.forFeature([WebhookEndpoint, WebhookDelivery])],
  providers: [WebhookEvents],
  exports: [WebhookEvents],
})
export class WebhooksModule {}

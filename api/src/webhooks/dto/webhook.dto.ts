import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsBoolean, IsOptional, IsString, ValidateBy } from 'class-validator';
import {
  WEBHOOK_DELIVERY_STATUSES,
  WEBHOOK_EVENT_LABELS,
  WEBHOOK_EVENTS,
  isWebhookEvent,
  type WebhookDeliveryEvent,
  type WebhookDeliveryStatus,
  type WebhookEvent,
} from '@konak/contract';

const Trim = () => Transform(({ value }) => (typeof value === 'string' ? value.trim() : value));
/** At least one event, each one of WEBHOOK_EVENTS (named in the message with its Turkish label). */
const EventsField = () =>
  ValidateBy({
    name: 'isWebhookEvents',
    validator: {
      validate: (v: unknown) =>
        Array.isArray(v) && v.length >= 1 && v.length <= WEBHOOK_EVENTS.length && v.every(isWebhookEvent),
      defaultMessage: () =>
        `En az bir olay seçin; olaylar şunlardan biri olmalıdır: ${WEBHOOK_EVENTS.map((e) => `${e} (${WEBHOOK_EVENT_LABELS[e]})`).join(', ')}`,
    },
  });
/** Duplicates dropped, order kept. */
const Unique = () => Transform(({ value }) => (Array.isArray(value) ? [...new Set(value)] : value));

/** The URL is checked by the service (webhook-url.ts): whether private addresses are allowed is
 *  configuration, which a DTO cannot read. */
export class CreateWebhookDto {
  @ApiProperty({ example: 'https://crm.example.com/konak' }) @Trim() @IsString() url: string;
  @ApiProperty({ enum: WEBHOOK_EVENTS, isArray: true }) @Unique() @EventsField() events: WebhookEvent[];
}

export class UpdateWebhookDto {
  @ApiPropertyOptional() @IsOptional() @Trim() @IsString() url?: string;
  @ApiPropertyOptional({ enum: WEBHOOK_EVENTS, isArray: true })
  @IsOptional()
  @Unique()
  @EventsField()
  events?: WebhookEvent[];
  @ApiPropertyOptional() @IsOptional() @IsBoolean() active?: boolean;
}

export class WebhookEndpointDto {
  @ApiProperty() id: number;
  @ApiProperty() url: string;
  @ApiProperty({ enum: WEBHOOK_EVENTS, isArray: true }) events: WebhookEvent[];
  @ApiProperty() active: boolean;
  /** The secret's last characters ("…a1b2"): the whole secret is shown once, when the endpoint is created. */
  @ApiProperty() secret_hint: string;
  @ApiProperty() created_at: string;
  @ApiProperty({ description: 'deliveries waiting to be sent (first try or a retry)' }) pending: number;
  @ApiProperty({ description: 'deliveries given up after the last try' }) failed: number;
}

/** The answer to POST /webhooks: the endpoint with its whole signing secret, the only time it is sent. */
export class CreatedWebhookDto extends WebhookEndpointDto {
  @ApiProperty({ description: 'signing secret (whsec_…); shown only in this answer' }) secret: string;
}

export class WebhookDeliveryDto {
  @ApiProperty() id: number;
  @ApiProperty({ enum: [...WEBHOOK_EVENTS, 'webhook.test'] }) event: WebhookDeliveryEvent;
  @ApiProperty({ enum: WEBHOOK_DELIVERY_STATUSES }) status: WebhookDeliveryStatus;
  @ApiProperty() attempts: number;
  @ApiProperty({ type: Number, nullable: true }) response_code: number | null;
  @ApiProperty() last_error: string;
  @ApiProperty() created_at: string;
  @ApiProperty({ type: String, nullable: true, description: 'when the next try is due (pending only)' })
  next_attempt_at: string | null;
  @ApiProperty({ type: String, nullable: true }) sent_at: string | null;
}

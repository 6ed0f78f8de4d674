import { Body, Controller, Delete, Get, HttpCode, Param, Patch, Post, Query } from '@nestjs/common';
import {
  ApiAcceptedResponse,
  ApiBearerAuth,
  ApiCreatedResponse,
  ApiOkResponse,
  ApiTags,
} from '@nestjs/swagger';
import { NoStore } from '../common/no-store.js';
import { Paged, PageQuery } from '../common/paging.js';
import { ParseIdPipe } from '../common/parse-id.pipe.js';
import { CurrentUser, type RequestUser } from '../common/request-user.js';
import {
  CreateWebhookDto,
  CreatedWebhookDto,
  UpdateWebhookDto,
  WebhookDeliveryDto,
  WebhookEndpointDto,
} from './dto/webhook.dto.js';
import { WebhooksService } from './webhooks.service.js';

/** The owner's webhooks (contract/src/roles.ts: every route here is the owner's). */
@ApiTags('webhooks')
@ApiBearerAuth()
@Controller('webhooks')
@NoStore()
export class WebhooksController {
  constructor(private readonly webhooks: WebhooksService) {}

  @Get()
  @ApiOkResponse({ type: WebhookEndpointDto, isArray: true })
  list() {
    return this.webhooks.list();
  }

  @Post()
  @ApiCreatedResponse({ type: CreatedWebhookDto })
  create(@Body() body: CreateWebhookDto) {
    return this.webhooks.create(body);
  }

  @Patch(':id')
  @ApiOkResponse({ type: WebhookEndpointDto })
  update(@Param('id', ParseIdPipe) id: number, @Body() body: UpdateWebhookDto) {
    return this.webhooks.update(id, body);
  }

  @Delete(':id')
  @HttpCode(204)
  async remove(@Param('id', ParseIdPipe) id: number, @CurrentUser() user: RequestUser) {
    await this.webhooks.remove(id, user.name || user.email);
  }

  @Get(':id/deliveries')
  @Paged(WebhookDeliveryDto)
  deliveries(@Param('id', ParseIdPipe) id: number, @Query() query: PageQuery) {
    return this.webhooks.deliveriesOf(id, query);
  }

  @Post(':id/test')
  @HttpCode(202)
  @ApiAcceptedResponse({ type: WebhookDeliveryDto })
  test(@Param('id', ParseIdPipe) id: number) {
    return this.webhooks.test(id);
  }
}

import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put, Query, Req } from '@nestjs/common';
import { ApiBearerAuth, ApiCreatedResponse, ApiOkResponse, ApiTags, ApiTooManyRequestsResponse } from '@nestjs/swagger';
import type { Request } from 'express';
import { ParseIdPipe } from '../common/parse-id.pipe.js';
import { Public } from '../common/public.decorator.js';
import { CurrentUser, type RequestUser } from '../common/request-user.js';
import { ContactsService } from './contacts.service.js';
import { AlertsStatusDto, ContactRequestDetailDto, ContactRequestDto, ContactStatsDto, CreateContactDto, ListContactsQuery, UpdateContactDto } from './dto/contact.dto.js';

@ApiTags('contact')
@Controller('contact')
export class ContactsController {
  constructor(private readonly contacts: ContactsService) {}

  @Public()
  @Post()
  @ApiCreatedResponse({ type: ContactRequestDto })
  @ApiTooManyRequestsResponse({ description: 'Too many requests from this client; see Retry-After' })
  submit(@Body() body: CreateContactDto, @Req() req: Request) {
    return this.contacts.submit(body, { clientIp: req.ip ?? 'unknown', referer: req.get('referer') });
  }

  /** Whether lead alerts are on (SMTP_URL), to whom, and the outbox's counts. Before ':id'. */
  @Get('alerts')
  @ApiBearerAuth()
  @ApiOkResponse({ type: AlertsStatusDto })
  alerts() {
    return this.contacts.alertsStatus();
  }

  /** The dashboard's figures and the menu's count of new requests. Before ':id'. */
  @Get('stats')
  @ApiBearerAuth()
  @ApiOkResponse({ type: ContactStatsDto })
  stats() {
    return this.contacts.stats();
  }

  @Get(':id')
  @ApiBearerAuth()
  @ApiOkResponse({ type: ContactRequestDetailDto })
  detail(@Param('id', ParseIdPipe) id: number) {
    return this.contacts.detail(id);
  }

  @Get()
  @ApiBearerAuth()
  @ApiOkResponse({ type: [ContactRequestDto] })
  list(@Query() query: ListContactsQuery) {
    return this.contacts.list(query.status);
  }

  @Put(':id')
  @ApiBearerAuth()
  @ApiOkResponse({ type: ContactRequestDto })
  update(@Param('id', ParseIdPipe) id: number, @Body() body: UpdateContactDto, @CurrentUser() user: RequestUser) {
    return this.contacts.update(id, body, user.email);
  }

  @Delete(':id')
  @ApiBearerAuth()
  @HttpCode(204)
  async remove(@Param('id', ParseIdPipe) id: number, @CurrentUser() user: RequestUser) {
    await this.contacts.remove(id, user.name || user.email);
  }
}

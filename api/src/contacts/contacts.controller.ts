import {
  Body,
  Controller,
  Delete,
  ForbiddenException,
  Get,
  HttpCode,
  Param,
  Post,
  Put,
  Query,
  Req,
  Res,
} from '@nestjs/common';
import {
  ApiBearerAuth,
  ApiCreatedResponse,
  ApiOkResponse,
  ApiForbiddenResponse,
  ApiProduces,
  ApiTags,
  ApiTooManyRequestsResponse,
} from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { checkAccess, isRole, refusalText } from '@konak/contract';
import { NoStore } from '../common/no-store.js';
import { Paged } from '../common/paging.js';
import { ParseIdPipe } from '../common/parse-id.pipe.js';
import { Public } from '../common/public.decorator.js';
import { CurrentUser, type RequestUser, type RequestWithUser } from '../common/request-user.js';
import { Clock } from '../common/clock.js';
import { exportFileName } from './contact-export.js';
import { ExportLinks } from './contact-export-link.js';
import { ContactStatsService } from './contact-stats.service.js';
import { ContactSuspicionService } from './contact-suspicion.service.js';
import { ContactsService } from './contacts.service.js';
import { withCaller } from './contact-query.js';
import {
  AlertsStatusDto,
  AssigneeDto,
  ContactFilters,
  ContactReceiptDto,
  ContactListItemDto,
  ContactRequestDetailDto,
  ContactRequestDto,
  ContactStatsDto,
  CreateContactDto,
  ExportLinkDto,
  ExportQuery,
  ListContactsQuery,
  UpdateContactDto,
} from './dto/contact.dto.js';

/** Answers about call-back requests hold personal data: no browser or proxy keeps them. */
@ApiTags('contact')
@Controller('contact')
@NoStore()
export class ContactsController {
  constructor(
    private readonly contacts: ContactsService,
    private readonly contactStats: ContactStatsService,
    private readonly suspicion: ContactSuspicionService,
    private readonly links: ExportLinks,
    private readonly clock: Clock,
  ) {}

  @Public()
  @Post()
  @ApiCreatedResponse({ type: ContactReceiptDto })
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
    return this.contactStats.stats();
  }

  /** Whom a request can be assigned to: the administrators whose role works call-back requests (owner,
   *  sales), by name. Before ':id'. */
  @Get('assignees')
  @ApiBearerAuth()
  @ApiOkResponse({ type: [AssigneeDto] })
  assignees() {
    return this.contacts.assignees();
  }

  /** A link to the CSV export of these filters that works without the bearer token, for 120 s and once,
   *  so the page can start a plain browser download. Before ':id'. */
  @Post('export-link')
  @HttpCode(200)
  @ApiBearerAuth()
  @ApiOkResponse({ type: ExportLinkDto })
  async exportLink(
    @Body() filters: ContactFilters,
    @CurrentUser() user: RequestUser,
  ): Promise<ExportLinkDto> {
    const own = withCaller(filters, user.id);
    this.contacts.checkFilters(own, 'body');
    return this.links.sign(user, own);
  }

  /** The filtered list as a CSV file, streamed. Authenticated by the bearer token or by the `token` of an
   *  export link (hence public to the guard, which still reads a bearer token here). Before ':id'. */
  @Public()
  @Get('export.csv')
  @ApiBearerAuth()
  @ApiProduces('text/csv')
  @ApiOkResponse({
    description: 'UTF-8 CSV with a BOM, ";" separated, CRLF lines, Turkish headers',
    schema: { type: 'string' },
  })
  @ApiForbiddenResponse({
    description:
      'neither a valid bearer token of a role that may read the list nor a valid, unused export link token for these filters',
  })
  async exportCsv(
    @Query() query: ExportQuery,
    @Req() req: Request & RequestWithUser,
    @Res() res: Response,
  ): Promise<void> {
    const { token, ...asked } = query;
    const filters = req.user ? withCaller(asked, req.user.id) : asked;
    this.contacts.checkFilters(filters, 'query');
    if (req.user) {
      // The guard does not judge public routes: whoever may read the list may export it.
      const role = req.user.role;
      const refusal = isRole(role)
        ? checkAccess(role, 'GET /contact', { params: {}, bodyKeys: [], self: req.user.email })
        : { kind: 'route' as const };
      if (refusal)
        throw new ForbiddenException({
          detail: isRole(role) ? refusalText(role, refusal) : 'Bu işlem için yetkiniz yok',
        });
    } else if (!token || !(await this.links.redeem(token, filters))) {
      // 403 like an expired signed URL elsewhere (S3): the address itself is refused. A public route
      // never answers 401 (api/test/auth-matrix: a bad bearer token is ignored on public routes).
      throw new ForbiddenException({
        detail: token
          ? 'İndirme bağlantısının süresi dolmuş, kullanılmış ya da geçersiz. Dışa aktarmayı yeniden başlatın.'
          : 'Bu dosya için oturum açmış olmanız ya da bir indirme bağlantısı gerekiyor',
      });
    }
    res.status(200);
    res.setHeader('Content-Type', 'text/csv; charset=utf-8');
    res.setHeader('Content-Disposition', `attachment; filename="${exportFileName(this.clock.now())}"`);
    // no-transform: sent as it is read, never through the compression middleware's buffers, so a
    // million rows keep the process's memory flat (the file is a download, not a page).
    res.setHeader('Cache-Control', 'no-store, no-transform');
    res.setHeader('X-Content-Type-Options', 'nosniff');
    try {
      await this.contacts.exportCsv(filters, res);
    } catch (error) {
      // Once the file has started, a failure can only cut it short (the download shows as failed).
      if (!res.headersSent) throw error;
      res.destroy(error as Error);
      return;
    }
    if (!res.writableEnded && !res.destroyed) res.end();
  }

  @Get(':id')
  @ApiBearerAuth()
  @ApiOkResponse({ type: ContactRequestDetailDto })
  detail(@Param('id', ParseIdPipe) id: number) {
    return this.contacts.detail(id);
  }

  @Get()
  @ApiBearerAuth()
  @Paged(
    ContactListItemDto,
    'one page, newest first unless `sort` says otherwise; suspected spam only with suspicious=true',
  )
  list(@Query() query: ListContactsQuery, @CurrentUser() user: RequestUser) {
    return this.contacts.list(withCaller(query, user.id));
  }

  @Put(':id')
  @ApiBearerAuth()
  @ApiOkResponse({ type: ContactRequestDto })
  update(
    @Param('id', ParseIdPipe) id: number,
    @Body() body: UpdateContactDto,
    @CurrentUser() user: RequestUser,
  ) {
    return this.contacts.update(id, body, user.email);
  }

  @Post(':id/not-suspicious')
  @ApiBearerAuth()
  @HttpCode(200)
  @ApiOkResponse({ type: ContactRequestDto })
  clearSuspicion(@Param('id', ParseIdPipe) id: number) {
    return this.suspicion.clear(id);
  }

  @Delete(':id')
  @ApiBearerAuth()
  @HttpCode(204)
  async remove(@Param('id', ParseIdPipe) id: number, @CurrentUser() user: RequestUser) {
    await this.contacts.remove(id, user.name || user.email);
  }
}

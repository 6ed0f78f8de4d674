import { Controller, Get, Param, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiNotFoundResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { ParseIdPipe } from '../common/parse-id.pipe.js';
import { AuditService } from './audit.service.js';
import { AuditEntryDto, AuditPageDto, ListAuditQuery } from './dto/audit.dto.js';

/** The log is read-only over HTTP: there is deliberately no POST, PUT or DELETE here. */
@ApiTags('audit')
@ApiBearerAuth()
@Controller('audit')
export class AuditController {
  constructor(private readonly audit: AuditService) {}

  @Get()
  @ApiOkResponse({ type: AuditPageDto })
  list(@Query() query: ListAuditQuery) {
    return this.audit.list(query);
  }

  @Get(':id')
  @ApiOkResponse({ type: AuditEntryDto })
  @ApiNotFoundResponse()
  get(@Param('id', ParseIdPipe) id: number) {
    return this.audit.get(id);
  }
}

import { Controller, Get, HttpCode, Param, Post, Query } from '@nestjs/common';
import {
  ApiBearerAuth,
  ApiConflictResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiTags,
} from '@nestjs/swagger';
import { ParseIdPipe } from '../common/parse-id.pipe.js';
import { Paged } from '../common/paging.js';
import { ListVersionsQuery, VersionDto, VersionSummaryDto } from './dto/version.dto.js';
import { VersionHistory } from './version-history.service.js';
import { VersionsService } from './versions.service.js';

/** The version history of projects, posts, sliders, the about page, the banner and the settings (admin only). */
@ApiTags('versions')
@ApiBearerAuth()
@Controller('versions')
export class VersionsController {
  constructor(
    private readonly history: VersionHistory,
    private readonly versions: VersionsService,
  ) {}

  @Get()
  @Paged(VersionSummaryDto)
  @ApiNotFoundResponse()
  list(@Query() query: ListVersionsQuery) {
    return this.history.list(query.type, query.id, query);
  }

  @Get(':id')
  @ApiOkResponse({ type: VersionDto })
  @ApiNotFoundResponse()
  get(@Param('id', ParseIdPipe) id: number) {
    return this.versions.get(id);
  }

  @Post(':id/restore')
  @HttpCode(200)
  @ApiOkResponse({ type: VersionSummaryDto, description: 'The new version the restore made' })
  @ApiNotFoundResponse()
  @ApiConflictResponse({ description: 'The item is in the trash or deleted' })
  restore(@Param('id', ParseIdPipe) id: number) {
    return this.history.restore(id);
  }
}

import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put, Query } from '@nestjs/common';
import {
  ApiBearerAuth,
  ApiCreatedResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiTags,
} from '@nestjs/swagger';
import { CachedGet } from '../common/cached-get.js';
import { DomainError } from '../common/errors.js';
import { ParseIdPipe } from '../common/parse-id.pipe.js';
import { Public } from '../common/public.decorator.js';
import {
  CreateProgressUpdateDto,
  ProgressListQuery,
  ProgressOrderDto,
  ProgressUpdateDto,
  UpdateProgressUpdateDto,
} from './dto/progress-update.dto.js';
import { PROJECTS_CACHE } from '../projects/projects.service.js';
import { ProgressService } from './progress.service.js';

@ApiTags('progress')
@Controller()
export class ProgressController {
  constructor(private readonly progress: ProgressService) {}

  /** The project page's timeline: every update, newest first (unless staff reordered). */
  @Public()
  @Get('projects/:slug/progress')
  @CachedGet(PROJECTS_CACHE)
  @ApiOkResponse({ type: [ProgressUpdateDto] })
  @ApiNotFoundResponse()
  async listPublic(@Param('slug') slug: string) {
    const updates = await this.progress.listBySlug(slug);
    if (!updates) throw new DomainError('not_found');
    return updates;
  }

  @Get('progress-updates')
  @ApiBearerAuth()
  @ApiOkResponse({ type: [ProgressUpdateDto] })
  list(@Query() query: ProgressListQuery) {
    return this.progress.listByProjectId(query.project_id);
  }

  @Post('progress-updates')
  @ApiBearerAuth()
  @ApiCreatedResponse({ type: ProgressUpdateDto })
  create(@Body() body: CreateProgressUpdateDto) {
    return this.progress.create(body);
  }

  @Put('progress-updates/:id')
  @ApiBearerAuth()
  @ApiOkResponse({ type: ProgressUpdateDto })
  update(@Param('id', ParseIdPipe) id: number, @Body() body: UpdateProgressUpdateDto) {
    return this.progress.update(id, body);
  }

  @Delete('progress-updates/:id')
  @ApiBearerAuth()
  @HttpCode(204)
  async remove(@Param('id', ParseIdPipe) id: number) {
    await this.progress.remove(id);
  }

  @Put('projects/:id/progress-order')
  @ApiBearerAuth()
  @ApiOkResponse({ type: [ProgressUpdateDto] })
  reorder(@Param('id', ParseIdPipe) id: number, @Body() body: ProgressOrderDto) {
    return this.progress.reorder(id, body.ids);
  }
}

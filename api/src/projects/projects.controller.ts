import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put, Query } from '@nestjs/common';
import {
  ApiBearerAuth,
  ApiCreatedResponse,
  ApiExtraModels,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiTags,
} from '@nestjs/swagger';
import { DomainError } from '../common/errors.js';
import { CachedGet } from '../common/cached-get.js';
import { Paged } from '../common/paging.js';
import { ParseIdPipe } from '../common/parse-id.pipe.js';
import { Public } from '../common/public.decorator.js';
import { CurrentUser, type RequestUser } from '../common/request-user.js';
import {
  CreateProjectDto,
  ListProjectsQuery,
  ProjectDto,
  ProjectSummaryDto,
  UpdateProjectDto,
} from './dto/project.dto.js';
import { PROJECTS_CACHE, ProjectsService } from './projects.service.js';

@ApiTags('projects')
@Controller('projects')
export class ProjectsController {
  constructor(private readonly projects: ProjectsService) {}

  /** Published projects; with a valid administrator token, drafts and scheduled ones too. Whole, or
   *  with `fields=summary` as their cards show them (ProjectSummaryDto); `showcase=true`: the home
   *  page's showcased ones only. */
  @Public()
  @Get()
  @CachedGet(PROJECTS_CACHE)
  @ApiExtraModels(ProjectSummaryDto)
  @Paged(ProjectDto, 'With fields=summary, the items are ProjectSummaryDto')
  list(@Query() { fields, ...query }: ListProjectsQuery, @CurrentUser() user?: RequestUser) {
    const filter = { ...query, includeDrafts: !!user };
    return fields === 'summary' ? this.projects.summaries(filter) : this.projects.list(filter);
  }

  @Public()
  @Get(':slug')
  @CachedGet(PROJECTS_CACHE)
  @ApiOkResponse({ type: ProjectDto })
  @ApiNotFoundResponse()
  async get(@Param('slug') slug: string, @CurrentUser() user?: RequestUser) {
    const project = await this.projects.findBySlug(slug, { includeDrafts: !!user });
    if (!project) throw new DomainError('not_found');
    return project;
  }

  @Post()
  @ApiBearerAuth()
  @ApiCreatedResponse({ type: ProjectDto })
  create(@Body() body: CreateProjectDto) {
    return this.projects.create(body);
  }

  @Put(':id')
  @ApiBearerAuth()
  @ApiOkResponse({ type: ProjectDto })
  update(@Param('id', ParseIdPipe) id: number, @Body() body: UpdateProjectDto) {
    return this.projects.update(id, body);
  }

  @Delete(':id')
  @ApiBearerAuth()
  @HttpCode(204)
  async remove(@Param('id', ParseIdPipe) id: number, @CurrentUser() user: RequestUser) {
    await this.projects.remove(id, user.name || user.email);
  }
}

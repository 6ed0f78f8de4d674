import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put, Query } from '@nestjs/common';
import {
  ApiBearerAuth,
  ApiCreatedResponse,
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
import { BLOG_CACHE, BlogService } from './blog.service.js';
import { BlogPostDto, CreateBlogPostDto, ListBlogQuery, UpdateBlogPostDto } from './dto/blog-post.dto.js';

@ApiTags('blog')
@Controller('blog')
export class BlogController {
  constructor(private readonly blog: BlogService) {}

  /** Published posts, a page at a time (12 by default); with a valid administrator token, drafts too. */
  @Public()
  @Get()
  @CachedGet(BLOG_CACHE)
  @Paged(BlogPostDto)
  list(@Query() query: ListBlogQuery, @CurrentUser() user?: RequestUser) {
    return this.blog.list({ ...query, includeDrafts: !!user });
  }

  @Public()
  @Get(':slug')
  @CachedGet(BLOG_CACHE)
  @ApiOkResponse({ type: BlogPostDto })
  @ApiNotFoundResponse()
  async get(@Param('slug') slug: string, @CurrentUser() user?: RequestUser) {
    const post = await this.blog.findBySlug(slug, { includeDrafts: !!user });
    if (!post) throw new DomainError('not_found');
    return post;
  }

  @Post()
  @ApiBearerAuth()
  @ApiCreatedResponse({ type: BlogPostDto })
  create(@Body() body: CreateBlogPostDto) {
    return this.blog.create(body);
  }

  @Put(':id')
  @ApiBearerAuth()
  @ApiOkResponse({ type: BlogPostDto })
  update(@Param('id', ParseIdPipe) id: number, @Body() body: UpdateBlogPostDto) {
    return this.blog.update(id, body);
  }

  @Delete(':id')
  @ApiBearerAuth()
  @HttpCode(204)
  async remove(@Param('id', ParseIdPipe) id: number, @CurrentUser() user: RequestUser) {
    await this.blog.remove(id, user.name || user.email);
  }
}

import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put, Query, Req } from '@nestjs/common';
import { ApiBearerAuth, ApiCreatedResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import { NoStore } from '../common/no-store.js';
import { Paged, PageQuery } from '../common/paging.js';
import { CurrentUser, type RequestUser } from '../common/request-user.js';
import { AdminUserDto, CreateUserDto, UpdateUserDto } from './dto/user.dto.js';
import { UsersService } from './users.service.js';

@ApiTags('users')
@ApiBearerAuth()
@Controller('users')
@NoStore()
export class UsersController {
  constructor(private readonly users: UsersService) {}

  @Get()
  @Paged(AdminUserDto)
  list(@Query() query: PageQuery) {
    return this.users.list(query);
  }

  @Post()
  @ApiCreatedResponse({ type: AdminUserDto })
  create(@Body() body: CreateUserDto) {
    return this.users.create(body);
  }

  @Put(':email')
  @ApiOkResponse({ type: AdminUserDto })
  update(
    @Param('email') email: string,
    @Body() body: UpdateUserDto,
    @CurrentUser() user: RequestUser,
    @Req() req: Request,
  ) {
    return this.users.update(email, body, { user, ip: req.ip ?? 'unknown' });
  }

  @Delete(':email')
  @HttpCode(204)
  async remove(@Param('email') email: string) {
    await this.users.remove(email);
  }
}

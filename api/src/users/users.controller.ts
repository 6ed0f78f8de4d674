import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put } from '@nestjs/common';
import { ApiBearerAuth, ApiCreatedResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { AdminUserDto, CreateUserDto, UpdateUserDto } from './dto/user.dto.js';
import { UsersService } from './users.service.js';

@ApiTags('users')
@ApiBearerAuth()
@Controller('users')
export class UsersController {
  constructor(private readonly users: UsersService) {}

  @Get()
  @ApiOkResponse({ type: [AdminUserDto] })
  list() {
    return this.users.list();
  }

  @Post()
  @ApiCreatedResponse({ type: AdminUserDto })
  create(@Body() body: CreateUserDto) {
    return this.users.create(body);
  }

  @Put(':email')
  @ApiOkResponse({ type: AdminUserDto })
  update(@Param('email') email: string, @Body() body: UpdateUserDto) {
    return this.users.update(email, body);
  }

  @Delete(':email')
  @HttpCode(204)
  async remove(@Param('email') email: string) {
    await this.users.remove(email);
  }
}

import { Body, Controller, Get, HttpCode, Post, Req } from '@nestjs/common';
import {
  ApiBearerAuth,
  ApiExtraModels,
  ApiNoContentResponse,
  ApiOkResponse,
  ApiTags,
  ApiTooManyRequestsResponse,
  getSchemaPath,
} from '@nestjs/swagger';
import type { Request } from 'express';
import { DomainError } from '../common/errors.js';
import { NoStore } from '../common/no-store.js';
import { Public } from '../common/public.decorator.js';
import { CurrentUser, type RequestUser } from '../common/request-user.js';
import { AdminUserDto } from '../users/dto/user.dto.js';
import { UsersService, toDto } from '../users/users.service.js';
import { AuthService } from './auth.service.js';
import { LoginDto, LoginResponseDto, LogoutDto, TwoFactorChallengeDto } from './dto/login.dto.js';

@ApiTags('auth')
@Controller('auth')
@NoStore()
export class AuthController {
  constructor(
    private readonly auth: AuthService,
    private readonly users: UsersService,
  ) {}

  @Public()
  @Post('login')
  @HttpCode(200)
  @ApiExtraModels(LoginResponseDto, TwoFactorChallengeDto)
  @ApiOkResponse({
    schema: {
      oneOf: [{ $ref: getSchemaPath(LoginResponseDto) }, { $ref: getSchemaPath(TwoFactorChallengeDto) }],
    },
  })
  @ApiTooManyRequestsResponse({ description: 'Too many failed attempts; see Retry-After' })
  login(@Body() body: LoginDto, @Req() req: Request) {
    // req.ip honours the configured trust proxy; X-Forwarded-For is never read by hand.
    return this.auth.login(body.email, body.password, req.ip ?? 'unknown');
  }

  /** Ends this token's session on the server; `{everywhere: true}` ends every session of the user. */
  @Post('logout')
  @HttpCode(204)
  @ApiBearerAuth()
  @ApiNoContentResponse()
  async logout(@CurrentUser() user: RequestUser, @Body() body: LogoutDto) {
    await this.auth.logout(user, body?.everywhere === true);
  }

  @Get('me')
  @ApiBearerAuth()
  @ApiOkResponse({ type: AdminUserDto })
  async me(@CurrentUser() current: RequestUser) {
    const user = await this.users.findById(current.id);
    if (!user) throw new DomainError('not_found');
    return toDto(user);
  }
}

import { Body, Controller, Delete, Get, HttpCode, Param, Post, Req } from '@nestjs/common';
import {
  ApiBearerAuth,
  ApiNoContentResponse,
  ApiOkResponse,
  ApiTags,
  ApiTooManyRequestsResponse,
} from '@nestjs/swagger';
import type { Request } from 'express';
import { Public } from '../common/public.decorator.js';
import { CurrentUser, type RequestUser, type RequestWithUser } from '../common/request-user.js';
import { ValidationFailed } from '../common/validation.js';
import { AuthService } from './auth.service.js';
import { LoginResponseDto } from './dto/login.dto.js';
import {
  TwoFactorCodeDto,
  TwoFactorEnableDto,
  TwoFactorEnabledDto,
  TwoFactorSetupDto,
  TwoFactorSetupResponseDto,
  TwoFactorStatusDto,
  TwoFactorVerifyDto,
} from './dto/two-factor.dto.js';
import { TwoFactorService } from './two-factor.service.js';

@ApiTags('auth')
@Controller()
export class TwoFactorController {
  constructor(
    private readonly twoFactor: TwoFactorService,
    private readonly auth: AuthService,
  ) {}

  /** The second step of a sign-in: the login's challenge and a code → the token. */
  @Public()
  @Post('auth/2fa/verify')
  @HttpCode(200)
  @ApiOkResponse({ type: LoginResponseDto })
  @ApiTooManyRequestsResponse({ description: 'Too many failed attempts; see Retry-After' })
  async verify(@Body() body: TwoFactorVerifyDto, @Req() req: Request) {
    const user = await this.twoFactor.verifySignIn(body.challenge, body.code, req.ip ?? 'unknown');
    return { access_token: await this.auth.signedIn(user) };
  }

  @Get('auth/2fa')
  @ApiBearerAuth()
  @ApiOkResponse({ type: TwoFactorStatusDto })
  status(@CurrentUser() user: RequestUser) {
    return this.twoFactor.status(user);
  }

  /** Public so a sign-in that must enrol first can call it with its challenge; otherwise the bearer's. */
  @Public()
  @Post('auth/2fa/setup')
  @HttpCode(200)
  @ApiBearerAuth()
  @ApiOkResponse({ type: TwoFactorSetupResponseDto })
  async setup(@Body() body: TwoFactorSetupDto, @Req() req: Request & RequestWithUser) {
    const user = await this.enrolling(body, req);
    return this.twoFactor.setup(user.id);
  }

  @Public()
  @Post('auth/2fa/enable')
  @HttpCode(200)
  @ApiBearerAuth()
  @ApiOkResponse({ type: TwoFactorEnabledDto })
  async enable(
    @Body() body: TwoFactorEnableDto,
    @Req() req: Request & RequestWithUser,
  ): Promise<TwoFactorEnabledDto> {
    const user = await this.enrolling(body, req);
    const enabled = await this.twoFactor.enable(user.id, body.code);
    // Enrolment that finished a sign-in opens the session the sign-in was for.
    if (!req.user)
      return {
        ...enabled,
        access_token: await this.auth.signedIn(await this.twoFactor.fromChallenge(body.challenge!, 'enrol')),
      };
    return enabled;
  }

  @Post('auth/2fa/disable')
  @HttpCode(204)
  @ApiBearerAuth()
  @ApiNoContentResponse()
  async disable(@CurrentUser() user: RequestUser, @Body() body: TwoFactorCodeDto, @Req() req: Request) {
    await this.twoFactor.disable(user, body.code, req.ip ?? 'unknown');
  }

  /** An owner switches another administrator's second factor off. */
  @Delete('users/:email/2fa')
  @HttpCode(204)
  @ApiBearerAuth()
  @ApiNoContentResponse()
  async reset(@Param('email') email: string, @CurrentUser() user: RequestUser) {
    await this.twoFactor.reset(email, user);
  }

  private async enrolling(body: TwoFactorSetupDto, req: RequestWithUser): Promise<{ id: number }> {
    if (req.user) return req.user;
    if (body.challenge) return this.twoFactor.fromChallenge(body.challenge, 'enrol');
    // Public route: without a token the sign-in's enrolment challenge is the field that is missing.
    throw new ValidationFailed([
      {
        loc: ['body', 'challenge'],
        msg: 'Giriş yapın ya da girişin verdiği doğrulama adımını gönderin',
        type: 'isDefined',
      },
    ]);
  }
}

import { Body, Controller, Get, HttpCode, Post, Req } from '@nestjs/common';
import {
  ApiAcceptedResponse,
  ApiNoContentResponse,
  ApiOkResponse,
  ApiTags,
  ApiTooManyRequestsResponse,
} from '@nestjs/swagger';
import type { Request } from 'express';
import { Public } from '../common/public.decorator.js';
import {
  PasswordResetConfirmDto,
  PasswordResetOptionsDto,
  PasswordResetRequestDto,
  PasswordResetRequestedDto,
} from './dto/password-reset.dto.js';
import { PasswordResetService } from './password-reset.service.js';

@ApiTags('auth')
@Controller('auth/password-reset')
export class PasswordResetController {
  constructor(private readonly resets: PasswordResetService) {}

  @Public()
  @Get()
  @ApiOkResponse({ type: PasswordResetOptionsDto })
  options() {
    return this.resets.options();
  }

  /** Sends a one-time link when the address is an administrator's; the answer is the same either way. */
  @Public()
  @Post()
  @HttpCode(202)
  @ApiAcceptedResponse({ type: PasswordResetRequestedDto })
  @ApiTooManyRequestsResponse({ description: 'Too many requests; see Retry-After' })
  request(@Body() body: PasswordResetRequestDto, @Req() req: Request) {
    return this.resets.request(body.email, req.ip ?? 'unknown');
  }

  @Public()
  @Post('confirm')
  @HttpCode(204)
  @ApiNoContentResponse()
  async confirm(@Body() body: PasswordResetConfirmDto) {
    await this.resets.confirm(body.token, body.password);
  }
}

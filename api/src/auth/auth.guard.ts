// The global guard: every route needs a valid bearer token unless its handler is marked @Public().
// It lives beside AuthService (not in common/) because it needs the users. On public routes a valid
// token still identifies the administrator (drafts become visible); a bad one is simply ignored there.
import { Injectable, UnauthorizedException, type CanActivate, type ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Request } from 'express';
import { IS_PUBLIC } from '../common/public.decorator.js';
import type { RequestWithUser } from '../common/request-user.js';
import { AuthService } from './auth.service.js';

@Injectable()
export class AuthGuard implements CanActivate {
  constructor(
    private readonly auth: AuthService,
    private readonly reflector: Reflector,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const req = context.switchToHttp().getRequest<Request & RequestWithUser>();
    const isPublic = this.reflector.getAllAndOverride<boolean>(IS_PUBLIC, [context.getHandler(), context.getClass()]);
    const match = /^Bearer\s+(\S+)$/i.exec(req.headers.authorization ?? '');
    const user = match ? await this.auth.authenticate(match[1]) : null;
    if (user) req.user = user;
    if (isPublic || user) return true;
    throw new UnauthorizedException({
      detail: match ? 'Oturumunuz sona erdi veya geçersiz. Lütfen tekrar giriş yapın.' : 'Bu işlem için giriş yapmanız gerekiyor',
    });
  }
}

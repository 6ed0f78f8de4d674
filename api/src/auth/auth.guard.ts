// The global guard: every route needs a valid bearer token unless its handler is marked @Public(), and
// then the caller's role must be allowed the route by the contract's authorization matrix (roles.ts).
// It lives beside AuthService (not in common/) because it needs the users. On public routes a valid
// token still identifies the administrator (drafts become visible); a bad one is simply ignored there.
import {
  ForbiddenException,
  Injectable,
  UnauthorizedException,
  type CanActivate,
  type ExecutionContext,
} from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Request } from 'express';
import { checkAccess, isRole, refusalText } from '@konak/contract';
import { IS_PUBLIC } from '../common/public.decorator.js';
import type { RequestUser, RequestWithUser } from '../common/request-user.js';
import { routeKey } from '../common/route-key.js';
import { AuthService } from './auth.service.js';

@Injectable()
export class AuthGuard implements CanActivate {
  constructor(
    private readonly auth: AuthService,
    private readonly reflector: Reflector,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const req = context.switchToHttp().getRequest<Request & RequestWithUser>();
    const isPublic = this.reflector.getAllAndOverride<boolean>(IS_PUBLIC, [
      context.getHandler(),
      context.getClass(),
    ]);
    const match = /^Bearer\s+(\S+)$/i.exec(req.headers.authorization ?? '');
    const user = match ? await this.auth.authenticate(match[1]) : null;
    if (user) req.user = user;
    if (isPublic) return true;
    if (!user) {
      throw new UnauthorizedException({
        detail: match
          ? 'Oturumunuz sona erdi veya geçersiz. Lütfen tekrar giriş yapın.'
          : 'Bu işlem için giriş yapmanız gerekiyor',
      });
    }
    this.authorize(user, routeKey(context.getClass(), context.getHandler()) ?? '', req);
    return true;
  }

  /** 403 with the reason in Turkish when the matrix does not give the caller's role this route (or these
   *  fields of it). A route the matrix does not list is the owner's alone. */
  private authorize(user: RequestUser, route: string, req: Request) {
    if (!isRole(user.role))
      throw new ForbiddenException({ detail: 'Bu işlem için yetkiniz yok (rolünüz tanımsız)' });
    const body: unknown = req.body;
    const bodyKeys = body && typeof body === 'object' && !Array.isArray(body) ? Object.keys(body) : [];
    const refusal = checkAccess(user.role, route, {
      params: (req.params ?? {}) as Record<string, string>,
      bodyKeys,
      self: user.email,
    });
    if (refusal) throw new ForbiddenException({ detail: refusalText(user.role, refusal) });
  }
}

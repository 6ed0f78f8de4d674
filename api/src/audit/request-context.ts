// Who makes the current request and from where, readable anywhere below a controller without passing it
// through every call (issue 14: the audit log, version history and trash record it). A global interceptor
// opens the context after the auth guard has identified the administrator, so the handler and everything
// it awaits see it; work started outside a request (start-up, timers) sees no context at all.
import { AsyncLocalStorage } from 'node:async_hooks';
import { Injectable, type CallHandler, type ExecutionContext, type NestInterceptor } from '@nestjs/common';
import type { Request } from 'express';
import { Observable } from 'rxjs';
import type { RequestWithUser } from '../common/request-user.js';

export interface RequestContext {
  /** The signed-in administrator, or null (public routes, a failed login). */
  userId: number | null;
  /** Their name as it was at the time; empty when anonymous. */
  userName: string;
  /** Their e-mail; empty when anonymous. */
  userEmail?: string;
  /** The client address under the app's trust-proxy rule (req.ip), never X-Forwarded-For read by hand. */
  clientIp: string;
}

const storage = new AsyncLocalStorage<RequestContext>();

/** The current request's context, or null outside a request. */
export function requestContext(): RequestContext | null {
  return storage.getStore() ?? null;
}

/** Runs `work` with `context` as the current one (tests, jobs acting for someone). */
export function runWithContext<T>(context: RequestContext, work: () => T): T {
  return storage.run(context, work);
}

@Injectable()
export class RequestContextInterceptor implements NestInterceptor {
  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    if (context.getType() !== 'http') return next.handle();
    const req = context.switchToHttp().getRequest<Request & RequestWithUser>();
    const value: RequestContext = {
      userId: req.user?.id ?? null,
      userName: req.user?.name ?? '',
      userEmail: req.user?.email ?? '',
      clientIp: req.ip ?? 'unknown',
    };
    // The handler runs when the answer is subscribed to: subscribe inside the context.
    return new Observable((subscriber) => storage.run(value, () => next.handle().subscribe(subscriber)));
  }
}

// Answers that carry personal data or credentials (administrators, the audit log, data-subject requests,
// the signed-in user) are never kept by a browser or a proxy: `Cache-Control: no-store` on every answer
// of a controller marked @NoStore(), errors included (the header is set before the handler runs).
import {
  applyDecorators,
  Injectable,
  UseInterceptors,
  type CallHandler,
  type ExecutionContext,
  type NestInterceptor,
} from '@nestjs/common';
import type { Response } from 'express';

@Injectable()
export class NoStoreInterceptor implements NestInterceptor {
  intercept(context: ExecutionContext, next: CallHandler) {
    context.switchToHttp().getResponse<Response>().setHeader('Cache-Control', 'no-store');
    return next.handle();
  }
}

/** On a controller (or a handler): none of its answers may be stored. */
export const NoStore = () => applyDecorators(UseInterceptors(NoStoreInterceptor));

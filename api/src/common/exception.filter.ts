// The one exception filter: every error leaves the API as SPEC's `{detail}` body, never a stack trace.
import { ArgumentsHost, Catch, HttpException, Logger, type ExceptionFilter } from '@nestjs/common';
import type { Response } from 'express';
import { QueryFailedError } from 'typeorm';
import { DomainError, describeError } from './errors.js';
import { MAX_JSON_DEPTH } from './json-depth.js';
import { ValidationFailed } from './validation.js';

/** What a visitor reads when the server failed them. */
export const UNEXPECTED = 'Beklenmeyen bir sunucu hatası oluştu';

const STATUS_TEXT: Record<number, string> = {
  400: 'Geçersiz istek',
  401: 'Oturum açmanız gerekiyor',
  403: 'Bu işlem için yetkiniz yok',
  404: 'Kayıt bulunamadı',
  405: 'Bu yöntem desteklenmiyor',
  413: 'İstek çok büyük',
  415: 'Desteklenmeyen içerik türü',
  429: 'Çok fazla istek. Lütfen biraz sonra tekrar deneyin.',
};

/** Maps any thrown value to a status and a body. Exported for the Express-level error handler too. */
export function toErrorResponse(error: unknown): {
  status: number;
  body: { detail: unknown };
  headers?: Record<string, string>;
} {
  if (error instanceof ValidationFailed) return { status: 422, body: { detail: error.items } };
  if (error instanceof DomainError) {
    const { status, detail } = describeError(error);
    return {
      status,
      body: { detail },
      headers: error.retryAfter ? { 'Retry-After': String(error.retryAfter) } : undefined,
    };
  }
  if (error instanceof HttpException) {
    const status = error.getStatus();
    const response = error.getResponse();
    const own = typeof response === 'string' ? response : (response as { detail?: unknown }).detail;
    // Nest's own "Cannot GET /api/x": an unknown address, not an unknown record.
    if (status === 404 && !own && /^Cannot [A-Z]+ /.test(error.message))
      return { status, body: { detail: 'Bu adres bulunamadı' } };
    return { status, body: { detail: own ?? STATUS_TEXT[status] ?? error.message } };
  }
  // A unique index beat the service's own check (two writes at once): still a 409, not a 500.
  if (error instanceof QueryFailedError && /unique|duplicate/i.test(String(error.message))) {
    return { status: 409, body: { detail: 'Bu kayıt zaten mevcut' } };
  }
  // PostgreSQL refuses text it cannot store (a NUL character, in a path or a field): the client's
  // input, so a 400, not a 500. Codes: character_not_in_repertoire, untranslatable_character.
  if (
    error instanceof QueryFailedError &&
    ['22021', '22P05'].includes((error.driverError as { code?: string } | undefined)?.code ?? '')
  ) {
    return { status: 400, body: { detail: 'İstek kaydedilemeyen bir karakter (NUL) içeriyor' } };
  }
  // Errors of body-parser and multer carry their HTTP status (malformed JSON 400, too large 413).
  const status =
    (error as { status?: number; statusCode?: number })?.status ??
    (error as { statusCode?: number })?.statusCode;
  if (typeof status === 'number' && status >= 400 && status < 500) {
    const type = (error as { type?: string }).type;
    const detail =
      type === 'entity.parse.failed'
        ? 'Geçersiz JSON gövdesi'
        : type === 'entity.too.deep'
          ? `JSON gövdesi en fazla ${MAX_JSON_DEPTH} düzey iç içe olabilir`
          : (STATUS_TEXT[status] ?? 'Geçersiz istek');
    return { status, body: { detail } };
  }
  return { status: 500, body: { detail: UNEXPECTED } };
}

@Catch()
export class ApiExceptionFilter implements ExceptionFilter {
  private readonly logger = new Logger('API');

  catch(error: unknown, host: ArgumentsHost) {
    const res = host.switchToHttp().getResponse<Response>();
    const { status, body, headers } = toErrorResponse(error);
    if (status >= 500)
      this.logger.error(error instanceof Error ? (error.stack ?? error.message) : String(error));
    if (res.headersSent) return;
    for (const [name, value] of Object.entries(headers ?? {})) res.setHeader(name, value);
    res.status(status).json(body);
  }
}

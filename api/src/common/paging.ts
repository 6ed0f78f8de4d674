// The API's side of the paging convention (contract/src/paging.ts): a handler marked @Paged() returns a
// Page; the interceptor sends its items as the JSON array existing callers expect, with the total and the
// neighbouring pages in headers. Services compute `skip`/`take` with pageWindow() and count in SQL.
import {
  Injectable,
  UseInterceptors,
  applyDecorators,
  type CallHandler,
  type ExecutionContext,
  type NestInterceptor,
  type Type,
} from '@nestjs/common';
import { ApiOkResponse, ApiPropertyOptional } from '@nestjs/swagger';
import { IsInt, IsOptional, Max, Min } from 'class-validator';
import { Transform } from 'class-transformer';
import type { Request, Response } from 'express';
import { map, type Observable } from 'rxjs';
import { PAGING, clampPerPage, linkHeader, pageLinks, type PageInfo, type PagedList } from '@konak/contract';

/** One page of a list, as a service returns it. */
export interface Page<T> extends PageInfo {
  items: T[];
}

/** `?page=&per_page=`; per_page is clamped later (a huge one is answered with the biggest page, not refused). */
export class PageQuery {
  @ApiPropertyOptional({
    minimum: 1,
    maximum: PAGING.maxPage,
    default: 1,
    description: 'page number, 1-based',
  })
  @IsOptional()
  @Transform(({ value }) =>
    typeof value === 'string' && /^\d{1,9}$/.test(value.trim()) ? Number(value) : value,
  )
  @IsInt({ message: 'Sayfa bir tam sayı olmalıdır' })
  @Min(1, { message: 'Sayfa 1 veya daha büyük olmalıdır' })
  @Max(PAGING.maxPage, { message: `Sayfa en fazla ${PAGING.maxPage} olabilir` })
  page?: number;

  @ApiPropertyOptional({
    minimum: 1,
    maximum: PAGING.maxPerPage,
    description: `rows per page; more than ${PAGING.maxPerPage} is answered with ${PAGING.maxPerPage}`,
  })
  @IsOptional()
  @Transform(({ value }) =>
    typeof value === 'string' && /^\d{1,12}$/.test(value.trim()) ? Number(value) : value,
  )
  @IsInt({ message: 'Sayfa boyutu bir tam sayı olmalıdır' })
  @Min(1, { message: 'Sayfa boyutu 1 veya daha büyük olmalıdır' })
  per_page?: number;
}

/** The rows a page covers: `skip` and `take` for the query, and what the answer reports. */
export function pageWindow(
  query: PageQuery,
  list: PagedList,
): { page: number; per_page: number; skip: number; take: number } {
  const perPage = clampPerPage(query.per_page, list);
  const page = query.page ?? 1;
  return { page, per_page: perPage, skip: (page - 1) * perPage, take: perPage };
}

/** Whether a handler's value is a Page (and not, say, a cached answer's body that @CachedGet replays). */
export function isPage(value: unknown): value is Page<unknown> {
  return (
    typeof value === 'object' &&
    value !== null &&
    Array.isArray((value as Page<unknown>).items) &&
    typeof (value as Page<unknown>).total === 'number'
  );
}

/** The headers of a page's answer (also used by handlers that send their own envelope). */
export function pageHeaders(req: Request, info: PageInfo): Record<string, string> {
  return {
    [PAGING.totalHeader]: String(info.total),
    ...(info.capped ? { [PAGING.cappedHeader]: 'true' } : {}),
    Link: linkHeader(pageLinks(req.originalUrl, info)),
  };
}

@Injectable()
export class PagedInterceptor implements NestInterceptor {
  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const req = context.switchToHttp().getRequest<Request>();
    const res = context.switchToHttp().getResponse<Response>();
    return next.handle().pipe(
      map((page: unknown) => {
        // Anything else is an answer already made (a cache hit of @CachedGet, which keeps the headers).
        if (!isPage(page)) return page;
        for (const [name, value] of Object.entries(pageHeaders(req, page))) res.setHeader(name, value);
        return page.items;
      }),
    );
  }
}

/** The page headers as the OpenAPI document describes them. */
export const PAGE_HEADERS = {
  [PAGING.totalHeader]: {
    description: 'rows matching the filters, over all pages',
    schema: { type: 'integer' as const },
  },
  [PAGING.cappedHeader]: {
    description: `Sent as "true" when a search stopped counting at ${PAGING.searchCap}: X-Total-Count is a lower bound`,
    schema: { type: 'boolean' as const },
  },
  Link: {
    description: 'RFC 8288 links to the first, prev, next and last pages',
    schema: { type: 'string' as const },
  },
};

/** Marks a list handler: it returns a Page of `type`, the client gets the items (documented as an array
 *  of `type`) with X-Total-Count and Link. One decorator for both, so the document never loses the rows. */
export const Paged = (type: Type<unknown>, description?: string) =>
  applyDecorators(
    UseInterceptors(PagedInterceptor),
    ApiOkResponse({ type: [type], headers: PAGE_HEADERS, ...(description ? { description } : {}) }),
  );

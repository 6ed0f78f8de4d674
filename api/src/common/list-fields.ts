// `?fields=summary` on a list (issue 25): the whole records, or the few fields a list's cards show — one
// parameter with one meaning on every list that offers it (blog posts, projects).
import { applyDecorators } from '@nestjs/common';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional } from 'class-validator';

export const LIST_FIELDS = ['all', 'summary'] as const;
export type ListFields = (typeof LIST_FIELDS)[number];

/** The `fields` query parameter; `summary` says what the list's summary leaves out. */
export const ListFieldsParam = (summary: string) =>
  applyDecorators(
    ApiPropertyOptional({ enum: LIST_FIELDS, default: 'all', description: `summary: ${summary}` }),
    IsOptional(),
    IsIn(LIST_FIELDS, { message: 'fields "all" veya "summary" olmalıdır' }),
  );

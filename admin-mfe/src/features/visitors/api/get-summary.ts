// GET /api/analytics/summary?days=7|30|90 through the one typed client (issue 31).
import type { SummaryDays } from '@konak/contract';
import type { ApiPaths } from '@konak/shared-ui';
import { apiClient, body } from '../../../api/client';

/** The summary's answer as the OpenAPI document declares it (AnalyticsSummaryDto). */
export type AnalyticsSummary =
  ApiPaths['/api/analytics/summary']['get']['responses'][200]['content']['application/json'];

export const getSummary = (days: SummaryDays) =>
  body(apiClient.GET('/api/analytics/summary', { params: { query: { days } } }));

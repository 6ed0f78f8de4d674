// The version history's calls (admin only): an item's versions, one version's snapshot, a restore.
import type { VersionedType } from '@konak/contract';
import type { ApiPaths } from '@konak/shared-ui';
import { PER_PAGE } from '@konak/contract';
import { apiClient, body } from '../../../api/client';
import { getPage } from '../../../api/get-page';

type Answer<P extends keyof ApiPaths, M extends 'get' | 'post'> = ApiPaths[P][M] extends {
  responses: { 200: { content: { 'application/json': infer T } } };
}
  ? T
  : never;

export type VersionDetail = Answer<'/api/versions/{id}', 'get'>;
/** A version as the list gives it: the detail without its snapshot (the list's own answer type is the
 *  page's array, which the schema describes by its headers). */
export type VersionSummary = Omit<VersionDetail, 'data'>;

/** One page of an item's versions, newest first, with how many there are (issue 25: a post edited for
 *  years has hundreds). */
export const listVersions = (type: VersionedType, id?: number, page = 1) =>
  getPage<VersionSummary>('/api/versions', {
    type,
    ...(id === undefined ? {} : { id }),
    page,
    per_page: PER_PAGE.versions,
  });

export const getVersion = (id: number) =>
  body(apiClient.GET('/api/versions/{id}', { params: { path: { id } } }));

export const restoreVersion = (id: number) =>
  body(apiClient.POST('/api/versions/{id}/restore', { params: { path: { id } } }));

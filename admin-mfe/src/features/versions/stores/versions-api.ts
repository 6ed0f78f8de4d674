// The version history's calls (admin only): an item's versions, one version's snapshot, a restore.
import type { VersionedType } from '@konak/contract';
import type { ApiPaths } from '@konak/shared-ui';
import { apiClient, body } from '../../../api/client';

type Answer<P extends keyof ApiPaths, M extends 'get' | 'post'> = ApiPaths[P][M] extends { responses: { 200: { content: { 'application/json': infer T } } } } ? T : never;

export type VersionSummary = Answer<'/api/versions', 'get'>[number];
export type VersionDetail = Answer<'/api/versions/{id}', 'get'>;

export const listVersions = (type: VersionedType, id?: number) => body(apiClient.GET('/api/versions', { params: { query: { type, id } } }));

export const getVersion = (id: number) => body(apiClient.GET('/api/versions/{id}', { params: { path: { id } } }));

export const restoreVersion = (id: number) => body(apiClient.POST('/api/versions/{id}/restore', { params: { path: { id } } }));

import * as schema from '~/api/__generated__/validate'
import { tufRepos } from '~/mock-api/fixtures/updates'
import type { Case } from './types'

/** The bytes of a small zip archive: a local file header and some content. */
export const zipBytes = (fill = 1) =>
  new Uint8Array([0x50, 0x4b, 0x03, 0x04, ...new Array(60).fill(fill)])

export const ROOT_ROLE = {
  signed: { _type: 'root', spec_version: '1.0.0', version: 2, keys: {}, roles: {} },
  signatures: [],
}

const TRUST_ROOT_ID = '7b0a1000-2c3d-4e5f-8a6b-7c8d9e0f1a01'

/** Update repositories and trust roots. */
export const updateCases: Case[] = [
  {
    op: 'systemUpdateRepositoryList',
    method: 'GET',
    path: '/v1/system/update/repositories',
    schema: schema.TufRepoResultsPage,
  },
  {
    op: 'systemUpdateRepositoryView',
    method: 'GET',
    path: `/v1/system/update/repositories/${tufRepos[0].system_version}`,
    schema: schema.TufRepo,
  },
  {
    op: 'systemUpdateRepositoryUpload',
    method: 'PUT',
    path: '/v1/system/update/repositories?file_name=oxide-17.0.0.zip',
    body: zipBytes(),
    schema: schema.TufRepoUpload,
  },
  {
    op: 'systemUpdateRecoveryFinish',
    method: 'PUT',
    path: '/v1/system/update/recovery-finish',
    body: { system_version: tufRepos[0].system_version },
    schema: null,
  },
  {
    op: 'auditLogList',
    method: 'GET',
    path: '/v1/system/audit-log?start_time=2020-01-01T00:00:00Z&sort_by=time_and_id_descending',
    schema: schema.AuditLogEntryResultsPage,
  },
  {
    op: 'systemUpdateTrustRootList',
    method: 'GET',
    path: '/v1/system/update/trust-roots',
    schema: schema.UpdatesTrustRootResultsPage,
  },
  {
    op: 'systemUpdateTrustRootCreate',
    method: 'POST',
    path: '/v1/system/update/trust-roots',
    body: ROOT_ROLE,
    schema: schema.UpdatesTrustRoot,
  },
  {
    op: 'systemUpdateTrustRootView',
    method: 'GET',
    path: `/v1/system/update/trust-roots/${TRUST_ROOT_ID}`,
    schema: schema.UpdatesTrustRoot,
  },
  {
    op: 'systemUpdateTrustRootDelete',
    method: 'DELETE',
    path: `/v1/system/update/trust-roots/${TRUST_ROOT_ID}`,
    schema: null,
  },
]

import type { ProbeCreate } from '~/api/__generated__/Api'
import { apiRequest } from '~/api/client'
import { type IdentityValues, trimmedIdentity } from '~/util/names'

/** What the create form edits: shaped like the UI, turned into the API's body below. */
export type ProbeFormValues = IdentityValues & {
  /** the sled's id */
  sled: string
  /** an IP pool's name; empty: the silo's default pool */
  pool: string
}

export const emptyProbe: ProbeFormValues = { name: '', description: '', sled: '', pool: '' }

export const valuesToProbeCreate = (v: ProbeFormValues): ProbeCreate => ({
  ...trimmedIdentity(v),
  sled: v.sled.trim(),
  poolSelector: v.pool ? { type: 'explicit', pool: v.pool } : { type: 'auto' },
})

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/** A sled is named by its id (a UUID). */
export const validateSledId = (s: string) =>
  UUID.test(s.trim()) ? undefined : 'Enter a sled ID (a UUID)'

export const probeCreateRequest = (v: ProbeFormValues, project: string) =>
  apiRequest('probeCreate', { query: { project }, body: valuesToProbeCreate(v) })

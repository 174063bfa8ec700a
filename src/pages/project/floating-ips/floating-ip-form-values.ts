import type { FloatingIp, FloatingIpCreate } from '~/api/__generated__/Api'
import { apiRequest } from '~/api/client'
import { type IdentityValues, trimmedIdentity } from '~/util/names'

/** What the floating IP forms edit: shaped like the UI, turned into API bodies below. */
export type FloatingIpFormValues = IdentityValues & {
  /** the next free address of a pool, or one address asked for by hand */
  allocation: 'pool' | 'ip'
  pool: string
  ip: string
}

export const emptyFloatingIp = (defaultPool = ''): FloatingIpFormValues => ({
  name: '',
  description: '',
  allocation: 'pool',
  pool: defaultPool,
  ip: '',
})

export function valuesToFloatingIpCreate(v: FloatingIpFormValues): FloatingIpCreate {
  const base = trimmedIdentity(v)
  if (v.allocation === 'ip') {
    return { ...base, addressAllocator: { type: 'explicit', ip: v.ip.trim() } }
  }
  return {
    ...base,
    addressAllocator: v.pool
      ? { type: 'auto', poolSelector: { type: 'explicit', pool: v.pool } }
      : { type: 'auto' },
  }
}

export const floatingIpToValues = (f: FloatingIp): FloatingIpFormValues => ({
  ...emptyFloatingIp(),
  name: f.name,
  description: f.description,
  ip: f.ip,
})

export const floatingIpCreateRequest = (v: FloatingIpFormValues, project: string) =>
  apiRequest('floatingIpCreate', { query: { project }, body: valuesToFloatingIpCreate(v) })

/** Attach a floating IP to an instance (from the IP's list or the instance's networking tab). */
export const floatingIpAttachRequest = (
  sel: { project: string; floatingIp: string },
  instance: string,
) =>
  apiRequest('floatingIpAttach', {
    path: { floatingIp: sel.floatingIp },
    query: { project: sel.project },
    body: { kind: 'instance', parent: instance },
  })

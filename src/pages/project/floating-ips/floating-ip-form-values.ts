import type { FloatingIp, FloatingIpCreate, FloatingIpUpdate } from '~/api/__generated__/Api'

/** What the floating IP forms edit: shaped like the UI, turned into API bodies below. */
export type FloatingIpFormValues = {
  name: string
  description: string
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
  const base = { name: v.name.trim(), description: v.description.trim() }
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

export const valuesToFloatingIpUpdate = (v: FloatingIpFormValues): FloatingIpUpdate => ({
  name: v.name.trim(),
  description: v.description.trim(),
})

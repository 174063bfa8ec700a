import { apiRequest } from '~/api/client'
import { parseIp } from '~/util/ip'
import { validateName } from '~/util/names'

type InstanceSel = { project: string; instance: string }

/** The join form: a group by name or multicast address, and the sources to take traffic from. */
export type MulticastJoinValues = { group: string; sources: string }
export const emptyMulticastJoin: MulticastJoinValues = { group: '', sources: '' }

/** "192.0.2.1, 192.0.2.2" (commas or spaces) as a list; empty when nothing is typed. */
export const parseSourceList = (text: string) => text.split(/[\s,]+/).filter(Boolean)

/** Each source must be an IP address; none is fine (any source). */
export function validateSourceList(text: string): string | undefined {
  const bad = parseSourceList(text).find((s) => !parseIp(s))
  return bad ? `${bad} is not an IP address` : undefined
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/** A group is named, or given by its multicast address (or id). */
export function validateGroup(text: string): string | undefined {
  const v = text.trim()
  if (!v || parseIp(v) || UUID.test(v)) return undefined
  const bad = validateName(v)
  return bad && `${bad}, or give the group's multicast address`
}

/**
 * Join a group. A name no group has yet, or a multicast address, makes the
 * group as the instance joins it; sources are sent only when some are typed.
 */
export function multicastJoinRequest(v: MulticastJoinValues, { project, instance }: InstanceSel) {
  const sourceIps = parseSourceList(v.sources)
  return apiRequest('instanceMulticastGroupJoin', {
    path: { instance, multicastGroup: v.group.trim() },
    query: { project },
    body: sourceIps.length ? { sourceIps } : {},
  })
}

export const multicastLeaveRequest = ({ project, instance }: InstanceSel, group: string) =>
  apiRequest('instanceMulticastGroupLeave', {
    path: { instance, multicastGroup: group },
    query: { project },
  })

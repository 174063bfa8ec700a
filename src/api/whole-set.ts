import { formatDateTime } from '~/util/time'
import { getTimeZone } from '~/util/time-zone'
import { formatBytes } from '~/util/units'
import type {
  AllowedSourceIps,
  BgpAnnounceSet,
  BgpAnnounceSetCreate,
  IdentityType,
  Instance,
  InstanceUpdate,
  LldpLinkConfigCreate,
  RouterRoute,
  RouterRouteUpdate,
  SiloQuotasUpdate,
  VpcFirewallRule,
  VpcFirewallRuleUpdate,
} from './__generated__/Api'
import { deleteRole, type Policy, type RoleKey, updateRole } from './roles'

/*
 * Whole-set updates: a VPC's firewall rules, the policies of a project, a silo
 * and the fleet, the IP allow list, BGP announce sets, a switch port's LLDP
 * configuration, silo quotas and an instance's settings (`instanceUpdate`, whose
 * fields are all required) are each written whole by one PUT (or POST).
 * The API gives none of these sets a version or an ETag (no such field, header
 * or precondition in api/nexus.json), so it cannot refuse a write based on a
 * stale read. The console keeps the person's change as a change instead:
 * right before the write it reads the set again, applies the change to that
 * fresh copy (`merge*` below, pure), and sends nothing when what the person
 * changed was itself changed or removed meanwhile: that is a `Conflict`, shown
 * with their version and the person's side by side. `writeWholeSet` runs the
 * read, merge and write; `useWholeSet` (src/components/form/whole-set.tsx)
 * keeps a form's base and lets the person re-apply on the fresh data.
 */

/**
 * What another operator changed under the person's change: the item named,
 * as they left it (`theirs`, null when they removed it) and as the person
 * would have it (`yours`, null when the person removes it), as lines of text.
 */
export type Conflict = {
  noun: string
  name: string
  theirs: string[] | null
  yours: string[] | null
}

export type Merged<S> = { set: S } | { conflict: Conflict }

/** The sentence that names a conflict: in a form above the two versions, alone in a toast. */
export const conflictMessage = ({ noun, name, theirs }: Conflict) =>
  `${[noun, name].filter(Boolean).join(' ')} was ${theirs ? 'changed' : 'removed'} by someone else since you opened it. Nothing was sent.`

/** A write refused before it was sent; `rebase` takes the fresh set as the person's new base. */
export class WholeSetConflict extends Error {
  constructor(
    readonly conflict: Conflict,
    readonly rebase: () => void,
  ) {
    super(conflictMessage(conflict))
  }
}

/** Read the set fresh, apply the change, write it; a conflict throws and sends nothing. */
export async function writeWholeSet<F, S, R>({
  read,
  merge,
  write,
  rebase = () => {},
}: {
  read: () => Promise<F>
  merge: (fresh: F) => Merged<S>
  write: (set: S) => Promise<R>
  rebase?: (fresh: F) => void
}): Promise<R> {
  const fresh = await read()
  const merged = merge(fresh)
  if ('conflict' in merged) throw new WholeSetConflict(merged.conflict, () => rebase(fresh))
  return write(merged.set)
}

/** Equal as data: key order ignored, an undefined property the same as a missing one. */
export function sameData(a: unknown, b: unknown): boolean {
  if (a === b) return true
  if (a instanceof Date && b instanceof Date) return a.getTime() === b.getTime()
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false
  if (Array.isArray(a) !== Array.isArray(b)) return false
  const keys = (o: object) =>
    Object.entries(o)
      .filter(([, v]) => v !== undefined)
      .map(([k]) => k)
  const ka = keys(a)
  if (ka.length !== keys(b).length) return false
  return ka.every((k) =>
    sameData((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k]),
  )
}

// ---- a set of named items (firewall rules) ----

type Kind<T> = { noun: string; key: (t: T) => string; lines: (t: T) => string[] }

/**
 * A set of named items after the person's change to one item: `base` is the
 * item as they saw it (none: they add it), `item` as they want it (none: they
 * remove it). Other items come from `fresh` untouched.
 */
export function mergeItem<T>(
  kind: Kind<T>,
  fresh: T[],
  change: { key: string; base?: T; item?: T },
): Merged<T[]> {
  const { key, base, item } = change
  const current = fresh.find((t) => kind.key(t) === key)
  const conflict = (name: string, theirs: T | undefined): Merged<T[]> => ({
    conflict: {
      noun: kind.noun,
      name,
      theirs: theirs ? kind.lines(theirs) : null,
      yours: item ? kind.lines(item) : null,
    },
  })
  if (!base) {
    // a new item, whose name someone else may have taken meanwhile
    if (current) return conflict(key, current)
    return { set: item ? [...fresh, item] : fresh }
  }
  if (!current) return item ? conflict(key, undefined) : { set: fresh }
  if (!sameData(current, base)) return conflict(key, current)
  if (!item) return { set: fresh.filter((t) => t !== current) }
  const newKey = kind.key(item)
  const taken = newKey !== key && fresh.find((t) => kind.key(t) === newKey)
  if (taken) return conflict(newKey, taken)
  return { set: fresh.map((t) => (t === current ? item : t)) }
}

/** Several items removed at once (a bulk delete): each must be as the person saw it. */
export function mergeRemovals<T>(kind: Kind<T>, fresh: T[], removed: T[]): Merged<T[]> {
  let set = fresh
  for (const base of removed) {
    const merged = mergeItem(kind, set, { key: kind.key(base), base })
    if ('conflict' in merged) return merged
    set = merged.set
  }
  return { set }
}

// ---- firewall rules ----

/** A stored rule as it goes back in a PUT: the same rule, without id, VPC and times. */
export const ruleToUpdate = (
  r: VpcFirewallRule | VpcFirewallRuleUpdate,
): VpcFirewallRuleUpdate => ({
  name: r.name,
  description: r.description,
  status: r.status,
  priority: r.priority,
  action: r.action,
  direction: r.direction,
  targets: r.targets,
  filters: r.filters,
})

const hostsText = (hosts: { type: string; value: string }[] | null | undefined) =>
  (hosts ?? []).map((h) => `${h.type} ${h.value}`).join(', ') || 'any'

export const firewallRuleKind: Kind<VpcFirewallRuleUpdate> = {
  noun: 'Firewall rule',
  key: (r) => r.name,
  lines: (r) => [
    `${r.action} ${r.direction}, priority ${r.priority}, ${r.status}`,
    `Targets: ${hostsText(r.targets)}`,
    `Hosts: ${hostsText(r.filters.hosts)}`,
    `Protocols: ${(r.filters.protocols ?? []).map((p) => p.type).join(', ') || 'any'}`,
    `Ports: ${(r.filters.ports ?? []).join(', ') || 'any'}`,
    ...(r.description ? [`Description: ${r.description}`] : []),
  ],
}

/**
 * The VPC's rules to PUT: the fresh rules with the person's change. `replacing`
 * names the rule they edited (as `base` had it); `rule` is the new or edited
 * rule, none to delete `replacing`.
 */
export function mergeFirewallRules(
  base: (VpcFirewallRule | VpcFirewallRuleUpdate)[],
  fresh: VpcFirewallRule[],
  change: { replacing?: string; rule?: VpcFirewallRuleUpdate },
): Merged<VpcFirewallRuleUpdate[]> {
  const seen = base.find((r) => r.name === change.replacing)
  return mergeItem(firewallRuleKind, fresh.map(ruleToUpdate), {
    // a rule removed meanwhile that the person re-applies on the fresh set is added anew
    key: seen ? seen.name : (change.rule?.name ?? ''),
    base: seen && ruleToUpdate(seen),
    item: change.rule,
  })
}

/** The fresh rules without these, each unchanged since the person saw it. */
export const mergeFirewallRuleRemovals = (fresh: VpcFirewallRule[], removed: VpcFirewallRule[]) =>
  mergeRemovals(firewallRuleKind, fresh.map(ruleToUpdate), removed.map(ruleToUpdate))

// ---- policies (project, silo, fleet) ----

const rolesOf = (policy: Policy, identityId: string) =>
  policy.roleAssignments
    .filter((ra) => ra.identityId === identityId)
    .map((ra) => ra.roleName)
    .sort()

/**
 * A policy after the person's change to one identity's role (`roleName` null:
 * removed), applied to the fresh policy; a conflict when that identity's roles
 * there are no longer those of `base`.
 */
export function mergePolicy<R extends RoleKey>(
  base: Policy<R>,
  fresh: Policy<R>,
  change: { identityId: string; identityType: IdentityType; name: string; roleName: R | null },
): Merged<Policy<R>> {
  const { identityId, identityType, roleName } = change
  const seen = rolesOf(base, identityId)
  const now = rolesOf(fresh, identityId)
  if (!sameData(seen, now)) {
    return {
      conflict: {
        noun: 'The role of',
        name: change.name,
        theirs: now.length ? now : null,
        yours: roleName ? [roleName] : null,
      },
    }
  }
  if (roleName === null) return { set: deleteRole(fresh, identityId) }
  return { set: updateRole(fresh, { identityId, identityType, roleName }) }
}

// ---- the IP allow list ----

const allowLines = (a: AllowedSourceIps) => (a.allow === 'any' ? ['Any address'] : a.ips)

/**
 * The allow list after the person's change: the networks they removed taken
 * out of the fresh list and those they added put in. Switching between "any"
 * and a list replaces everything, so it needs the list as they saw it; and a
 * network they removed or edited that is gone already is a conflict, since the
 * list decides who reaches the rack.
 */
export function mergeAllowList(
  base: AllowedSourceIps,
  fresh: AllowedSourceIps,
  mine: AllowedSourceIps,
): Merged<AllowedSourceIps> {
  const whole = (): Merged<AllowedSourceIps> => ({
    conflict: {
      noun: 'The IP allow list',
      name: '',
      theirs: allowLines(fresh),
      yours: allowLines(mine),
    },
  })
  if (base.allow !== mine.allow || fresh.allow !== base.allow) {
    return sameData(base, fresh) || sameData(mine, fresh) ? { set: mine } : whole()
  }
  if (mine.allow === 'any' || base.allow === 'any' || fresh.allow === 'any') return { set: fresh }
  const removed = base.ips.filter((ip) => !mine.ips.includes(ip))
  const added = mine.ips.filter((ip) => !base.ips.includes(ip))
  const gone = removed.findIndex((ip) => !fresh.ips.includes(ip))
  if (gone >= 0) {
    // a removed line with an added one in its place reads as an edit of it
    const replacement = removed.length === added.length ? added[gone] : undefined
    return {
      conflict: {
        noun: 'Network',
        name: removed[gone],
        theirs: null,
        yours: replacement ? [replacement] : null,
      },
    }
  }
  const kept = fresh.ips.filter((ip) => !removed.includes(ip))
  return { set: { allow: 'list', ips: [...kept, ...added.filter((ip) => !kept.includes(ip))] } }
}

// ---- BGP announce sets ----

/**
 * An announce set's PUT replaces the set of its name: refused when a set of
 * that name appeared, or changed, since the person opened the form.
 */
export function mergeAnnounceSet(
  base: BgpAnnounceSet[],
  fresh: BgpAnnounceSet[],
  mine: BgpAnnounceSetCreate,
): Merged<BgpAnnounceSetCreate> {
  const seen = base.find((s) => s.name === mine.name)
  const now = fresh.find((s) => s.name === mine.name)
  if (now && !sameData(seen, now)) {
    return {
      conflict: {
        noun: 'Announce set',
        name: mine.name,
        theirs: [now.description, `Changed ${formatDateTime(now.timeModified, getTimeZone())}`],
        yours: [mine.description, ...mine.announcement.map((a) => a.network)],
      },
    }
  }
  return { set: mine }
}

// ---- one object written whole: LLDP configuration, silo quotas, an instance's settings ----

/**
 * An object after the person's change to some of its fields, applied to the
 * fresh object: fields they left alone take the fresh value; a field both
 * they and someone else changed, differently, is a conflict.
 */
export function mergeFields<T extends Record<string, unknown>>(
  noun: string,
  labels: Record<keyof T, string>,
  base: T,
  fresh: T,
  mine: T,
  /** how a field's value reads in the conflict, when not as plain text */
  show: Partial<Record<keyof T, (value: T[keyof T]) => string>> = {},
): Merged<T> {
  const set = { ...fresh }
  const text = (field: keyof T, value: T[keyof T]) =>
    value === null || value === undefined ? '(none)' : (show[field]?.(value) ?? String(value))
  for (const field of Object.keys(labels) as (keyof T)[]) {
    if (sameData(mine[field], base[field])) continue
    if (!sameData(fresh[field], base[field]) && !sameData(fresh[field], mine[field])) {
      return {
        conflict: {
          noun,
          name: labels[field],
          theirs: [text(field, fresh[field])],
          yours: [text(field, mine[field])],
        },
      }
    }
    set[field] = mine[field]
  }
  return { set }
}

const lldpLabels: Record<keyof LldpLinkConfigCreate, string> = {
  enabled: 'LLDP enabled',
  linkName: 'Link name',
  linkDescription: 'Link description',
  chassisId: 'Chassis ID',
  systemName: 'System name',
  systemDescription: 'System description',
  managementIp: 'Management IP',
}

/** A port's LLDP configuration without its id, each field null when empty. */
export const lldpFields = (c: LldpLinkConfigCreate): LldpLinkConfigCreate => ({
  enabled: c.enabled,
  linkName: c.linkName ?? null,
  linkDescription: c.linkDescription ?? null,
  chassisId: c.chassisId ?? null,
  systemName: c.systemName ?? null,
  systemDescription: c.systemDescription ?? null,
  managementIp: c.managementIp ?? null,
})

export const mergeLldpConfig = (
  base: LldpLinkConfigCreate,
  fresh: LldpLinkConfigCreate,
  mine: LldpLinkConfigCreate,
) => mergeFields('LLDP setting', lldpLabels, lldpFields(base), lldpFields(fresh), lldpFields(mine))

const quotaLabels: Record<keyof SiloQuotasUpdate, string> = {
  cpus: 'CPUs',
  memory: 'Memory',
  storage: 'Storage',
}

const quotaFields = ({ cpus, memory, storage }: SiloQuotasUpdate): SiloQuotasUpdate => ({
  cpus,
  memory,
  storage,
})

export const mergeQuotas = (
  base: SiloQuotasUpdate,
  fresh: SiloQuotasUpdate,
  mine: SiloQuotasUpdate,
) => mergeFields('Quota', quotaLabels, quotaFields(base), quotaFields(fresh), quotaFields(mine))

type InstanceFields = Omit<InstanceUpdate, 'multicastGroups'>

const instanceLabels: Record<keyof InstanceFields, string> = {
  ncpus: 'vCPUs',
  memory: 'Memory',
  autoRestartPolicy: 'Auto-restart policy',
  bootDisk: 'Boot disk',
  cpuPlatform: 'CPU platform',
  enableJumboFrames: 'Jumbo frames',
}

/**
 * An instance as `instanceUpdate` writes it: every field is required, so a
 * field left out is not "unchanged" but overwritten. (Its multicast groups,
 * optional, are left out: absent leaves them as they are.)
 */
export const instanceFields = (instance: Instance): InstanceFields => ({
  ncpus: instance.ncpus,
  memory: instance.memory,
  autoRestartPolicy: instance.autoRestartPolicy ?? null,
  bootDisk: instance.bootDiskId ?? null,
  cpuPlatform: instance.cpuPlatform ?? null,
  enableJumboFrames: instance.enableJumboFrames,
})

/**
 * The instance update to send: the fields the person changed from `base` (the
 * instance as they saw it) onto the instance read just now, or the conflict.
 */
export const mergeInstanceUpdate = (
  base: Instance,
  fresh: Instance,
  mine: InstanceFields,
  /** the boot disk's name for its id, in a conflict */
  diskName: (id: string) => string = (id) => id,
) =>
  mergeFields(
    'Instance setting',
    instanceLabels,
    instanceFields(base),
    instanceFields(fresh),
    mine,
    {
      memory: (bytes) => formatBytes(bytes as number),
      bootDisk: (id) => diskName(id as string),
    },
  )

type RouteFields = Required<RouterRouteUpdate>

const routeLabels: Record<keyof RouteFields, string> = {
  name: 'Name',
  description: 'Description',
  destination: 'Destination',
  target: 'Target',
}

/** A router's route as `vpcRouterRouteUpdate` writes it: destination and target are required. */
export const routeFields = (route: RouterRoute): RouteFields => ({
  name: route.name,
  description: route.description,
  destination: route.destination,
  target: route.target,
})

const routeEnd = (end: RouterRoute['destination'] | RouterRoute['target']) =>
  'value' in end ? `${end.type} ${end.value}` : end.type

/**
 * The route update to send: what the person changed from the route as they
 * opened it, onto the route read just now, or the conflict.
 */
export const mergeRouteUpdate = (base: RouterRoute, fresh: RouterRoute, mine: RouteFields) =>
  mergeFields('Route', routeLabels, routeFields(base), routeFields(fresh), mine, {
    destination: (end) => routeEnd(end as RouterRoute['destination']),
    target: (end) => routeEnd(end as RouterRoute['target']),
  })

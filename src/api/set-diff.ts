import { formatBytes } from '~/util/units'
import type {
  AllowedSourceIps,
  BgpAnnounceSet,
  BgpAnnounceSetCreate,
  IdentityType,
  LldpLinkConfigCreate,
  RouterRoute,
  SiloQuotasUpdate,
  VpcFirewallRule,
  VpcFirewallRuleHostFilter,
  VpcFirewallRuleProtocol,
  VpcFirewallRuleTarget,
  VpcFirewallRuleUpdate,
} from './__generated__/Api'
import type { Policy } from './roles'
import { lldpFields, routeFields, ruleToUpdate, sameData } from './whole-set'

/*
 * What a whole-set write changes, shown before it is sent (see whole-set.ts):
 * the rows of the set as just re-read against the rows of the set the merge
 * will write, keyed by each set's identity (a rule's name, an identity's id, a
 * network), with the fields of a changed row named, before and after. The
 * same diff, of the set as the form opened against the set as re-read, lists
 * what others changed meanwhile.
 */

/** One field of a changed row: its label and its value before and after, as text. */
export type FieldChange = { field: string; before: string; after: string }

export type RowDiff =
  /** `lines`: the row's fields, "Label: value" */
  | { change: 'added' | 'removed'; noun: string; key: string; name: string; lines: string[] }
  | { change: 'changed'; noun: string; key: string; name: string; fields: FieldChange[] }

export type SetDiff = RowDiff[]

/** The change a write makes and what others changed since the form opened. */
export type Review = { change: SetDiff; others: SetDiff }

type Field<T> = {
  label: string
  /** the value as shown */
  text: (t: T) => string
  /** the value compared, when the text could hide a difference (a rounded size) */
  value?: (t: T) => unknown
}

/** How to read the rows of a set: what one is called, its key, its name as shown and its fields. */
export type DiffShape<T> = {
  noun: string
  key: (t: T) => string
  name?: (t: T) => string
  fields: Field<T>[]
}

const linesOf = <T>(shape: DiffShape<T>, t: T) =>
  shape.fields.map((f) => [f.label, f.text(t)]).map(([label, text]) => `${label}: ${text}`)

/**
 * The rows of `after` against those of `before`, matched by key: the rows
 * removed and changed in the order of `before`, then the rows added in the
 * order of `after`. A row is changed when any field's value differs.
 */
export function diffSet<T>(shape: DiffShape<T>, before: T[], after: T[]): SetDiff {
  const { noun, key } = shape
  const name = shape.name ?? key
  const afterByKey = new Map(after.map((t) => [key(t), t]))
  const beforeKeys = new Set(before.map(key))
  const diff: SetDiff = []
  for (const old of before) {
    const now = afterByKey.get(key(old))
    if (now === undefined) {
      diff.push({
        change: 'removed',
        noun,
        key: key(old),
        name: name(old),
        lines: linesOf(shape, old),
      })
      continue
    }
    const fields = shape.fields
      .filter((f) => !sameData((f.value ?? f.text)(old), (f.value ?? f.text)(now)))
      .map((f) => ({ field: f.label, before: f.text(old), after: f.text(now) }))
    if (fields.length)
      diff.push({ change: 'changed', noun, key: key(old), name: name(now), fields })
  }
  for (const now of after) {
    if (!beforeKeys.has(key(now)))
      diff.push({
        change: 'added',
        noun,
        key: key(now),
        name: name(now),
        lines: linesOf(shape, now),
      })
  }
  return diff
}

/** The review of a whole set: the write against the re-read set, the re-read set against the opened one. */
const review = <T>(shape: DiffShape<T>, opened: T[], fresh: T[], written: T[]): Review => ({
  change: diffSet(shape, fresh, written),
  others: diffSet(shape, opened, fresh),
})

/** One object written whole (quotas, an LLDP configuration, a route): one row, changed or not. */
const reviewObject = <T>(shape: DiffShape<T>, opened: T, fresh: T, written: T) =>
  review(shape, [opened], [fresh], [written])

const none = (text: string) => text || '(none)'
const anyOf = (texts: string[]) => texts.join(', ') || 'any'

// ---- firewall rules ----

const hostText = (h: VpcFirewallRuleHostFilter | VpcFirewallRuleTarget) => `${h.type} ${h.value}`

const protocolText = (p: VpcFirewallRuleProtocol) => {
  if (p.type === 'tcp' || p.type === 'udp' || !p.value) return p.type
  const { icmpType, code } = p.value
  return `${p.type} type ${icmpType}${code ? ` code ${code}` : ''}`
}

const firewallShape: DiffShape<VpcFirewallRuleUpdate> = {
  noun: 'Firewall rule',
  key: (r) => r.name,
  fields: [
    { label: 'Description', text: (r) => none(r.description) },
    { label: 'Status', text: (r) => r.status },
    { label: 'Priority', text: (r) => String(r.priority) },
    { label: 'Action', text: (r) => r.action },
    { label: 'Direction', text: (r) => r.direction },
    { label: 'Targets', text: (r) => anyOf(r.targets.map(hostText)) },
    { label: 'Hosts', text: (r) => anyOf((r.filters.hosts ?? []).map(hostText)) },
    { label: 'Protocols', text: (r) => anyOf((r.filters.protocols ?? []).map(protocolText)) },
    { label: 'Ports', text: (r) => anyOf(r.filters.ports ?? []) },
  ],
}

/** A VPC's rules: the PUT's rules against those re-read, and those re-read against the opened ones. */
export const firewallReview = (
  opened: VpcFirewallRule[],
  fresh: VpcFirewallRule[],
  written: VpcFirewallRuleUpdate[],
) => review(firewallShape, opened.map(ruleToUpdate), fresh.map(ruleToUpdate), written)

// ---- policies ----

type Holder = { identityId: string; identityType: IdentityType; roles: string }

const holders = (policy: Policy): Holder[] => {
  const byId = new Map<string, Holder>()
  for (const { identityId, identityType, roleName } of policy.roleAssignments) {
    const held = byId.get(identityId)
    if (held) held.roles = [held.roles, roleName].sort().join(', ')
    else byId.set(identityId, { identityId, identityType, roles: roleName })
  }
  return [...byId.values()]
}

/**
 * A policy, one row an identity (by id, named from `names` where known): its
 * role, or roles when the API gave it several.
 */
export const policyReview = (
  names: ReadonlyMap<string, string>,
  opened: Policy,
  fresh: Policy,
  written: Policy,
) =>
  review(
    {
      noun: 'Role of',
      key: (h: Holder) => h.identityId,
      name: (h) => names.get(h.identityId) ?? h.identityId,
      fields: [
        { label: 'Role', text: (h) => h.roles.replaceAll('_', ' ') },
        { label: 'Type', text: (h) => (h.identityType === 'silo_group' ? 'Group' : 'User') },
      ],
    },
    holders(opened),
    holders(fresh),
    holders(written),
  )

// ---- the IP allow list ----

const allowRows = (a: AllowedSourceIps) => (a.allow === 'any' ? ['Any address'] : a.ips)

/** The allow list, one row a network ("Any address" when it allows any). */
export const allowListReview = (
  opened: AllowedSourceIps,
  fresh: AllowedSourceIps,
  written: AllowedSourceIps,
) =>
  review(
    { noun: 'Network', key: (ip: string) => ip, fields: [] },
    allowRows(opened),
    allowRows(fresh),
    allowRows(written),
  )

// ---- BGP announce sets ----

type AnnounceRow = { name: string; description: string; announcements?: string[] }

const announceShape = (withAnnouncements: boolean): DiffShape<AnnounceRow> => ({
  noun: 'Announce set',
  key: (s) => s.name,
  fields: [
    { label: 'Description', text: (s) => none(s.description) },
    ...(withAnnouncements
      ? [
          {
            label: 'Announcements',
            text: (s: AnnounceRow) => none((s.announcements ?? []).join(', ')),
          },
        ]
      : []),
  ],
})

/**
 * The PUT replaces one set, the one of its name: against the sets re-read,
 * that set as the person sends it (its networks) in place of the one there,
 * whose networks `replaced` gives. The sets' networks are read one set at a
 * time, so what others changed is told by the sets' descriptions.
 */
export function announceSetReview(
  opened: BgpAnnounceSet[],
  fresh: BgpAnnounceSet[],
  written: BgpAnnounceSetCreate,
  replaced: string[],
): Review {
  const mine: AnnounceRow = {
    name: written.name,
    description: written.description,
    announcements: written.announcement.map((a) => a.network),
  }
  const before = fresh.map((s) => (s.name === mine.name ? { ...s, announcements: replaced } : s))
  const after = fresh.some((s) => s.name === mine.name)
    ? before.map((s) => (s.name === mine.name ? mine : s))
    : [...before, mine]
  return {
    change: diffSet(announceShape(true), before, after),
    others: diffSet(announceShape(false), opened, fresh),
  }
}

// ---- one object written whole ----

const lldpShape: DiffShape<LldpLinkConfigCreate> = {
  noun: 'LLDP configuration',
  key: () => '',
  name: () => '',
  fields: [
    { label: 'LLDP enabled', text: (c) => (c.enabled ? 'yes' : 'no') },
    { label: 'Link name', text: (c) => none(c.linkName ?? '') },
    { label: 'Link description', text: (c) => none(c.linkDescription ?? '') },
    { label: 'Chassis ID', text: (c) => none(c.chassisId ?? '') },
    { label: 'System name', text: (c) => none(c.systemName ?? '') },
    { label: 'System description', text: (c) => none(c.systemDescription ?? '') },
    { label: 'Management IP', text: (c) => none(c.managementIp ?? '') },
  ],
}

export const lldpReview = (
  opened: LldpLinkConfigCreate,
  fresh: LldpLinkConfigCreate,
  written: LldpLinkConfigCreate,
) => reviewObject(lldpShape, lldpFields(opened), lldpFields(fresh), lldpFields(written))

const bytes = (n: number | null | undefined) => (n == null ? '(none)' : formatBytes(n))

const quotaShape: DiffShape<SiloQuotasUpdate> = {
  noun: 'Quotas',
  key: () => '',
  name: () => '',
  fields: [
    { label: 'CPUs', text: (q) => none(String(q.cpus ?? '')) },
    { label: 'Memory', text: (q) => bytes(q.memory), value: (q) => q.memory },
    { label: 'Storage', text: (q) => bytes(q.storage), value: (q) => q.storage },
  ],
}

export const quotasReview = (
  opened: SiloQuotasUpdate,
  fresh: SiloQuotasUpdate,
  written: SiloQuotasUpdate,
) => reviewObject(quotaShape, opened, fresh, written)

type RouteRow = ReturnType<typeof routeFields>

const routeEnd = (end: RouteRow['destination'] | RouteRow['target']) =>
  'value' in end ? `${end.type} ${end.value}` : end.type

const routeShape: DiffShape<RouteRow> = {
  noun: 'Route',
  key: () => '',
  fields: [
    { label: 'Name', text: (r) => r.name ?? '' },
    { label: 'Description', text: (r) => none(r.description ?? '') },
    { label: 'Destination', text: (r) => routeEnd(r.destination) },
    { label: 'Target', text: (r) => routeEnd(r.target) },
  ],
}

/** A route as the PUT writes it, named as it is re-read. */
export const routeReview = (opened: RouterRoute, fresh: RouterRoute, written: RouteRow) =>
  reviewObject(
    { ...routeShape, name: () => fresh.name },
    routeFields(opened),
    routeFields(fresh),
    written,
  )

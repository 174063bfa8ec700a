import type { Instance, PhysicalDisk, Sled, UpdateStatus } from '~/api/__generated__/Api'
import { isAutoRestartDue } from '~/api/states'
import {
  formFactorLabel,
  isDiskInService,
  provisionPolicyOf,
  sledLabel,
} from '~/pages/system/inventory/hardware'
import { paths } from '~/util/paths'
import { formatDateTime, type TimeZone } from '~/util/time'

export type IssueSeverity = 'critical' | 'warning' | 'info'

/** One thing an operator should look at, with a link to the resource it is about. */
export type SystemIssue = {
  id: string
  severity: IssueSeverity
  title: string
  detail: string
  link: { to: string; label: string }
}

type Inputs = {
  /** undefined: that call failed, so nothing is said about it */
  sleds?: readonly Sled[]
  disks?: readonly PhysicalDisk[]
  update?: UpdateStatus
  /** instances with their project's name (the API lists them per project, in the user's silo) */
  instances?: readonly ProjectInstance[]
  now?: Date
  /** the zone the details write times in */
  zone?: TimeZone
}

export type ProjectInstance = {
  project: string
  instance: Pick<
    Instance,
    'id' | 'name' | 'runState' | 'autoRestartEnabled' | 'autoRestartCooldownExpiration'
  >
}

const severityOrder: Record<IssueSeverity, number> = { critical: 0, warning: 1, info: 2 }

function sledIssue(sled: Sled): SystemIssue | undefined {
  const name = sledLabel(sled)
  const link = { to: paths.systemSled({ sledId: sled.id }), label: `Sled ${name}` }
  const id = `sled-${sled.id}`
  const provision = provisionPolicyOf(sled)
  if (!provision) {
    return sled.state === 'active'
      ? {
          id,
          severity: 'warning',
          title: `Sled ${name} is expunged but still active`,
          detail: 'Its decommissioning has not finished.',
          link,
        }
      : {
          id,
          severity: 'info',
          title: `Sled ${name} is out of service`,
          detail: 'It is expunged and decommissioned: remove it from the rack.',
          link,
        }
  }
  if (sled.state === 'decommissioned') {
    return {
      id,
      severity: 'critical',
      title: `Sled ${name} is decommissioned but in service`,
      detail: 'Its policy and state disagree.',
      link,
    }
  }
  if (provision === 'non_provisionable') {
    return {
      id,
      severity: 'warning',
      title: `Sled ${name} is not provisionable`,
      detail: 'New instances are not placed on it. Make it provisionable again after maintenance.',
      link,
    }
  }
  return undefined
}

function diskIssue(disk: PhysicalDisk, sledName: (id: string) => string): SystemIssue | undefined {
  if (isDiskInService(disk)) return undefined
  const where = disk.sledId ? ` in sled ${sledName(disk.sledId)}` : ''
  const what = `${formFactorLabel[disk.formFactor]} disk ${disk.model}${where}`
  const link = disk.sledId
    ? { to: paths.systemSledDisks({ sledId: disk.sledId }), label: `Sled ${sledName(disk.sledId)}` }
    : { to: paths.systemDisks(), label: 'Physical disks' }
  const base = { id: `disk-${disk.id}`, link }
  if (disk.policy.kind === 'expunged') {
    return {
      ...base,
      severity: disk.state === 'active' ? 'warning' : 'info',
      title: `Physical disk ${disk.serial} is out of service`,
      detail:
        disk.state === 'active'
          ? `${what}: expunged, its decommissioning has not finished.`
          : `${what}: expunged and decommissioned, replace it.`,
    }
  }
  return {
    ...base,
    severity: 'critical',
    title: `Physical disk ${disk.serial} is decommissioned but in service`,
    detail: `${what}: its policy and state disagree.`,
  }
}

/** A failed instance restarts by itself when auto-restart is due; else someone must act. */
function instanceIssue(
  { project, instance }: ProjectInstance,
  now: Date,
  zone: TimeZone,
): SystemIssue | undefined {
  if (instance.runState !== 'failed') return undefined
  const base = {
    id: `instance-${instance.id}`,
    title: `Instance ${instance.name} has failed`,
    link: {
      to: paths.instance({ project, instance: instance.name }),
      label: `Instance ${instance.name}`,
    },
  }
  const expiration = instance.autoRestartCooldownExpiration
  if (isAutoRestartDue(instance, now)) {
    return {
      ...base,
      severity: 'info',
      detail: `In project ${project}: it is due to restart automatically.`,
    }
  }
  return {
    ...base,
    severity: 'warning',
    detail:
      instance.autoRestartEnabled && expiration
        ? `In project ${project}: auto-restart waits until ${formatDateTime(expiration, zone)}.`
        : `In project ${project}: auto-restart is off, start or delete it.`,
  }
}

function updateIssues(update: UpdateStatus): SystemIssue[] {
  const link = { to: paths.systemUpdate(), label: 'System update' }
  const issues: SystemIssue[] = []
  if (update.contactSupport) {
    issues.push({
      id: 'update-support',
      severity: 'critical',
      title: 'The system update needs support',
      detail: 'The update cannot go on by itself: contact Oxide support.',
      link,
    })
  }
  if (update.suspended) {
    issues.push({
      id: 'update-suspended',
      severity: 'warning',
      title: 'The system update is suspended',
      detail: 'No update steps are being planned.',
      link,
    })
  }
  const target = update.targetRelease?.version
  const counts = Object.entries(update.componentsByReleaseVersion)
  const total = counts.reduce((sum, [, n]) => sum + n, 0)
  const done = counts.find(([version]) => version === target)?.[1] ?? 0
  if (target && total > 0 && done < total) {
    issues.push({
      id: 'update-progress',
      severity: 'info',
      title: `Updating to ${target}`,
      detail: `${done} of ${total} components run ${target}.`,
      link,
    })
  }
  return issues
}

/**
 * What needs an operator's attention, from what the API tells: sleds not
 * provisionable or out of service, physical disks out of service, failed
 * instances, and the system update's trouble. Most severe first, then by title.
 */
export function systemIssues({
  sleds,
  disks,
  update,
  instances,
  now = new Date(),
  zone = 'local',
}: Inputs): SystemIssue[] {
  const serials = new Map((sleds ?? []).map((s) => [s.id, sledLabel(s)]))
  const sledName = (id: string) => serials.get(id) ?? id
  const issues = [
    ...(sleds ?? []).map(sledIssue),
    ...(disks ?? []).map((d) => diskIssue(d, sledName)),
    ...(instances ?? []).map((i) => instanceIssue(i, now, zone)),
    ...(update ? updateIssues(update) : []),
  ].filter((i): i is SystemIssue => i !== undefined)
  return issues.sort(
    (a, b) =>
      severityOrder[a.severity] - severityOrder[b.severity] || a.title.localeCompare(b.title),
  )
}

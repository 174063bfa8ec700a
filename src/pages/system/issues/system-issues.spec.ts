// first: the zone is set before any formatter is made
import '../../../../test/unit/new-york-zone'
import { describe, expect, it } from 'vitest'
import type { PhysicalDisk, Sled, UpdateStatus } from '~/api/__generated__/Api'
import { systemIssues } from './system-issues'

const t = new Date(0)
const sled = (n: number, policy: Sled['policy'], state: Sled['state'] = 'active'): Sled => ({
  id: `sled-${n}`,
  rackId: 'rack',
  baseboard: { part: '913-0000019', revision: 6, serial: `BRM${n}` },
  slot: n,
  state,
  policy,
  usableHardwareThreads: 128,
  usablePhysicalRam: 1024,
  timeCreated: t,
  timeModified: t,
})
const inService = { kind: 'in_service', provisionPolicy: 'provisionable' } as const
const drained = { kind: 'in_service', provisionPolicy: 'non_provisionable' } as const

const disk = (
  n: number,
  policy: PhysicalDisk['policy'],
  state: PhysicalDisk['state'],
  sledId: string | null = 'sled-1',
): PhysicalDisk => ({
  id: `disk-${n}`,
  sledId,
  formFactor: 'u2',
  vendor: '1b96',
  model: 'WUS5EA138ESP7E1',
  serial: `U2-${n}`,
  policy,
  state,
  timeCreated: t,
  timeModified: t,
})

const update = (over: Partial<UpdateStatus> = {}): UpdateStatus => ({
  componentsByReleaseVersion: { '16.0.0': 42 },
  contactSupport: false,
  suspended: false,
  targetRelease: { version: '16.0.0', timeRequested: t },
  timeLastStepPlanned: t,
  ...over,
})

describe('systemIssues', () => {
  it('is empty when all is well', () => {
    expect(
      systemIssues({
        sleds: [sled(1, inService)],
        disks: [disk(1, { kind: 'in_service' }, 'active')],
        update: update(),
      }),
    ).toEqual([])
    expect(systemIssues({})).toEqual([])
  })

  it('lists sleds that are not provisionable or not in service, linking to each', () => {
    const issues = systemIssues({
      sleds: [
        sled(1, inService),
        sled(2, drained),
        sled(3, { kind: 'expunged' }),
        sled(4, { kind: 'expunged' }, 'decommissioned'),
        sled(5, inService, 'decommissioned'),
      ],
    })
    expect(issues.map((i) => [i.severity, i.title, i.link.to])).toEqual([
      ['critical', 'Sled BRM5 is decommissioned but in service', '/system/inventory/sleds/sled-5'],
      ['warning', 'Sled BRM2 is not provisionable', '/system/inventory/sleds/sled-2'],
      ['warning', 'Sled BRM3 is expunged but still active', '/system/inventory/sleds/sled-3'],
      ['info', 'Sled BRM4 is out of service', '/system/inventory/sleds/sled-4'],
    ])
  })

  it('lists physical disks out of service, linking to their sled by its serial', () => {
    const issues = systemIssues({
      sleds: [sled(1, inService)],
      disks: [
        disk(1, { kind: 'in_service' }, 'active'),
        disk(2, { kind: 'expunged' }, 'decommissioned'),
        disk(3, { kind: 'expunged' }, 'active', null),
      ],
    })
    expect(issues).toEqual([
      {
        id: 'disk-disk-3',
        severity: 'warning',
        title: 'Physical disk U2-3 is out of service',
        detail: 'U.2 disk WUS5EA138ESP7E1: expunged, its decommissioning has not finished.',
        link: { to: '/system/inventory/disks', label: 'Physical disks' },
      },
      {
        id: 'disk-disk-2',
        severity: 'info',
        title: 'Physical disk U2-2 is out of service',
        detail: 'U.2 disk WUS5EA138ESP7E1 in sled BRM1: expunged and decommissioned, replace it.',
        link: { to: '/system/inventory/sleds/sled-1/disks', label: 'Sled BRM1' },
      },
    ])
  })

  it('names a disk sled it does not know by its id', () => {
    const [issue] = systemIssues({ disks: [disk(2, { kind: 'expunged' }, 'active', 'sled-9')] })
    expect(issue.link.label).toBe('Sled sled-9')
  })

  it('reports update trouble and an update under way', () => {
    const issues = systemIssues({
      update: update({
        suspended: true,
        contactSupport: true,
        targetRelease: { version: '17.0.0', timeRequested: t },
        componentsByReleaseVersion: { '16.0.0': 30, '17.0.0': 12 },
      }),
    })
    expect(issues.map((i) => [i.severity, i.title, i.detail])).toEqual([
      [
        'critical',
        'The system update needs support',
        'The update cannot go on by itself: contact Oxide support.',
      ],
      ['warning', 'The system update is suspended', 'No update steps are being planned.'],
      ['info', 'Updating to 17.0.0', '12 of 42 components run 17.0.0.'],
    ])
    expect(issues.every((i) => i.link.to === '/system/update')).toBe(true)
  })

  it('lists failed instances: due to restart by itself, or needing someone', () => {
    const now = new Date('2026-01-01T12:00:00Z')
    const failed = (name: string, over = {}) => ({
      project: 'web-prod',
      instance: {
        id: name,
        name,
        runState: 'failed' as const,
        autoRestartEnabled: true,
        autoRestartCooldownExpiration: null,
        ...over,
      },
    })
    const issues = systemIssues({
      now,
      instances: [
        failed('due'),
        failed('off', { autoRestartEnabled: false }),
        failed('cooling', { autoRestartCooldownExpiration: new Date('2026-01-01T13:00:00Z') }),
        failed('cooled', { autoRestartCooldownExpiration: new Date('2026-01-01T11:00:00Z') }),
        { ...failed('fine'), instance: { ...failed('fine').instance, runState: 'running' } },
      ],
    })
    expect(issues.map((i) => [i.severity, i.title, i.detail])).toEqual([
      [
        'warning',
        'Instance cooling has failed',
        'In project web-prod: auto-restart waits until Jan 1, 2026, 08:00 EST.',
      ],
      [
        'warning',
        'Instance off has failed',
        'In project web-prod: auto-restart is off, start or delete it.',
      ],
      [
        'info',
        'Instance cooled has failed',
        'In project web-prod: it is due to restart automatically.',
      ],
      [
        'info',
        'Instance due has failed',
        'In project web-prod: it is due to restart automatically.',
      ],
    ])
    expect(issues[0].link).toEqual({
      to: '/projects/web-prod/instances/cooling',
      label: 'Instance cooling',
    })
  })

  it('says nothing of an update without a target release', () => {
    expect(systemIssues({ update: update({ targetRelease: null }) })).toEqual([])
  })
})

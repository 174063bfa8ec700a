import { describe, expect, it } from 'vitest'
import { parseBlueprint } from '~/blueprint/schema'
import { exportFixture } from '../../test/unit/export-fixture'
import { blueprintExport, blueprintText } from './blueprint-export'
import { selectResources } from './project-data'

const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/i

describe('blueprintExport', () => {
  it('is a blueprint the schema accepts', () => {
    const parsed = parseBlueprint(blueprintText(exportFixture()))
    expect(parsed.ok ? [] : parsed.errors).toEqual([])
  })

  it('holds no ids, no states, no times and no user data', () => {
    const text = blueprintText(exportFixture())
    expect(text).not.toMatch(UUID)
    expect(text).not.toMatch(/"(id|state|runState|timeCreated|timeModified|userData)"/)
  })

  it('names what a resource refers to', () => {
    const bp = blueprintExport(exportFixture())
    expect(bp.instances[0]).toMatchObject({
      bootDisk: { type: 'attach', name: 'boot' },
      disks: [{ type: 'attach', name: 'data' }],
      networkInterfaces: { type: 'create', params: [{ vpcName: 'web-b', subnetName: 'default' }] },
      externalIps: [
        { type: 'ephemeral', poolSelector: { type: 'explicit', pool: 'default' } },
        { type: 'floating', floatingIp: 'web-ip' },
      ],
      antiAffinityGroups: ['spread'],
      sshPublicKeys: ['alice'],
    })
    expect(bp.disks.map((d) => d.diskBackend)).toEqual([
      { type: 'distributed', diskSource: { type: 'image', image: 'debian', readOnly: false } },
      { type: 'distributed', diskSource: { type: 'blank', blockSize: 4096 } },
      {
        type: 'distributed',
        diskSource: { type: 'snapshot', snapshot: 'data-snap', readOnly: true },
      },
    ])
    expect(bp.vpcs[0].subnets[0].customRouter).toBe('edge')
    expect(bp.vpcs[0].internetGateways[0].ipPools[0].ipPool).toBe('default')
  })

  it('names a NIC’s VPC and subnet when only the instance is exported', () => {
    const data = exportFixture()
    const bp = blueprintExport(selectResources(data, 'instances', [data.instances[0].instance.id]))
    expect(bp.vpcs).toEqual([])
    expect(bp.instances[0].networkInterfaces).toMatchObject({
      params: [{ vpcName: 'web-b', subnetName: 'default' }],
    })
    const parsed = parseBlueprint(JSON.stringify(bp))
    expect(parsed.ok ? [] : parsed.errors).toEqual([])
  })
})

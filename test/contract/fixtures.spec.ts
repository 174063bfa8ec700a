import { describe, expect, it } from 'vitest'
import * as schema from '~/api/__generated__/validate'
import { db, resetDb } from '~/mock-api/db'

type Schema = { safeParse: (input: unknown) => { success: boolean; error?: unknown } }

/** Every fixture table that holds API objects, with the schema of its rows. */
const tables: [string, () => unknown[], Schema][] = [
  ['silos', () => db.silos, schema.Silo],
  [
    'samlIdentityProviders',
    () => db.samlIdentityProviders.map((r) => r.provider),
    schema.SamlIdentityProvider,
  ],
  ['siloQuotas', () => db.siloQuotas, schema.SiloQuotas],
  ['users', () => db.users, schema.User],
  ['groups', () => db.groups, schema.Group],
  ['sshKeys', () => db.sshKeys, schema.SshKey],
  ['projects', () => db.projects, schema.Project],
  ['vpcs', () => db.vpcs, schema.Vpc],
  ['vpcSubnets', () => db.vpcSubnets, schema.VpcSubnet],
  ['vpcRouters', () => db.vpcRouters, schema.VpcRouter],
  ['vpcRouterRoutes', () => db.vpcRouterRoutes, schema.RouterRoute],
  ['vpcFirewallRules', () => db.vpcFirewallRules, schema.VpcFirewallRule],
  ['internetGateways', () => db.internetGateways, schema.InternetGateway],
  ['internetGatewayIpPools', () => db.internetGatewayIpPools, schema.InternetGatewayIpPool],
  [
    'internetGatewayIpAddresses',
    () => db.internetGatewayIpAddresses,
    schema.InternetGatewayIpAddress,
  ],
  ['instances', () => db.instances, schema.Instance],
  ['disks', () => db.disks, schema.Disk],
  ['snapshots', () => db.snapshots, schema.Snapshot],
  ['images', () => db.images, schema.Image],
  ['floatingIps', () => db.floatingIps, schema.FloatingIp],
  ['networkInterfaces', () => db.networkInterfaces, schema.InstanceNetworkInterface],
  ['antiAffinityGroups', () => db.antiAffinityGroups, schema.AntiAffinityGroup],
  ['affinityGroups', () => db.affinityGroups, schema.AffinityGroup],
  ['ipPools', () => db.ipPools, schema.IpPool],
  ['ipPoolRanges', () => db.ipPoolRanges, schema.IpPoolRange],
  ['ipPoolSilos', () => db.ipPoolSilos, schema.IpPoolSiloLink],
  ['racks', () => db.racks, schema.Rack],
  ['sleds', () => db.sleds, schema.Sled],
  ['switches', () => db.switches, schema.Switch],
  ['physicalDisks', () => db.physicalDisks, schema.PhysicalDisk],
  ['subnetPools', () => db.subnetPools, schema.SubnetPool],
  ['subnetPoolMembers', () => db.subnetPoolMembers, schema.SubnetPoolMember],
  ['subnetPoolSilos', () => db.subnetPoolSilos, schema.SubnetPoolSiloLink],
  ['externalSubnets', () => db.externalSubnets, schema.ExternalSubnet],
  ['tufRepos', () => db.tufRepos, schema.TufRepo],
  ['trustRoots', () => db.trustRoots, schema.UpdatesTrustRoot],
  ['addressLots', () => db.addressLots, schema.AddressLot],
  ['addressLotBlocks', () => db.addressLotBlocks, schema.AddressLotBlock],
  ['loopbackAddresses', () => db.loopbackAddresses, schema.LoopbackAddress],
  ['bgpAnnounceSets', () => db.bgpAnnounceSets, schema.BgpAnnounceSet],
  ['bgpAnnouncements', () => db.bgpAnnouncements, schema.BgpAnnouncement],
  ['bgpConfigs', () => db.bgpConfigs, schema.BgpConfig],
  ['switchPortSettings', () => db.switchPortSettings, schema.SwitchPortSettings],
  ['switchPorts', () => db.switchPorts, schema.SwitchPort],
  ['lldpNeighbors', () => db.lldpNeighbors, schema.LldpNeighbor],
  ['bgpImported', () => db.bgpImported, schema.BgpImported],
]

describe('fixtures', () => {
  resetDb()
  it.each(tables)('%s validate against the generated schema', (_, rows, rowSchema) => {
    for (const row of rows()) {
      const result = rowSchema.safeParse(row)
      expect(result.success, `${JSON.stringify(row)}\n${String(result.error)}`).toBe(true)
    }
  })

  it('names are unique among siblings', () => {
    const key = (r: { name: string; project_id?: string; vpc_id?: string }) =>
      `${r.project_id ?? r.vpc_id ?? ''}/${r.name}`
    for (const rows of [
      db.projects,
      db.instances,
      db.disks,
      db.vpcs,
      db.vpcSubnets,
      db.vpcRouters,
    ]) {
      const keys = rows.map(key)
      expect(new Set(keys).size).toBe(keys.length)
    }
  })

  it('ids are unique across the store', () => {
    const ids = Object.values(db)
      .filter(Array.isArray)
      .flat()
      .map((r) => (r as { id?: string }).id)
      .filter((id) => id !== undefined)
    const dupes = ids.filter((id, i) => ids.indexOf(id) !== i)
    expect(dupes).toEqual([])
  })
})

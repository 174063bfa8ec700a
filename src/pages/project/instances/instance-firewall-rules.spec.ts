import { describe, expect, it } from 'vitest'
import type {
  InstanceNetworkInterface,
  VpcFirewallRule,
  VpcFirewallRuleTarget,
  VpcSubnet,
} from '~/api/__generated__/Api'
import { rulesForInstance } from './instance-firewall-rules'

const time = new Date('2026-01-01T00:00:00Z')
const vpcs = [
  { id: 'vpc-web', name: 'web' },
  { id: 'vpc-db', name: 'db' },
]
const subnet = (id: string, name: string, vpcId: string) =>
  ({ id, name, vpcId, ipv4Block: '10.0.0.0/24', ipv6Block: 'fd00::/64' }) as VpcSubnet
const subnets = [
  subnet('sn-front', 'frontend', 'vpc-web'),
  subnet('sn-back', 'backend', 'vpc-web'),
  subnet('sn-db', 'frontend', 'vpc-db'),
]
const nic: InstanceNetworkInterface = {
  id: 'nic-1',
  name: 'nic0',
  description: '',
  instanceId: 'i-1',
  vpcId: 'vpc-web',
  subnetId: 'sn-front',
  primary: true,
  mac: 'A8:40:25:00:00:01',
  ipStack: {
    type: 'dual_stack',
    value: {
      v4: { ip: '10.0.0.5', transitIps: [] },
      v6: { ip: 'fd00::5', transitIps: [] },
    },
  },
  timeCreated: time,
  timeModified: time,
}
const instance = { name: 'app-1' }

let n = 0
const rule = (targets: VpcFirewallRuleTarget[], extra: Partial<VpcFirewallRule> = {}) =>
  ({
    id: `r${++n}`,
    name: `rule-${n}`,
    description: '',
    action: 'allow',
    direction: 'inbound',
    status: 'enabled',
    priority: 100,
    filters: {},
    vpcId: 'vpc-web',
    targets,
    timeCreated: time,
    timeModified: time,
    ...extra,
  }) as VpcFirewallRule

const applies = (r: VpcFirewallRule) => rulesForInstance([r], instance, [nic], subnets, vpcs)

describe('rulesForInstance', () => {
  it.each<[string, VpcFirewallRuleTarget]>([
    ['its VPC', { type: 'vpc', value: 'web' }],
    ['its subnet', { type: 'subnet', value: 'frontend' }],
    ['its name', { type: 'instance', value: 'app-1' }],
    ['its IPv4 address', { type: 'ip', value: '10.0.0.5' }],
    ['its IPv6 address, written another way', { type: 'ip', value: 'fd00:0:0::5' }],
    ['a block holding its address', { type: 'ip_net', value: '10.0.0.0/16' }],
    ['a block holding its IPv6 address', { type: 'ip_net', value: 'fd00::/48' }],
  ])('applies a rule targeting %s', (_, target) => {
    const r = rule([target])
    expect(applies(r)).toEqual([{ rule: r, vpc: 'web', matched: [target] }])
  })

  it.each<[string, VpcFirewallRuleTarget]>([
    ['another VPC', { type: 'vpc', value: 'db' }],
    ['another subnet', { type: 'subnet', value: 'backend' }],
    ['another instance', { type: 'instance', value: 'app-2' }],
    ['another address', { type: 'ip', value: '10.0.0.6' }],
    ['a block without its addresses', { type: 'ip_net', value: '10.0.1.0/24' }],
    ['a block of the other IP version', { type: 'ip_net', value: '::/0' }],
  ])('leaves out a rule targeting %s', (_, target) => {
    // ::/0 holds the IPv6 address: only a v4-only interface is outside it
    const v4Only: InstanceNetworkInterface = {
      ...nic,
      ipStack: { type: 'v4', value: { ip: '10.0.0.5', transitIps: [] } },
    }
    expect(rulesForInstance([rule([target])], instance, [v4Only], subnets, vpcs)).toEqual([])
  })

  it('reads targets inside the rule’s own VPC only', () => {
    // the db VPC has a subnet called frontend too, and its rule names the instance
    const other = rule(
      [
        { type: 'subnet', value: 'frontend' },
        { type: 'instance', value: 'app-1' },
      ],
      { vpcId: 'vpc-db' },
    )
    expect(applies(other)).toEqual([])
  })

  it('keeps only the targets that matched, and rules by priority', () => {
    const late = rule([{ type: 'vpc', value: 'web' }], { priority: 65534 })
    const early = rule(
      [
        { type: 'subnet', value: 'backend' },
        { type: 'instance', value: 'app-1' },
      ],
      { priority: 10 },
    )
    const applied = rulesForInstance([late, early], instance, [nic], subnets, vpcs)
    expect(applied.map((a) => a.rule.name)).toEqual([early.name, late.name])
    expect(applied[0].matched).toEqual([{ type: 'instance', value: 'app-1' }])
  })

  it('applies nothing to an instance without interfaces', () => {
    expect(
      rulesForInstance([rule([{ type: 'instance', value: 'app-1' }])], instance, [], subnets, vpcs),
    ).toEqual([])
  })
})

import type {
  Instance,
  InstanceNetworkInterface,
  Vpc,
  VpcFirewallRule,
  VpcFirewallRuleTarget,
  VpcSubnet,
} from '~/api/__generated__/Api'
import { parseIp } from '~/util/ip'
import { nicAddresses } from '../vpcs/nic-addresses'
import { ipInBlock } from './networking-values'

/** A VPC firewall rule that applies to the instance, with the targets that made it apply. */
export type AppliedRule = {
  rule: VpcFirewallRule
  /** the name of the rule's VPC, for its edit link */
  vpc: string
  matched: VpcFirewallRuleTarget[]
}

const sameIp = (a: string, b: string) => {
  const x = parseIp(a)
  const y = parseIp(b)
  return !!x && !!y && x.type === y.type && x.value === y.value
}

/**
 * Does a target of a rule in the interface's VPC name that interface? Targets
 * are read inside the rule's own VPC: `vpc` and `subnet` by name, `instance`
 * by the instance's name, `ip` and `ip_net` against the interface's private
 * addresses (VpcFirewallRuleTarget in the API).
 */
function targetMatches(
  target: VpcFirewallRuleTarget,
  ctx: { instance: string; vpc: string; subnet?: string; ips: string[] },
): boolean {
  switch (target.type) {
    case 'vpc':
      return target.value === ctx.vpc
    case 'subnet':
      return target.value === ctx.subnet
    case 'instance':
      return target.value === ctx.instance
    case 'ip':
      return ctx.ips.some((ip) => sameIp(ip, target.value))
    case 'ip_net':
      return ctx.ips.some((ip) => ipInBlock(ip, target.value))
  }
}

/**
 * The firewall rules that apply to an instance: a rule of the VPC of one of
 * its network interfaces, one of whose targets names that interface (its
 * VPC, its subnet, its instance, or one of its addresses). Rules of other
 * VPCs never apply, even when a target's name would match. Sorted by
 * priority, as the VPC's rule list is; disabled rules are kept (they show their status).
 */
export function rulesForInstance(
  rules: VpcFirewallRule[],
  instance: Pick<Instance, 'name'>,
  nics: InstanceNetworkInterface[],
  subnets: VpcSubnet[],
  vpcs: Pick<Vpc, 'id' | 'name'>[],
): AppliedRule[] {
  const applied: AppliedRule[] = []
  for (const rule of rules) {
    const vpc = vpcs.find((v) => v.id === rule.vpcId)
    if (!vpc) continue
    const matched = rule.targets.filter((target) =>
      nics.some(
        (nic) =>
          nic.vpcId === rule.vpcId &&
          targetMatches(target, {
            instance: instance.name,
            vpc: vpc.name,
            subnet: subnets.find((s) => s.id === nic.subnetId)?.name,
            ips: nicAddresses(nic.ipStack),
          }),
      ),
    )
    if (matched.length) applied.push({ rule, vpc: vpc.name, matched })
  }
  return applied.sort(
    (a, b) => a.rule.priority - b.rule.priority || a.rule.name.localeCompare(b.rule.name),
  )
}

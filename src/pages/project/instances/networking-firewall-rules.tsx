import { useQueries } from '@tanstack/react-query'
import { useMemo } from 'react'
import type { Instance, Vpc, VpcFirewallRule, VpcSubnet } from '~/api/__generated__/Api'
import { allPagesQuery, usePrefetchedAllPages } from '~/api/query'
import { linkColumn, valueColumn } from '~/components/columns'
import { DataTable } from '~/components/data-table'
import { columnHelper } from '~/components/table-features'
import { TitledSection } from '~/components/titled-section'
import { RuleActionBadge, RuleStatusBadge } from '~/pages/project/vpcs/firewall-rule-badges'
import { describeProtocol, hostKindLabel } from '~/pages/project/vpcs/firewall-rule-values'
import { EmptyState } from '~/ui/empty-state'
import { paths } from '~/util/paths'
import { type AppliedRule, rulesForInstance } from './instance-firewall-rules'
import { nicListParams, nicVpcNames, vpcRulesQuery } from './loaders'

const col = columnHelper<AppliedRule>()

// module-level, so the combined list is stable while the queries are
const allRules = (results: { data?: { rules: VpcFirewallRule[] } }[]) =>
  results.flatMap((r) => r.data?.rules ?? [])

/** "TCP 22, 443" / "ICMP" / "Any" : what traffic the rule is about, besides hosts. */
function trafficSummary({ rule }: AppliedRule): string {
  const { protocols, ports } = rule.filters
  const protocolText = protocols?.length ? protocols.map(describeProtocol).join(', ') : ''
  const portText = ports?.length ? `ports ${ports.join(', ')}` : ''
  return [protocolText, portText].filter(Boolean).join(' · ') || 'Any'
}

const columnsFor = (project: string) => [
  linkColumn<AppliedRule>('name', 'Name', (r) => ({
    to: paths.firewallRuleEdit({ project, vpc: r.vpc, rule: r.rule.name }),
    text: r.rule.name,
  })),
  valueColumn<AppliedRule>('vpc', 'VPC', (r) => r.vpc),
  valueColumn<AppliedRule>('action', 'Action', (r) => <RuleActionBadge rule={r.rule} />),
  valueColumn<AppliedRule>('direction', 'Direction', (r) => r.rule.direction),
  valueColumn<AppliedRule>('priority', 'Priority', (r) => r.rule.priority),
  valueColumn<AppliedRule>('traffic', 'Protocols and ports', (r) => trafficSummary(r)),
  col.display({
    id: 'matched',
    header: 'Applies through',
    cell: ({ row }) => (
      <ul className="cell-list">
        {row.original.matched.map((t) => (
          <li key={`${t.type}:${t.value}`}>
            <span className="cell-secondary">{hostKindLabel[t.type]}</span>{' '}
            <span className="mono">{t.value}</span>
          </li>
        ))}
      </ul>
    ),
  }),
  valueColumn<AppliedRule>('status', 'Status', (r) => <RuleStatusBadge rule={r.rule} />),
]

type Props = {
  project: string
  instance: Instance
  vpcs: Vpc[]
  /** by VPC id */
  subnetsByVpc: Record<string, VpcSubnet[]>
}

/**
 * The VPC firewall rules that apply to this instance: the rules of its
 * interfaces' VPCs whose targets name it (`rulesForInstance`), each linking
 * to its edit page in the VPC.
 */
export function FirewallRulesSection({ project, instance, vpcs, subnetsByVpc }: Props) {
  const nics = usePrefetchedAllPages(
    'instanceNetworkInterfaceList',
    nicListParams({ project, instance: instance.name }),
  ).items
  const vpcNames = nicVpcNames(nics, vpcs)
  const rules = useQueries({
    queries: vpcNames.map((vpc) => vpcRulesQuery(project, vpc)),
    combine: allRules,
  })
  const applied = useMemo(
    () => rulesForInstance(rules, instance, nics, Object.values(subnetsByVpc).flat(), vpcs),
    [rules, instance, nics, subnetsByVpc, vpcs],
  )
  const columns = useMemo(() => columnsFor(project), [project])
  return (
    <TitledSection title="Firewall rules">
      <DataTable
        rows={applied}
        columns={columns}
        label="Firewall rules"
        reads={[
          allPagesQuery(
            'instanceNetworkInterfaceList',
            nicListParams({ project, instance: instance.name }),
          ),
          ...vpcNames.map((vpc) => vpcRulesQuery(project, vpc)),
        ]}
        rowId={(a) => a.rule.id}
        emptyState={
          <EmptyState
            title="No firewall rules apply"
            body="No rule of the instance's VPCs targets its VPC, subnets, name or addresses."
          />
        }
      />
    </TitledSection>
  )
}

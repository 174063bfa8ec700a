import { useMemo } from 'react'
import { Outlet, useNavigate } from 'react-router'
import type { VpcFirewallRule } from '~/api/__generated__/Api'
import {
  apiQuery,
  invalidate,
  type MutateOptions,
  mutate,
  readFresh,
  usePrefetchedApiQuery,
} from '~/api/query'
import { mergeFirewallRuleRemovals, writeWholeSet } from '~/api/whole-set'
import { LastChanged } from '~/components/activity/last-changed'
import type { RouteHandle } from '~/components/breadcrumbs'
import type { BulkActions } from '~/components/bulk/bulk-action'
import { useBulkActions } from '~/components/bulk/use-bulk'
import { actionsColumn, valueColumn } from '~/components/columns'
import { DataTable } from '~/components/data-table'
import { CopyAsTerraform } from '~/components/export/copy-as-terraform'
import { columnHelper } from '~/components/table-features'
import { getVpcSelector, useVpcSelector } from '~/hooks/selectors'
import { confirmAction } from '~/ui/confirm'
import { EmptyState } from '~/ui/empty-state'
import { LinkButton } from '~/ui/link-button'
import { paths } from '~/util/paths'
import { RuleActionBadge, RuleStatusBadge } from './firewall-rule-badges'
import { describeProtocol, hostKindLabel, sortRules } from './firewall-rule-values'

export const handle: RouteHandle = {
  crumbs: (params) => [
    { label: 'Firewall Rules', to: paths.firewallRules(getVpcSelector(params)) },
  ],
}

const col = columnHelper<VpcFirewallRule>()

const hostList = (hosts: { type: keyof typeof hostKindLabel; value: string }[]) => (
  <ul className="cell-list">
    {hosts.map((h) => (
      <li key={`${h.type}:${h.value}`}>
        <span className="cell-secondary">{hostKindLabel[h.type]}</span>{' '}
        <span className="mono">{h.value}</span>
      </li>
    ))}
  </ul>
)

function Filters({ rule }: { rule: VpcFirewallRule }) {
  const { hosts, protocols, ports } = rule.filters
  if (!hosts?.length && !protocols?.length && !ports?.length) {
    return <span className="cell-secondary">Any traffic</span>
  }
  return (
    <div className="cell-filters">
      {hosts?.length ? hostList(hosts) : null}
      {protocols?.length ? <div>{protocols.map(describeProtocol).join(', ')}</div> : null}
      {ports?.length ? (
        <div>
          <span className="cell-secondary">Ports</span>{' '}
          <span className="mono">{ports.join(', ')}</span>
        </div>
      ) : null}
    </div>
  )
}

const staticColumns = [
  col.accessor('priority', { header: 'Priority' }),
  col.accessor('name', { header: 'Name' }),
  valueColumn<VpcFirewallRule>('action', 'Action', (r) => <RuleActionBadge rule={r} />),
  col.accessor('direction', { header: 'Direction' }),
  valueColumn<VpcFirewallRule>('targets', 'Targets', (r) => hostList(r.targets)),
  valueColumn<VpcFirewallRule>('filters', 'Filters', (r) => <Filters rule={r} />),
  valueColumn<VpcFirewallRule>('status', 'Status', (r) => <RuleStatusBadge rule={r} />),
]

/**
 * Deleting rules is a PUT of the VPC's rule set, read afresh, without them;
 * nothing is sent when one of them changed since the person saw it.
 */
function deleteRules(
  sel: { project: string; vpc: string },
  rules: VpcFirewallRule[],
  options?: MutateOptions<'vpcFirewallRulesUpdate'>,
) {
  return writeWholeSet({
    read: () => readFresh('vpcFirewallRulesView', { query: sel }).then((r) => r.rules),
    merge: (fresh) => mergeFirewallRuleRemovals(fresh, rules),
    write: (set) => mutate('vpcFirewallRulesUpdate', { query: sel, body: { rules: set } }, options),
  })
}

/** A bulk delete of rules is one request for all of them, as the rule set is one resource. */
const bulkActions = (sel: { project: string; vpc: string }): BulkActions<VpcFirewallRule> => ({
  actions: [
    {
      label: 'Delete',
      done: 'deleted',
      noun: ['firewall rule', 'firewall rules'],
      destructive: true,
      note: "The VPC's other rules stay as they are",
      runAll: (rules) => deleteRules(sel, rules),
      finish: () => invalidate('vpcFirewallRulesView'),
      // a resumed run reads the rules first: one gone already is not in the set it sends
      resume: {
        alreadyDone: async (rule) =>
          (await readFresh('vpcFirewallRulesView', { query: sel })).rules.some(
            (r) => r.name === rule.name,
          )
            ? undefined
            : `${rule.name} is already deleted`,
      },
    },
  ],
})

function confirmDeleteRule(sel: { project: string; vpc: string }, rule: VpcFirewallRule) {
  confirmAction({
    title: 'Delete firewall rule',
    body: (
      <>
        Delete firewall rule <strong>{rule.name}</strong>? The VPC's other rules stay as they are.
      </>
    ),
    confirmLabel: 'Delete',
    errorTitle: 'Could not delete firewall rule',
    action: () =>
      deleteRules(sel, [rule], {
        invalidates: ['vpcFirewallRulesView'],
        toast: { title: 'Firewall rule deleted', content: rule.name },
      }),
  })
}

export function Component() {
  const navigate = useNavigate()
  const sel = useVpcSelector()
  const { project, vpc } = sel
  const { data } = usePrefetchedApiQuery('vpcFirewallRulesView', { query: { project, vpc } })
  const rules = useMemo(() => sortRules(data.rules), [data.rules])
  const bulk = useBulkActions(bulkActions({ project, vpc }))

  // stable across renders, so an open row menu survives a refetch
  const columns = useMemo(() => {
    const vpcSel = { project, vpc }
    return [
      ...staticColumns,
      actionsColumn<VpcFirewallRule>((rule) => [
        {
          label: 'Edit',
          onSelect: () => navigate(paths.firewallRuleEdit({ ...vpcSel, rule: rule.name })),
        },
        {
          label: 'Clone',
          onSelect: () => navigate(paths.firewallRuleClone({ ...vpcSel, rule: rule.name })),
        },
        { label: 'Delete', destructive: true, onSelect: () => confirmDeleteRule(vpcSel, rule) },
      ]),
    ]
  }, [project, vpc, navigate])
  const newLink = <LinkButton to={paths.firewallRulesNew(sel)}>New rule</LinkButton>
  return (
    <>
      <div className="tab-toolbar">
        <h2 className="section-title">Firewall Rules</h2>
        <div className="page-actions">
          {rules.length > 0 && (
            <CopyAsTerraform
              project={project}
              kind="firewallRules"
              ids={rules.map((r) => r.id)}
              label="Copy firewall rules as Terraform"
            />
          )}
          {newLink}
        </div>
      </div>
      <LastChanged
        operation="vpc_firewall_rules_update"
        about={{ kind: 'vpc', names: [vpc], project: [project] }}
      />
      <DataTable
        rows={rules}
        columns={columns}
        label="Firewall rules"
        reads={[apiQuery('vpcFirewallRulesView', { query: { project, vpc } })]}
        rowId={(r) => r.name}
        bulk={bulk}
        emptyState={
          <EmptyState
            title="No firewall rules"
            body="Without rules, no inbound traffic reaches this VPC's instances."
            action={newLink}
          />
        }
      />
      <Outlet />
    </>
  )
}

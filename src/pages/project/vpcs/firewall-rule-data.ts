import { useQuery } from '@tanstack/react-query'
import { data } from 'react-router'
import type { VpcFirewallRule } from '~/api/__generated__/Api'
import { allPagesQuery, apiQuery, ensure, prefetch } from '~/api/query'
import type { VpcSel } from '~/hooks/selectors'
import type { HostSuggestions } from './host-list-field'

export const rulesQuery = ({ project, vpc }: VpcSel) =>
  apiQuery('vpcFirewallRulesView', { query: { project, vpc } })

const suggestionQueries = ({ project, vpc }: VpcSel) =>
  [
    allPagesQuery('vpcList', { query: { project } }),
    allPagesQuery('vpcSubnetList', { query: { project, vpc } }),
    allPagesQuery('instanceList', { query: { project } }),
  ] as const

/** What a rule form's loader needs: the rule set, and names to suggest as targets and hosts. */
export async function loadRuleForm(sel: VpcSel, rule?: string) {
  const [{ rules }] = await Promise.all([
    ensure('vpcFirewallRulesView', { query: sel }),
    prefetch(...suggestionQueries(sel)),
  ])
  // a rule to edit or clone that does not exist is the not-found page
  if (rule !== undefined && !rules.some((r) => r.name === rule)) {
    throw data(`firewall rule "${rule}" not found`, { status: 404 })
  }
}

/** Names of the project's VPCs, this VPC's subnets and the project's instances. */
export function useHostSuggestions(sel: VpcSel): HostSuggestions {
  const [vpcs, subnets, instances] = suggestionQueries(sel)
  const names = (page?: { items: { name: string }[] }) => page?.items.map((i) => i.name) ?? []
  return {
    vpc: names(useQuery(vpcs).data),
    subnet: names(useQuery(subnets).data),
    instance: names(useQuery(instances).data),
  }
}

export const findRule = (rules: VpcFirewallRule[], name: string) => {
  const rule = rules.find((r) => r.name === name)
  if (!rule) throw data(`firewall rule "${name}" not found`, { status: 404 })
  return rule
}

import { useQuery } from '@tanstack/react-query'
import { data } from 'react-router'
import type { VpcFirewallRule } from '~/api/__generated__/Api'
import type { VpcSel } from '~/hooks/selectors'
import type { HostSuggestions } from './host-list-field'
import { suggestionQueries } from './loaders'

// a rule form's data beyond its loader's (`loadRuleForm` in ./loaders), kept out of the route table's first load

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

import { useState } from 'react'
import { usePrefetchedApiQuery } from '~/api/query'
import type { RouteHandle } from '~/components/breadcrumbs'
import { useFirewallRuleCloneSelector } from '~/hooks/selectors'
import { findRule } from './firewall-rule-data'
import { FirewallRuleForm } from './firewall-rule-form'
import { cloneName, emptyFirewallRule, ruleToValues } from './firewall-rule-values'

export const handle: RouteHandle = {
  title: (p) => (p.rule ? `Clone ${p.rule}` : 'Create firewall rule'),
}

/** A new rule, or with `firewall-rules-new/{rule}` a copy of that rule to adjust. */
export function Component() {
  const { rule: cloneOf, ...sel } = useFirewallRuleCloneSelector()
  const { data } = usePrefetchedApiQuery('vpcFirewallRulesView', { query: sel })
  const [source] = useState(() => (cloneOf ? findRule(data.rules, cloneOf) : undefined))
  return (
    <FirewallRuleForm
      sel={sel}
      rules={data.rules}
      defaultValues={
        source ? { ...ruleToValues(source), name: cloneName(source.name) } : emptyFirewallRule
      }
      title={source ? 'Clone firewall rule' : 'Create firewall rule'}
    />
  )
}

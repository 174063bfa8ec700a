import { useState } from 'react'
import { usePrefetchedApiQuery } from '~/api/query'
import type { RouteHandle } from '~/components/breadcrumbs'
import { useFirewallRuleSelector } from '~/hooks/selectors'
import { findRule } from './firewall-rule-data'
import { FirewallRuleForm } from './firewall-rule-form'
import { ruleToValues } from './firewall-rule-values'

export const handle: RouteHandle = { title: (p) => `Edit ${p.rule}` }

/** Edits one rule; the PUT carries the VPC's other rules unchanged. */
export function Component() {
  const { rule: name, ...sel } = useFirewallRuleSelector()
  const { data } = usePrefetchedApiQuery('vpcFirewallRulesView', { query: sel })
  // looked up once: after a rename the refetched list no longer has the old name
  const [original] = useState(() => findRule(data.rules, name))
  return (
    <FirewallRuleForm
      sel={sel}
      rules={data.rules}
      defaultValues={ruleToValues(original)}
      replacing={original.name}
      title="Edit firewall rule"
    />
  )
}

import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { useNavigate } from 'react-router'
import { useApiMutation, usePrefetchedApiQuery } from '~/api/query'
import { SideModalForm } from '~/components/form/side-modal-form'
import { useFirewallRuleCloneSelector } from '~/hooks/selectors'
import { addToast } from '~/ui/toast'
import { paths } from '~/util/paths'
import { findRule, useHostSuggestions } from './firewall-rule-data'
import { FirewallRuleFields } from './firewall-rule-fields'
import {
  cloneName,
  emptyFirewallRule,
  type FirewallRuleValues,
  firewallRulesUpdateRequest,
  ruleToValues,
} from './firewall-rule-values'

/** A new rule, or with `firewall-rules-new/{rule}` a copy of that rule to adjust. */
export function Component() {
  const navigate = useNavigate()
  const { rule: cloneOf, ...sel } = useFirewallRuleCloneSelector()
  const { data } = usePrefetchedApiQuery('vpcFirewallRulesView', { query: sel })
  const [source] = useState(() => (cloneOf ? findRule(data.rules, cloneOf) : undefined))
  const form = useForm<FirewallRuleValues>({
    defaultValues: source
      ? { ...ruleToValues(source), name: cloneName(source.name) }
      : emptyFirewallRule,
  })
  const suggestions = useHostSuggestions(sel)
  const update = useApiMutation('vpcFirewallRulesUpdate', {
    invalidates: ['vpcFirewallRulesView'],
  })
  return (
    <SideModalForm
      title={source ? 'Clone firewall rule' : 'Create firewall rule'}
      submitLabel="Create rule"
      form={form}
      onDismiss={() => navigate(paths.firewallRules(sel))}
      request={(v) => firewallRulesUpdateRequest(v, sel, data.rules)}
      onSubmit={(values) =>
        update.mutateAsync(firewallRulesUpdateRequest(values, sel, data.rules).params)
      }
      onSuccess={() => {
        addToast({ title: 'Firewall rule created', content: form.getValues().name.trim() })
        navigate(paths.firewallRules(sel))
      }}
    >
      <FirewallRuleFields
        control={form.control}
        takenNames={data.rules.map((r) => r.name)}
        suggestions={suggestions}
      />
    </SideModalForm>
  )
}

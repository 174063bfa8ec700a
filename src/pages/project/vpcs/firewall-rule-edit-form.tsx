import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { useNavigate } from 'react-router'
import { useApiMutation, usePrefetchedApiQuery } from '~/api/query'
import { SideModalForm } from '~/components/form/side-modal-form'
import { useFirewallRuleSelector } from '~/hooks/selectors'
import { addToast } from '~/ui/toast'
import { paths } from '~/util/paths'
import { findRule, useHostSuggestions } from './firewall-rule-data'
import { FirewallRuleFields } from './firewall-rule-fields'
import {
  type FirewallRuleValues,
  firewallRulesUpdateRequest,
  ruleToValues,
} from './firewall-rule-values'

/** Edits one rule; the PUT carries the VPC's other rules unchanged. */
export function Component() {
  const navigate = useNavigate()
  const { rule: name, ...sel } = useFirewallRuleSelector()
  const { data } = usePrefetchedApiQuery('vpcFirewallRulesView', { query: sel })
  // looked up once: after a rename the refetched list no longer has the old name
  const [original] = useState(() => findRule(data.rules, name))
  const form = useForm<FirewallRuleValues>({ defaultValues: ruleToValues(original) })
  const suggestions = useHostSuggestions(sel)
  const update = useApiMutation('vpcFirewallRulesUpdate', {
    invalidates: ['vpcFirewallRulesView'],
  })
  return (
    <SideModalForm
      title="Edit firewall rule"
      submitLabel="Update rule"
      form={form}
      onDismiss={() => navigate(paths.firewallRules(sel))}
      request={(v) => firewallRulesUpdateRequest(v, sel, data.rules, original.name)}
      onSubmit={(values) =>
        update.mutateAsync(
          firewallRulesUpdateRequest(values, sel, data.rules, original.name).params,
        )
      }
      onSuccess={() => {
        addToast({ title: 'Firewall rule updated', content: form.getValues().name.trim() })
        navigate(paths.firewallRules(sel))
      }}
    >
      <FirewallRuleFields
        control={form.control}
        takenNames={data.rules.filter((r) => r.name !== original.name).map((r) => r.name)}
        suggestions={suggestions}
      />
    </SideModalForm>
  )
}

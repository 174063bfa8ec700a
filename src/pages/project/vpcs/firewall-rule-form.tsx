import { useForm } from 'react-hook-form'
import { useNavigate } from 'react-router'
import type { VpcFirewallRule } from '~/api/__generated__/Api'
import { mutate, readFresh } from '~/api/query'
import { firewallReview } from '~/api/set-diff'
import { mergeFirewallRules } from '~/api/whole-set'
import { SideModalForm } from '~/components/form/side-modal-form'
import { useWholeSet } from '~/components/form/whole-set'
import { addToast } from '~/ui/toast'
import { paths } from '~/util/paths'
import { useHostSuggestions } from './firewall-rule-data'
import { FirewallRuleFields } from './firewall-rule-fields'
import {
  type FirewallRuleValues,
  firewallRulesUpdateRequest,
  valuesToRule,
} from './firewall-rule-values'

/**
 * The form of a new or an edited firewall rule. The API has no call for one
 * rule: the submit reads the VPC's rules afresh and PUTs them with this one
 * added or swapped in, the others as they are now (`useWholeSet`), once the
 * person has seen the change.
 */
export function FirewallRuleForm({
  sel,
  rules,
  defaultValues,
  replacing,
  title,
}: {
  sel: { project: string; vpc: string }
  /** the VPC's rules as they are */
  rules: VpcFirewallRule[]
  defaultValues: FirewallRuleValues
  /** the name of the rule being edited; none for a new rule */
  replacing?: string
  title: string
}) {
  const navigate = useNavigate()
  const form = useForm<FirewallRuleValues>({ defaultValues })
  const suggestions = useHostSuggestions(sel)
  const wholeSet = useWholeSet(rules)
  const toRequest = (v: FirewallRuleValues) => firewallRulesUpdateRequest(v, sel, rules, replacing)
  const save = (v: FirewallRuleValues) =>
    wholeSet.write({
      read: () => readFresh('vpcFirewallRulesView', { query: sel }).then((r) => r.rules),
      merge: (base, fresh) => mergeFirewallRules(base, fresh, { replacing, rule: valuesToRule(v) }),
      review: firewallReview,
      write: (set) =>
        mutate(
          'vpcFirewallRulesUpdate',
          { query: sel, body: { rules: set } },
          {
            invalidates: ['vpcFirewallRulesView'],
          },
        ),
    })
  return (
    <SideModalForm
      title={title}
      submitLabel={replacing ? 'Update rule' : 'Create rule'}
      form={form}
      onDismiss={() => navigate(paths.firewallRules(sel))}
      request={toRequest}
      onSubmit={save}
      review={wholeSet.review}
      onSuccess={() => {
        addToast({
          title: replacing ? 'Firewall rule updated' : 'Firewall rule created',
          content: form.getValues().name.trim(),
        })
        navigate(paths.firewallRules(sel))
      }}
    >
      <FirewallRuleFields
        control={form.control}
        takenNames={rules.map((r) => r.name).filter((n) => n !== replacing)}
        suggestions={suggestions}
      />
    </SideModalForm>
  )
}

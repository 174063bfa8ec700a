import type { Control } from 'react-hook-form'
import { CheckboxField } from '~/components/form/checkbox-field'
import { NumberField } from '~/components/form/number-field'
import { RadioField } from '~/components/form/radio-field'
import { DescriptionField, TextField } from '~/components/form/text-field'
import { validateName } from '~/util/names'
import { type FirewallRuleValues, PRIORITY_MAX, PRIORITY_MIN } from './firewall-rule-values'
import { HostListField, type HostSuggestions } from './host-list-field'
import { PortListField } from './port-list-field'
import { ProtocolListField } from './protocol-list-field'

/**
 * Every field of the create, clone and edit forms. `takenNames` are the names
 * of the VPC's other rules: rule names are unique within a VPC.
 */
export function FirewallRuleFields({
  control,
  takenNames,
  suggestions,
}: {
  control: Control<FirewallRuleValues>
  takenNames: string[]
  suggestions: HostSuggestions
}) {
  return (
    <>
      <CheckboxField control={control} name="enabled" label="Enabled" />
      <TextField
        control={control}
        name="name"
        label="Name"
        required
        description="Lowercase letters, numbers and dashes; unique among this VPC's rules."
        validate={(value) =>
          validateName(value.trim()) ??
          (takenNames.includes(value.trim()) ? 'Firewall rule name already exists' : undefined)
        }
      />
      <DescriptionField control={control} />
      <NumberField
        control={control}
        name="priority"
        label="Priority"
        required
        min={PRIORITY_MIN}
        max={PRIORITY_MAX}
        description={`From ${PRIORITY_MIN} to ${PRIORITY_MAX}; rules with lower numbers are applied first.`}
      />
      <RadioField
        control={control}
        name="action"
        label="Action"
        inline
        items={[
          { value: 'allow', label: 'Allow' },
          { value: 'deny', label: 'Deny' },
        ]}
      />
      <RadioField
        control={control}
        name="direction"
        label="Direction of traffic"
        inline
        items={[
          { value: 'inbound', label: 'Inbound' },
          { value: 'outbound', label: 'Outbound' },
        ]}
      />
      <hr className="form-divider" />
      <HostListField
        control={control}
        name="targets"
        noun="target"
        legend="Targets"
        help="The instances this rule applies to: a whole VPC, a subnet, an instance, or instances by IP address or network."
        empty="No targets yet"
        required
        suggestions={suggestions}
      />
      <h3 className="form-section-title">Filters</h3>
      <p className="field-help">
        Traffic matches when it passes every filter given. An empty filter matches anything.
      </p>
      <HostListField
        control={control}
        name="hosts"
        noun="host filter"
        legend="Host filters"
        help="The other end of the traffic: where inbound traffic comes from, or where outbound traffic goes."
        empty="Any host"
        suggestions={suggestions}
      />
      <ProtocolListField control={control} />
      <PortListField control={control} />
    </>
  )
}

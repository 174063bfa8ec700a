import type { Control } from 'react-hook-form'
import type { AntiAffinityGroup } from '~/api/__generated__/Api'
import { SelectField } from '~/components/form/select-field'
import { TextField } from '~/components/form/text-field'
import { type InstanceFormValues, validateHostname, validateUserData } from './instance-form-values'
import { NameCheckboxes } from './name-checkboxes'

const policyItems = [
  { value: 'default', label: 'Default (the silo decides)' },
  { value: 'best_effort', label: 'Best effort' },
  { value: 'never', label: 'Never' },
]

/** Hostname, user data, auto-restart policy and anti-affinity groups. */
export function AdvancedSection({
  control,
  groups,
}: {
  control: Control<InstanceFormValues>
  /** the project's anti-affinity groups */
  groups: AntiAffinityGroup[]
}) {
  return (
    <fieldset className="compute-fieldset">
      <legend className="compute-legend">Advanced</legend>
      <TextField
        control={control}
        name="hostname"
        label="Hostname"
        placeholder="Same as the name"
        description="Letters, numbers, dashes and dots; empty uses the instance's name."
        validate={validateHostname}
      />
      <TextField
        control={control}
        name="userData"
        label="User data"
        multiline
        description="Text for cloud-init or similar, at most 32 KiB; sent base64-encoded."
        validate={validateUserData}
      />
      <SelectField
        control={control}
        name="autoRestartPolicy"
        label="Auto-restart policy"
        description="Whether the control plane restarts the instance when it fails."
        items={policyItems}
      />
      <span className="field-label">Anti-affinity groups</span>
      {groups.length === 0 ? (
        <p className="field-help">This project has no anti-affinity groups.</p>
      ) : (
        <>
          <span className="field-help">The instance is kept apart from the groups' members.</span>
          <NameCheckboxes
            control={control}
            name="antiAffinityGroups"
            label="Anti-affinity groups"
            options={groups.map((g) => ({ name: g.name, detail: `(${g.policy})` }))}
          />
        </>
      )}
    </fieldset>
  )
}

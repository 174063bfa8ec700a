import { type Control, useWatch } from 'react-hook-form'
import { Link } from 'react-router'
import type { FloatingIp, SiloIpPool } from '~/api/__generated__/Api'
import { CheckboxField } from '~/components/form/checkbox-field'
import { ComboboxField } from '~/components/form/combobox-field'
import { paths } from '~/util/paths'
import { poolItems } from '../../attachables/attachable-form'
import type { InstanceFormValues } from './instance-form-values'
import { NameCheckboxes } from './name-checkboxes'

/** An ephemeral IP from one of the silo's pools, and the project's detached floating IPs. */
export function ExternalIpsSection({
  control,
  project,
  pools,
  floatingIps,
}: {
  control: Control<InstanceFormValues>
  project: string
  /** the silo's IP pools */
  pools: SiloIpPool[]
  /** the project's floating IPs not attached to an instance */
  floatingIps: FloatingIp[]
}) {
  const [ephemeral, networking] = useWatch({ control, name: ['ephemeralIp', 'networking'] })
  return (
    <fieldset className="compute-fieldset">
      <legend className="compute-legend">External IPs</legend>
      {networking === 'none' && (
        <p className="field-help">External IPs need a network interface to reach the instance.</p>
      )}
      <CheckboxField control={control} name="ephemeralIp" label="Allocate an ephemeral IP" />
      {ephemeral &&
        (pools.length === 0 ? (
          <p className="field-error">This silo has no IP pools to allocate from.</p>
        ) : (
          <ComboboxField
            control={control}
            name="ephemeralIpPool"
            label="IP pool"
            required
            placeholder="Choose a pool"
            items={poolItems(pools)}
          />
        ))}
      <span className="field-label">Floating IPs</span>
      {floatingIps.length === 0 ? (
        <p className="field-help">
          No detached floating IPs in this project.{' '}
          <Link to={paths.floatingIpsNew({ project })}>Create one</Link> to give the instance a
          fixed address.
        </p>
      ) : (
        <NameCheckboxes
          control={control}
          name="floatingIps"
          label="Floating IPs"
          options={floatingIps.map((f) => ({ name: f.name, detail: f.ip }))}
        />
      )}
    </fieldset>
  )
}

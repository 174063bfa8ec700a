import { type Control, useController } from 'react-hook-form'
import type { FleetRole, SiloRole } from '~/api/__generated__/Api'
import { ColumnHeads } from '~/components/column-heads'
import { fleetRoles, roleLabel, type SiloFormValues, siloRoles } from './silo-form-values'

const plural = (role: SiloRole) => `${roleLabel(role)}s`

/**
 * `SiloCreate.mapped_fleet_roles`: a grid of silo roles by fleet roles; a
 * checked cell grants that fleet role to everyone holding that silo role.
 */
export function FleetRolesFields({ control }: { control: Control<SiloFormValues> }) {
  return (
    <>
      <h3 className="form-section-title">Fleet roles</h3>
      <p className="field-help">
        Holders of a silo role can also get fleet roles, e.g. silo admins as fleet viewers.
      </p>
      <table className="silo-role-grid" aria-label="Fleet roles by silo role">
        <ColumnHeads names={['Silo role', ...fleetRoles.map((f) => `Fleet ${f}`)]} />
        <tbody>
          {siloRoles.map((s) => (
            <SiloRoleRow key={s} control={control} siloRole={s} />
          ))}
        </tbody>
      </table>
    </>
  )
}

function SiloRoleRow({
  control,
  siloRole,
}: {
  control: Control<SiloFormValues>
  siloRole: SiloRole
}) {
  const { field } = useController({ control, name: `mappedFleetRoles.${siloRole}` })
  const chosen = (field.value ?? []) as FleetRole[]
  return (
    <tr>
      <th scope="row">Silo {roleLabel(siloRole)}</th>
      {fleetRoles.map((f) => (
        <td key={f}>
          <input
            type="checkbox"
            className="silo-role-check"
            aria-label={`Grant fleet ${f} to silo ${plural(siloRole)}`}
            checked={chosen.includes(f)}
            onChange={(e) =>
              field.onChange(e.target.checked ? [...chosen, f] : chosen.filter((r) => r !== f))
            }
          />
        </td>
      ))}
    </tr>
  )
}

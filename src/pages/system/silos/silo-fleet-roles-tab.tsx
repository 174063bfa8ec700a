import type { FleetRole } from '~/api/__generated__/Api'
import { ColumnHeads } from '~/components/column-heads'
import { Badge } from '~/ui/badge'
import { EmptyState } from '~/ui/empty-state'
import { fleetRoleRows, roleLabel } from './silo-form-values'

/**
 * The silo's `mapped_fleet_roles`, read-only: the API sets them when the silo
 * is created and has no call to change them.
 */
export function SiloFleetRolesTab({ mapped }: { mapped: Record<string, FleetRole[]> }) {
  const rows = fleetRoleRows(mapped)
  if (rows.length === 0) {
    return (
      <EmptyState
        title="No fleet roles"
        body="Holding a role in this silo grants no role on the fleet."
      />
    )
  }
  return (
    <>
      <p className="tab-note">Fleet roles are set when a silo is created and cannot be changed.</p>
      <div className="table-wrap">
        <table className="table" aria-label="Fleet roles">
          <ColumnHeads names={['Silo role', 'Fleet roles']} />
          <tbody>
            {rows.map((r) => (
              <tr key={r.siloRole}>
                <td>{roleLabel(r.siloRole)}</td>
                <td>
                  <span className="silo-role-badges">
                    {r.fleetRoles.map((f) => (
                      <Badge key={f}>{f}</Badge>
                    ))}
                  </span>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  )
}

import { useQuery } from '@tanstack/react-query'
import type { IpPoolAssignment as Assignment } from '~/api/__generated__/Api'
import { apiQuery, mutate } from '~/api/query'
import { Button } from '~/ui/button'
import { confirmAction } from '~/ui/confirm'

const assignmentLabel: Record<Assignment, string> = {
  silos: 'Silos',
  system_services: 'System services',
}

/** What changing a pool's assignment does, for the confirm and its button. */
const change: Record<Assignment, { to: Assignment; action: string; body: string }> = {
  silos: {
    to: 'system_services',
    action: 'Reserve for system services',
    body: 'Its addresses go to the rack’s own services, such as external DNS and NTP, and no longer to silos’ instances and floating IPs.',
  },
  system_services: {
    to: 'silos',
    action: 'Make available to silos',
    body: 'Linked silos can take its addresses for instances and floating IPs, and it no longer serves the rack’s own services.',
  },
}

/**
 * Who an IP pool's addresses are for: silos or the rack's own services. A
 * fleet admin may switch it, behind a confirm.
 */
export function IpPoolAssignment({ pool, isAdmin }: { pool: string; isAdmin: boolean }) {
  const { data } = useQuery(apiQuery('systemIpPoolView', { path: { pool } }))
  if (!data) return null
  const next = change[data.assignment]
  const confirm = () =>
    confirmAction({
      title: next.action,
      body: (
        <>
          {next.action} pool <strong>{pool}</strong>? {next.body}
        </>
      ),
      confirmLabel: next.action,
      errorTitle: 'Could not change the pool’s assignment',
      action: () =>
        mutate(
          'systemIpPoolAssign',
          { path: { pool }, body: { assignment: next.to } },
          {
            invalidates: ['systemIpPoolList', 'systemIpPoolView'],
            toast: { title: 'IP pool assignment changed', content: assignmentLabel[next.to] },
          },
        ),
    })
  return (
    <>
      <dt>Assigned to</dt>
      <dd>
        {assignmentLabel[data.assignment]}
        {isAdmin && (
          <>
            {' '}
            <Button variant="secondary" size="sm" onClick={confirm}>
              {next.action}
            </Button>
          </>
        )}
      </dd>
    </>
  )
}

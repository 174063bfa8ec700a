import { useState } from 'react'
import { usePrefetchedApiQuery } from '~/api/query'
import { LastChanged } from '~/components/activity/last-changed'
import { Button } from '~/ui/button'
import { formatBytes } from '~/util/units'
import { SiloQuotasForm } from './silo-quotas-form'

export function SiloQuotasTab({ silo }: { silo: string }) {
  const { data: quotas } = usePrefetchedApiQuery('siloQuotasView', { path: { silo } })
  const { data: usage } = usePrefetchedApiQuery('siloUtilizationView', { path: { silo } })
  const [editing, setEditing] = useState(false)
  const rows = [
    { label: 'CPUs', quota: `${quotas.cpus}`, used: `${usage.provisioned.cpus}` },
    {
      label: 'Memory',
      quota: formatBytes(quotas.memory),
      used: formatBytes(usage.provisioned.memory),
    },
    {
      label: 'Storage',
      quota: formatBytes(quotas.storage),
      used: formatBytes(usage.provisioned.storage),
    },
  ]
  return (
    <>
      <div className="tab-actions">
        <Button onClick={() => setEditing(true)}>Edit quotas</Button>
      </div>
      <LastChanged operation="silo_quotas_update" about={{ kind: 'silo', names: [silo] }} />
      <div className="table-wrap">
        <table className="table" aria-label="Quotas">
          <thead>
            <tr>
              <th>Resource</th>
              <th>Quota</th>
              <th>Provisioned</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((r) => (
              <tr key={r.label}>
                <td>{r.label}</td>
                <td>{r.quota}</td>
                <td>{r.used}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {editing && (
        <SiloQuotasForm silo={silo} quotas={quotas} onDismiss={() => setEditing(false)} />
      )}
    </>
  )
}

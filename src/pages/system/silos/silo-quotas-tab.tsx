import { useState } from 'react'
import { usePrefetchedApiQuery } from '~/api/query'
import { LastChanged } from '~/components/activity/last-changed'
import { valueColumn } from '~/components/columns'
import { DataTable } from '~/components/data-table'
import { Button } from '~/ui/button'
import { formatBytes } from '~/util/units'
import { SiloQuotasForm } from './silo-quotas-form'

type QuotaRow = { label: string; quota: string; used: string }
const quotaColumns = [
  valueColumn<QuotaRow>('resource', 'Resource', (r) => r.label),
  valueColumn<QuotaRow>('quota', 'Quota', (r) => r.quota),
  valueColumn<QuotaRow>('provisioned', 'Provisioned', (r) => r.used),
]

export function SiloQuotasTab({ silo }: { silo: string }) {
  const { data: quotas } = usePrefetchedApiQuery('siloQuotasView', { path: { silo } })
  const { data: usage } = usePrefetchedApiQuery('siloUtilizationView', { path: { silo } })
  const [editing, setEditing] = useState(false)
  const rows: QuotaRow[] = [
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
      <DataTable label="Quotas" rows={rows} columns={quotaColumns} rowId={(r) => r.label} />
      {editing && (
        <SiloQuotasForm silo={silo} quotas={quotas} onDismiss={() => setEditing(false)} />
      )}
    </>
  )
}

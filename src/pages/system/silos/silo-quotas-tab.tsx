import { useState } from 'react'
import { useForm } from 'react-hook-form'
import type { SiloQuotas } from '~/api/__generated__/Api'
import { readFresh, useApiMutation, usePrefetchedApiQuery } from '~/api/query'
import { mergeQuotas } from '~/api/whole-set'
import { SideModalForm } from '~/components/form/side-modal-form'
import { useWholeSet } from '~/components/form/whole-set'
import { Button } from '~/ui/button'
import { addToast } from '~/ui/toast'
import { formatBytes } from '~/util/units'
import { QuotaFields } from './quota-fields'
import { type QuotaFormValues, quotasToValues, siloQuotasUpdateRequest } from './silo-form-values'

type Silo = { silo: string }

export function SiloQuotasTab({ silo }: Silo) {
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
      {editing && <QuotasForm silo={silo} quotas={quotas} onDismiss={() => setEditing(false)} />}
    </>
  )
}

/** The quotas are written whole: the ones the person changed go onto the quotas read afresh. */
function QuotasForm({
  silo,
  quotas,
  onDismiss,
}: Silo & { quotas: SiloQuotas; onDismiss: () => void }) {
  const form = useForm<QuotaFormValues>({ defaultValues: quotasToValues(quotas) })
  const wholeSet = useWholeSet(quotas)
  const update = useApiMutation('siloQuotasUpdate', {
    invalidates: [
      'siloQuotasView',
      'siloUtilizationView',
      'siloUtilizationList',
      'systemQuotasList',
    ],
  })
  return (
    <SideModalForm
      title="Edit quotas"
      submitLabel="Update quotas"
      form={form}
      onDismiss={onDismiss}
      request={(v) => siloQuotasUpdateRequest(v, silo)}
      onSubmit={(v) =>
        wholeSet.write({
          read: () => readFresh('siloQuotasView', { path: { silo } }),
          merge: (base, fresh) =>
            mergeQuotas(base, fresh, siloQuotasUpdateRequest(v, silo).params.body),
          write: (body) => update.mutateAsync({ path: { silo }, body }),
        })
      }
      onSuccess={() => {
        addToast({ title: 'Quotas updated', content: silo })
        onDismiss()
      }}
    >
      <QuotaFields control={form.control} />
    </SideModalForm>
  )
}

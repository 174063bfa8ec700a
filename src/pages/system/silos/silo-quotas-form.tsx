import { useForm } from 'react-hook-form'
import type { SiloQuotas } from '~/api/__generated__/Api'
import { mutate, readFresh } from '~/api/query'
import { quotasReview } from '~/api/set-diff'
import { mergeQuotas } from '~/api/whole-set'
import { SideModalForm } from '~/components/form/side-modal-form'
import { useWholeSet } from '~/components/form/whole-set'
import { addToast } from '~/ui/toast'
import { QuotaFields } from './quota-fields'
import { type QuotaFormValues, quotasToValues, siloQuotasUpdateRequest } from './silo-form-values'

/**
 * A silo's quotas, from its quotas tab or the system utilization page. They are
 * written whole: the ones the person changed go onto the quotas read afresh.
 */
export function SiloQuotasForm({
  silo,
  quotas,
  onDismiss,
}: {
  silo: string
  quotas: SiloQuotas
  onDismiss: () => void
}) {
  const form = useForm<QuotaFormValues>({ defaultValues: quotasToValues(quotas) })
  const wholeSet = useWholeSet(quotas)
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
          review: quotasReview,
          write: (body) =>
            mutate(
              'siloQuotasUpdate',
              { path: { silo }, body },
              {
                invalidates: [
                  'siloQuotasView',
                  'siloUtilizationView',
                  'siloUtilizationList',
                  'systemQuotasList',
                ],
              },
            ),
        })
      }
      review={wholeSet.review}
      onSuccess={() => {
        addToast({ title: 'Quotas updated', content: silo })
        onDismiss()
      }}
    >
      <QuotaFields control={form.control} />
    </SideModalForm>
  )
}

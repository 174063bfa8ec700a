import { useForm } from 'react-hook-form'
import { useNavigate } from 'react-router'
import { capitalize } from '~/api/errors'
import { mutateRequest, usePrefetchedApiQuery } from '~/api/query'
import { SelectField } from '~/components/form/select-field'
import { SideModalForm } from '~/components/form/side-modal-form'
import { DescriptionField, NameField } from '~/components/form/text-field'
import { addToast } from '~/ui/toast'
import type { PoolKindBase } from './pool-kind'
import { emptyPool, type PoolFormValues, poolToValues } from './pool-values'

/** Create a pool of the kind, then go to its page. */
export function PoolCreateForm({ kind }: { kind: PoolKindBase }) {
  const navigate = useNavigate()
  const form = useForm<PoolFormValues>({ defaultValues: emptyPool })
  return (
    <SideModalForm
      title={`Create ${kind.noun}`}
      submitLabel={`Create ${kind.noun}`}
      form={form}
      onDismiss={() => navigate(kind.paths.list())}
      request={kind.requests.create}
      onSubmit={(values) =>
        mutateRequest(kind.requests.create(values), { invalidates: kind.poolQueries })
      }
      onSuccess={() => {
        const name = form.getValues().name.trim()
        addToast({ title: `${capitalize(kind.noun)} created`, content: name })
        navigate(kind.paths.pool({ pool: name }))
      }}
    >
      <NameField control={form.control} />
      <DescriptionField control={form.control} />
      <SelectField
        control={form.control}
        name="ipVersion"
        label="IP version"
        required
        description={`A pool holds ${kind.holds} of one IP version only.`}
        items={[
          { value: 'v4', label: 'IPv4' },
          { value: 'v6', label: 'IPv6' },
        ]}
      />
    </SideModalForm>
  )
}

/** Rename a pool or change its description; its IP version stays. */
export function PoolEditForm({ kind, pool: name }: { kind: PoolKindBase; pool: string }) {
  const navigate = useNavigate()
  const { data: pool } = usePrefetchedApiQuery(kind.viewOp, { path: { pool: name } })
  const form = useForm<PoolFormValues>({ defaultValues: poolToValues(pool) })
  const request = (values: PoolFormValues) => kind.requests.update(values, name)
  return (
    <SideModalForm
      title={`Edit ${kind.noun}`}
      submitLabel={`Update ${kind.noun}`}
      form={form}
      onDismiss={() => navigate(kind.paths.pool({ pool: name }))}
      request={request}
      onSubmit={(values) => mutateRequest(request(values), { invalidates: kind.poolQueries })}
      onSuccess={() => {
        const newName = form.getValues().name.trim()
        addToast({ title: `${capitalize(kind.noun)} updated`, content: newName })
        navigate(kind.paths.pool({ pool: newName }))
      }}
    >
      <NameField control={form.control} />
      <DescriptionField control={form.control} />
    </SideModalForm>
  )
}

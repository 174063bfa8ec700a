import { useForm } from 'react-hook-form'
import { useNavigate } from 'react-router'
import { usePrefetchedApiQuery } from '~/api/query'
import { requestFormProps } from '~/components/form/request-form'
import { SelectField } from '~/components/form/select-field'
import { SideModalForm } from '~/components/form/side-modal-form'
import { IdentityFields } from '~/components/form/text-field'
import type { PoolKindBase } from './pool-kind'
import { emptyPool, type PoolFormValues, poolToValues } from './pool-values'

/** Create a pool of the kind, then go to its page. */
export function PoolCreateForm({ kind }: { kind: PoolKindBase }) {
  const navigate = useNavigate()
  const form = useForm<PoolFormValues>({ defaultValues: emptyPool })
  return (
    <SideModalForm
      {...requestFormProps(
        form,
        { verb: 'create', noun: kind.noun, invalidates: kind.poolQueries },
        kind.requests.create,
        (name) => navigate(kind.paths.pool({ pool: name })),
      )}
      onDismiss={() => navigate(kind.paths.list())}
    >
      <IdentityFields control={form.control} />
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
  return (
    <SideModalForm
      {...requestFormProps(
        form,
        { verb: 'update', noun: kind.noun, invalidates: kind.poolQueries },
        (values) => kind.requests.update(values, name),
        (newName) => navigate(kind.paths.pool({ pool: newName })),
      )}
      onDismiss={() => navigate(kind.paths.pool({ pool: name }))}
    >
      <IdentityFields control={form.control} />
    </SideModalForm>
  )
}

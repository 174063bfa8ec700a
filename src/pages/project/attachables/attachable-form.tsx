import type { ReactNode } from 'react'
import type { Control, FieldValues, Path, UseFormReturn } from 'react-hook-form'
import { useNavigate } from 'react-router'
import type { ApiRequest } from '~/api/client'
import { ComboboxField } from '~/components/form/combobox-field'
import { RadioField } from '~/components/form/radio-field'
import { requestFormProps } from '~/components/form/request-form'
import { SideModalForm } from '~/components/form/side-modal-form'
import { DescriptionField, NameField } from '~/components/form/text-field'
import { trimmedIdentity } from '~/util/names'
import { unicastPools } from '~/util/unicast-pools'
import type { AttachableKind } from './attachable-kind'

type Values = { name: string; description: string }

/** A create form's request is its own; an edit sends the name and description only. */
type Mode<T> =
  | { mode: 'create'; request: (values: T) => ApiRequest }
  | { mode: 'edit' /** the one edited, by its name before the edit */; name: string }

/**
 * The create and edit forms' shell: name and description, the kind's own
 * fields below, and back to the list with a toast once it is done.
 */
export function AttachableForm<T extends Values>({
  kind,
  project,
  form,
  preflight,
  requestBeside,
  children,
  ...mode
}: Mode<T> & {
  kind: AttachableKind
  project: string
  form: UseFormReturn<T>
  /** a check on figures read afresh before the call (a pool's addresses left) */
  preflight?: (values: T) => Promise<void>
  /** beside the "Equivalent CLI / API" button: the edit form's "Copy as Terraform" */
  requestBeside?: ReactNode
  children: ReactNode
}) {
  const navigate = useNavigate()
  const toList = () => navigate(kind.paths.list({ project }))
  const verb = mode.mode === 'create' ? 'create' : 'update'
  const request =
    mode.mode === 'create'
      ? mode.request
      : (v: T) => kind.requests.update(project, mode.name, trimmedIdentity(v))
  const action = { verb, noun: kind.noun, invalidates: kind.queries, preflight } as const
  return (
    <SideModalForm
      {...requestFormProps(form, action, request, toList)}
      onDismiss={toList}
      requestBeside={requestBeside}
    >
      <NameField control={form.control} />
      <DescriptionField control={form.control} />
      {children}
    </SideModalForm>
  )
}

/** A create form's pool choices: "name (v4, default)". */
export const poolItems = (
  pools: readonly { name: string; ipVersion: string; isDefault: boolean; poolType?: string }[],
) =>
  unicastPools(pools).map((p) => ({
    value: p.name,
    label: `${p.name} (${p.ipVersion}${p.isDefault ? ', default' : ''})`,
  }))

/**
 * The pick of one of the silo's unicast pools, by name (`pool`): required, or,
 * given `orDefault`, one that may stay empty for the silo's default pool.
 */
export function PoolField<T extends FieldValues & { pool: string }>({
  control,
  pools,
  label = 'IP pool',
  orDefault,
}: {
  control: Control<T>
  pools: Parameters<typeof poolItems>[0]
  label?: string
  /** the description of a pick that may stay empty: the silo's default pool then */
  orDefault?: string
}) {
  return (
    <ComboboxField
      control={control}
      name={'pool' as Path<T>}
      label={label}
      required={!orDefault}
      items={poolItems(pools)}
      placeholder={orDefault ? "The silo's default pool" : 'Choose a pool'}
      description={orDefault}
    />
  )
}

type Choice = { value: string; label: string }

/**
 * How a create form's resource gets its address: from a pool (`auto`'s
 * fields) or one asked for by hand (`explicit`'s), by the form's `allocation`.
 */
export function AllocationFields<T extends Values & { allocation: string }>({
  form,
  label,
  choices,
  auto,
  explicit,
}: {
  form: UseFormReturn<T>
  label: string
  /** the pool choice first, then the by-hand one */
  choices: [Choice, Choice]
  auto: ReactNode
  explicit: ReactNode
}) {
  const name = 'allocation' as Path<T>
  return (
    <>
      <RadioField control={form.control} name={name} label={label} items={choices} />
      {form.watch(name) === choices[0].value ? auto : explicit}
    </>
  )
}

import type { ReactNode } from 'react'
import type { UseFormReturn } from 'react-hook-form'
import { useNavigate } from 'react-router'
import type { ApiRequest } from '~/api/client'
import { SideModalForm } from '~/components/form/side-modal-form'
import { DescriptionField, NameField } from '~/components/form/text-field'
import { addToast } from '~/ui/toast'
import { type AttachableKind, capitalize, send } from './attachable-kind'

type Values = { name: string; description: string }

/**
 * The create and edit forms' shell: name and description, the kind's own
 * fields below, and back to the list with a toast once it is done.
 */
export function AttachableForm<T extends Values>({
  kind,
  project,
  mode,
  form,
  request,
  children,
}: {
  kind: AttachableKind
  project: string
  mode: 'create' | 'edit'
  form: UseFormReturn<T>
  request: (values: T) => ApiRequest
  children: ReactNode
}) {
  const navigate = useNavigate()
  const toList = () => navigate(kind.paths.list({ project }))
  const create = mode === 'create'
  return (
    <SideModalForm
      title={`${create ? 'Create' : 'Edit'} ${kind.noun}`}
      submitLabel={`${create ? 'Create' : 'Update'} ${kind.noun}`}
      form={form}
      onDismiss={toList}
      request={request}
      onSubmit={(values) => send(request(values), { invalidates: kind.queries })}
      onSuccess={() => {
        addToast({
          title: `${capitalize(kind.noun)} ${create ? 'created' : 'updated'}`,
          content: form.getValues().name.trim(),
        })
        toList()
      }}
    >
      <NameField control={form.control} />
      <DescriptionField control={form.control} />
      {children}
    </SideModalForm>
  )
}

/** A create form's pool choices: "name (v4, default)". */
export const poolItems = (
  pools: readonly { name: string; ipVersion: string; isDefault: boolean }[],
) =>
  pools.map((p) => ({
    value: p.name,
    label: `${p.name} (${p.ipVersion}${p.isDefault ? ', default' : ''})`,
  }))

import type { ReactNode } from 'react'
import { useForm } from 'react-hook-form'
import type { ApiRequest, OperationId } from '~/api/client'
import { mutateRequest } from '~/api/query'
import { CheckboxField } from '~/components/form/checkbox-field'
import { ComboboxField } from '~/components/form/combobox-field'
import { requestFormProps } from '~/components/form/request-form'
import { SideModalForm } from '~/components/form/side-modal-form'
import { Badge } from '~/ui/badge'
import { confirmAction } from '~/ui/confirm'

type LinkValues = { name: string; isDefault: boolean }

/**
 * The side form that links a pool and a silo, from either side: the other one
 * picked from those not linked yet, and whether the pool becomes the silo's default.
 */
export function LinkForm({
  noun,
  label,
  items,
  description,
  defaultHelp,
  request,
  invalidates,
  onDismiss,
}: {
  /** what is linked: "silo" or "pool" */
  noun: string
  /** the picker's label */
  label: string
  items: { value: string; label: string }[]
  /** the picker's help */
  description: string
  /** the "Make default" box's help */
  defaultHelp: string
  request: (name: string, isDefault: boolean) => ApiRequest
  invalidates: readonly OperationId[]
  onDismiss: () => void
}) {
  const form = useForm<LinkValues>({ defaultValues: { name: '', isDefault: false } })
  return (
    <SideModalForm
      {...requestFormProps(
        form,
        {
          title: `Link ${noun}`,
          invalidates,
          toast: ({ name }) => ({ title: `${capitalize(noun)} linked`, content: name }),
        },
        ({ name, isDefault }) => request(name, isDefault),
        onDismiss,
      )}
      onDismiss={onDismiss}
    >
      <ComboboxField
        control={form.control}
        name="name"
        label={label}
        required
        placeholder={items.length ? `Select a ${noun}` : `Every ${noun} is linked already`}
        description={description}
        items={items}
      />
      <CheckboxField
        control={form.control}
        name="isDefault"
        label="Make default"
        description={defaultHelp}
      />
    </SideModalForm>
  )
}

const capitalize = (s: string) => s[0].toUpperCase() + s.slice(1)

/**
 * A link row's menu: make or clear the default, or unlink after a confirm.
 * `name` is the row's (the silo or the pool), `noun` what the row is.
 */
export function linkMenuItems({
  noun,
  name,
  isDefault,
  invalidates,
  update,
  unlink,
  unlinkBody,
}: {
  noun: string
  name: string
  isDefault: boolean
  invalidates: readonly OperationId[]
  update: (isDefault: boolean) => ApiRequest
  unlink: ApiRequest
  unlinkBody: ReactNode
}) {
  const setDefault = (isDefault: boolean) =>
    mutateRequest(update(isDefault), {
      invalidates,
      toast: { title: isDefault ? 'Default pool set' : 'Default cleared', content: name },
      errorTitle: 'Could not change the default',
    })
  const confirmUnlink = () =>
    confirmAction({
      title: `Unlink ${noun}`,
      body: unlinkBody,
      confirmLabel: 'Unlink',
      errorTitle: `Could not unlink ${noun}`,
      action: () =>
        mutateRequest(unlink, {
          invalidates,
          toast: { title: `${capitalize(noun)} unlinked`, content: name },
        }),
    })
  return [
    isDefault
      ? { label: 'Clear default', onSelect: () => setDefault(false) }
      : { label: 'Make default', onSelect: () => setDefault(true) },
    { label: 'Unlink', destructive: true, onSelect: confirmUnlink },
  ]
}

export const defaultBadge = (isDefault: boolean): ReactNode =>
  isDefault ? <Badge color="green">Default</Badge> : null

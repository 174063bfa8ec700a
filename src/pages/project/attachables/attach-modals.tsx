import { type FieldValues, type UseFormReturn, useForm } from 'react-hook-form'
import { Link } from 'react-router'
import { capitalize } from '~/api/errors'
import { ComboboxField } from '~/components/form/combobox-field'
import { ModalForm } from '~/components/form/modal-form'
import { requestFormProps } from '~/components/form/request-form'
import { Alert } from '~/ui/alert'
import { InstancePickField } from '../instances/instance-pick-field'
import type { AttachableKind } from './attachable-kind'

type Named = { name: string }

/**
 * The shell of both attach modals: "Attach {noun}", the one call that
 * attaches the named resource to the instance, and its toast.
 */
function attachFormProps<V extends FieldValues>(
  kind: AttachableKind,
  project: string,
  form: UseFormReturn<V>,
  /** the resource and the instance the values name */
  toAttach: (values: V) => { name: string; instance: string },
  onDismiss: () => void,
) {
  const shell = requestFormProps(
    form,
    {
      title: `Attach ${kind.noun}`,
      submitLabel: 'Attach',
      invalidates: kind.queries,
      toast: (values) => {
        const { name, instance } = toAttach(values)
        return { title: `${capitalize(kind.noun)} attached`, content: `${name} to ${instance}` }
      },
    },
    (values) => {
      const { name, instance } = toAttach(values)
      return kind.requests.attach(project, name, instance)
    },
    onDismiss,
  )
  return { ...shell, onDismiss, errorTitle: `Could not attach ${kind.noun}` }
}

/** From the resource's list: pick one of the project's instances and attach the resource to it. */
export function AttachToInstanceModal({
  kind,
  project,
  item,
  instances,
  onDismiss,
}: {
  kind: AttachableKind
  project: string
  item: Named & { address: string }
  instances: readonly Named[]
  onDismiss: () => void
}) {
  const form = useForm<{ instance: string }>({ defaultValues: { instance: '' } })
  const toAttach = ({ instance }: { instance: string }) => ({ name: item.name, instance })
  return (
    <ModalForm {...attachFormProps(kind, project, form, toAttach, onDismiss)}>
      <p>
        Attach <strong>{item.name}</strong> (<span className="mono">{item.address}</span>) to an
        instance of this project. Traffic to the {kind.addressWord} then reaches that instance.
      </p>
      <InstancePickField
        control={form.control}
        items={instances.map((i) => ({ value: i.name, label: i.name }))}
      />
    </ModalForm>
  )
}

/**
 * From an instance's networking tab: pick one of the project's detached
 * floating IPs or external subnets and attach it to the instance.
 */
export function AttachToThisInstanceModal({
  kind,
  project,
  instance,
  items,
  onDismiss,
}: {
  kind: AttachableKind
  project: string
  instance: string
  /** the project's resources of the kind, attached or not; undefined while they load */
  items: readonly (Named & { instanceId?: string | null; address: string })[] | undefined
  onDismiss: () => void
}) {
  const detached = (items ?? []).filter((i) => !i.instanceId)
  const form = useForm<{ name: string }>({ defaultValues: { name: '' } })
  const toAttach = ({ name }: { name: string }) => ({ name, instance })
  return (
    <ModalForm
      {...attachFormProps(kind, project, form, toAttach, onDismiss)}
      submitDisabled={detached.length === 0}
    >
      <p>
        Traffic to the {kind.noun} then reaches this instance, until the {kind.noun} is detached.
      </p>
      {items && !detached.length ? (
        <Alert variant="info" title={`No detached ${kind.noun}s`}>
          Every {kind.noun} of this project is attached to an instance.{' '}
          <Link to={kind.paths.create({ project })}>Create {`${kind.article} ${kind.noun}`}</Link>
        </Alert>
      ) : (
        <ComboboxField
          control={form.control}
          name="name"
          label={capitalize(kind.noun)}
          required
          placeholder={`Choose ${kind.article} ${kind.noun}`}
          items={detached.map((i) => ({ value: i.name, label: `${i.name} (${i.address})` }))}
        />
      )}
    </ModalForm>
  )
}

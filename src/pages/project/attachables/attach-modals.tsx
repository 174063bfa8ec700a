import { useForm } from 'react-hook-form'
import { Link } from 'react-router'
import { capitalize } from '~/api/errors'
import { ComboboxField } from '~/components/form/combobox-field'
import { ModalForm } from '~/components/form/modal-form'
import { requestFormProps } from '~/components/form/request-form'
import { Alert } from '~/ui/alert'
import type { AttachableKind } from './attachable-kind'

type Named = { name: string }

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
  return (
    <ModalForm
      {...requestFormProps(
        form,
        {
          title: `Attach ${kind.noun}`,
          submitLabel: 'Attach',
          invalidates: kind.queries,
          toast: ({ instance }) => ({
            title: `${capitalize(kind.noun)} attached`,
            content: `${item.name} to ${instance}`,
          }),
        },
        ({ instance }) => kind.requests.attach(project, item.name, instance),
        onDismiss,
      )}
      onDismiss={onDismiss}
      errorTitle={`Could not attach ${kind.noun}`}
    >
      <p>
        Attach <strong>{item.name}</strong> (<span className="mono">{item.address}</span>) to an
        instance of this project. Traffic to the {kind.addressWord} then reaches that instance.
      </p>
      <ComboboxField
        control={form.control}
        name="instance"
        label="Instance"
        required
        placeholder="Choose an instance"
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
  const label = capitalize(kind.noun)
  return (
    <ModalForm
      {...requestFormProps(
        form,
        {
          title: `Attach ${kind.noun}`,
          submitLabel: 'Attach',
          invalidates: kind.queries,
          toast: ({ name }) => ({ title: `${label} attached`, content: `${name} to ${instance}` }),
        },
        ({ name }) => kind.requests.attach(project, name, instance),
        onDismiss,
      )}
      submitDisabled={detached.length === 0}
      onDismiss={onDismiss}
      errorTitle={`Could not attach ${kind.noun}`}
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
          label={label}
          required
          placeholder={`Choose ${kind.article} ${kind.noun}`}
          items={detached.map((i) => ({ value: i.name, label: `${i.name} (${i.address})` }))}
        />
      )}
    </ModalForm>
  )
}

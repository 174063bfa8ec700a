import { useQuery } from '@tanstack/react-query'
import { useForm } from 'react-hook-form'
import { ModalForm } from '~/components/form/modal-form'
import { requestFormProps } from '~/components/form/request-form'
import { InstancePickField } from '../instances/instance-pick-field'
import type { GroupKind, GroupSelector } from './group-kind'
import { memberChoices } from './group-values'
import { instancesQuery, membersQuery } from './loaders'

/**
 * Pick an instance of the project that is not yet a member. Only a stopped
 * instance may join: the others show, with the reason, but cannot be picked;
 * the API stays the judge (an instance may start meanwhile), and its refusal
 * shows here.
 */
export function AddMemberModal({
  kind,
  selector,
  onDismiss,
}: {
  kind: GroupKind
  selector: GroupSelector
  onDismiss: () => void
}) {
  const instances = useQuery(instancesQuery(selector.project)).data?.items ?? []
  const members = useQuery(membersQuery(kind, selector)).data?.items ?? []
  const choices = memberChoices(
    instances,
    members.map((m) => m.value.id),
  )
  const form = useForm<{ instance: string }>({ defaultValues: { instance: '' } })
  const request = ({ instance }: { instance: string }) =>
    kind.requests.memberAdd(selector, instance)
  return (
    <ModalForm
      {...requestFormProps(
        form,
        {
          title: 'Add instance to group',
          submitLabel: 'Add instance',
          invalidates: kind.queries,
          toast: (values) => ({
            title: 'Member added',
            content: `${values.instance} to ${selector.group}`,
          }),
        },
        request,
        onDismiss,
      )}
      onDismiss={onDismiss}
      errorTitle="Could not add instance"
    >
      <p>
        Add an instance of this project to {kind.noun} <strong>{selector.group}</strong>. Only
        stopped instances can join a group.
      </p>
      {choices.length === 0 ? (
        <p className="field-help">Every instance of this project is already a member.</p>
      ) : (
        <InstancePickField control={form.control} items={choices} />
      )}
    </ModalForm>
  )
}

import { useQuery } from '@tanstack/react-query'
import { useForm } from 'react-hook-form'
import { allPagesQuery, useApiMutation } from '~/api/query'
import { ComboboxField } from '~/components/form/combobox-field'
import { ModalForm } from '~/components/form/modal-form'
import { addToast } from '~/ui/toast'
import { antiAffinityMemberAddRequest } from './anti-affinity-group-form-values'
import { membersQuery } from './loaders'

type Selector = { project: string; antiAffinityGroup: string }

/**
 * Pick an instance of the project that is not yet a member. Only a
 * stopped instance may join; the API is the judge, and its refusal shows here.
 */
export function AddMemberModal({
  selector,
  onDismiss,
}: {
  selector: Selector
  onDismiss: () => void
}) {
  const { project, antiAffinityGroup } = selector
  const instances =
    useQuery(allPagesQuery('instanceList', { query: { project } })).data?.items ?? []
  const members = useQuery(membersQuery(selector)).data?.items ?? []
  const candidates = instances.filter((i) => !members.some((m) => m.value.id === i.id))
  const form = useForm<{ instance: string }>({ defaultValues: { instance: '' } })
  const add = useApiMutation('antiAffinityGroupMemberInstanceAdd', {
    invalidates: ['antiAffinityGroupMemberList', 'instanceAntiAffinityGroupList'],
    onSuccess: (_, { path }) => {
      addToast({ title: 'Member added', content: `${path.instance} to ${antiAffinityGroup}` })
      onDismiss()
    },
  })
  return (
    <ModalForm
      title="Add instance to group"
      submitLabel="Add instance"
      form={form}
      onDismiss={onDismiss}
      request={({ instance }) =>
        antiAffinityMemberAddRequest({ project, antiAffinityGroup }, instance)
      }
      onSubmit={({ instance }) =>
        add.mutateAsync(
          antiAffinityMemberAddRequest({ project, antiAffinityGroup }, instance).params,
        )
      }
      errorTitle="Could not add instance"
    >
      <p>
        Add an instance of this project to <strong>{antiAffinityGroup}</strong>. Only stopped
        instances can join a group.
      </p>
      {candidates.length === 0 ? (
        <p className="field-help">Every instance of this project is already a member.</p>
      ) : (
        <ComboboxField
          control={form.control}
          name="instance"
          label="Instance"
          required
          placeholder="Choose an instance"
          items={candidates.map((i) => ({ value: i.name, label: `${i.name} (${i.runState})` }))}
        />
      )}
    </ModalForm>
  )
}

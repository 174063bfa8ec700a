import { useForm } from 'react-hook-form'
import { useNavigate } from 'react-router'
import { useApiMutation, usePrefetchedAllPages } from '~/api/query'
import { diskCan } from '~/api/states'
import { ComboboxField } from '~/components/form/combobox-field'
import { SideModalForm } from '~/components/form/side-modal-form'
import { IdentityFields } from '~/components/form/text-field'
import { useProjectSelector } from '~/hooks/selectors'
import { addToast } from '~/ui/toast'
import { paths } from '~/util/paths'
import {
  emptySnapshot,
  type SnapshotFormValues,
  snapshotCreateRequest,
} from './snapshot-form-values'

export function Component() {
  const navigate = useNavigate()
  const selector = useProjectSelector()
  const disks = usePrefetchedAllPages('diskList', { query: selector })
  const snapshottable = disks.items.filter((d) => diskCan('snapshot', d))
  const form = useForm<SnapshotFormValues>({ defaultValues: emptySnapshot })
  const create = useApiMutation('snapshotCreate', { invalidates: ['snapshotList'] })
  return (
    <SideModalForm
      title="Create snapshot"
      submitLabel="Create snapshot"
      form={form}
      onDismiss={() => navigate(paths.snapshots(selector))}
      request={(v) => snapshotCreateRequest(v, selector.project)}
      onSubmit={(values) =>
        create.mutateAsync(snapshotCreateRequest(values, selector.project).params)
      }
      onSuccess={() => {
        addToast({ title: 'Snapshot created', content: form.getValues().name.trim() })
        navigate(paths.snapshots(selector))
      }}
    >
      <IdentityFields control={form.control} />
      <ComboboxField
        control={form.control}
        name="disk"
        label="Disk"
        description="Attached and detached disks can be snapshotted."
        placeholder={snapshottable.length ? 'Pick a disk' : 'No disk can be snapshotted now'}
        items={snapshottable.map((d) => ({ value: d.name, label: d.name }))}
        required
      />
    </SideModalForm>
  )
}

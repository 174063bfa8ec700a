import { useForm, useWatch } from 'react-hook-form'
import { useNavigate } from 'react-router'
import { usePrefetchedAllPages } from '~/api/query'
import { checkRoom } from '~/api/room-left'
import { diskCan } from '~/api/states'
import type { RouteHandle } from '~/components/breadcrumbs'
import { ComboboxField } from '~/components/form/combobox-field'
import { requestFormProps } from '~/components/form/request-form'
import { SideModalForm } from '~/components/form/side-modal-form'
import { IdentityFields } from '~/components/form/text-field'
import { RoomLeft } from '~/components/room-left/room-left'
import { useProjectSelector } from '~/hooks/selectors'
import { paths } from '~/util/paths'
import {
  emptySnapshot,
  type SnapshotFormValues,
  snapshotCreateRequest,
} from './snapshot-form-values'

export const handle: RouteHandle = { title: 'Create snapshot' }

export function Component() {
  const navigate = useNavigate()
  const selector = useProjectSelector()
  const disks = usePrefetchedAllPages('diskList', { query: selector })
  const snapshottable = disks.items.filter((d) => diskCan('snapshot', d))
  const form = useForm<SnapshotFormValues>({ defaultValues: emptySnapshot })
  const toList = () => navigate(paths.snapshots(selector))
  // a snapshot provisions storage the size of its disk
  const sizeOf = (disk: string) => ({ storage: disks.items.find((d) => d.name === disk)?.size })
  const picked = useWatch({ control: form.control, name: 'disk' })
  const action = {
    verb: 'create',
    noun: 'snapshot',
    invalidates: ['snapshotList'],
    preflight: (v: SnapshotFormValues) => checkRoom(sizeOf(v.disk)),
  } as const
  const request = (v: SnapshotFormValues) => snapshotCreateRequest(v, selector.project)
  return (
    <SideModalForm {...requestFormProps(form, action, request, toList)} onDismiss={toList}>
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
      <RoomLeft need={sizeOf(picked)} />
    </SideModalForm>
  )
}

import { useForm } from 'react-hook-form'
import { type LoaderFunctionArgs, useNavigate } from 'react-router'
import { listQuery, prefetch, useApiMutation } from '~/api/query'
import { SideModalForm } from '~/components/form/side-modal-form'
import { getProjectSelector, useProjectSelector } from '~/hooks/selectors'
import { addToast } from '~/ui/toast'
import { paths } from '~/util/paths'
import { usePrefetchedList } from '../use-prefetched-list'
import { DiskFormFields } from './disk-form-fields'
import { type DiskFormValues, emptyDisk, valuesToDiskCreate } from './disk-form-values'

export async function loader({ params }: LoaderFunctionArgs) {
  const selector = getProjectSelector(params)
  await prefetch(
    listQuery('imageList', {}),
    listQuery('imageList', { query: selector }),
    listQuery('snapshotList', { query: selector }),
  )
  return null
}

export function Component() {
  const navigate = useNavigate()
  const selector = useProjectSelector()
  const siloImages = usePrefetchedList('imageList', {})
  const projectImages = usePrefetchedList('imageList', { query: selector })
  const snapshots = usePrefetchedList('snapshotList', { query: selector })
  const form = useForm<DiskFormValues>({ defaultValues: emptyDisk })
  const create = useApiMutation('diskCreate', { invalidates: ['diskList'] })
  return (
    <SideModalForm
      title="Create disk"
      submitLabel="Create disk"
      form={form}
      onDismiss={() => navigate(paths.disks(selector))}
      onSubmit={(values) =>
        create.mutateAsync({ query: selector, body: valuesToDiskCreate(values) })
      }
      onSuccess={() => {
        addToast({ title: 'Disk created', content: form.getValues().name.trim() })
        navigate(paths.disks(selector))
      }}
    >
      <DiskFormFields
        form={form}
        images={[...siloImages.items, ...projectImages.items]}
        snapshots={snapshots.items.filter((s) => s.state === 'ready')}
      />
    </SideModalForm>
  )
}

import { useForm } from 'react-hook-form'
import { type LoaderFunctionArgs, useNavigate } from 'react-router'
import { listQuery, prefetch, useApiMutation } from '~/api/query'
import { CheckboxField } from '~/components/form/checkbox-field'
import { SideModalForm } from '~/components/form/side-modal-form'
import { DescriptionField, NameField } from '~/components/form/text-field'
import { getProjectSelector, useProjectSelector } from '~/hooks/selectors'
import { addToast } from '~/ui/toast'
import { genName } from '~/util/names'
import { paths } from '~/util/paths'
import { usePrefetchedList } from '../../use-prefetched-list'
import { BootDiskSection } from './boot-disk-section'
import { HardwareSection } from './hardware-section'
import {
  emptyInstance,
  type InstanceFormValues,
  valuesToInstanceCreate,
} from './instance-form-values'
import { SshKeysSection } from './ssh-keys-section'

export async function loader({ params }: LoaderFunctionArgs) {
  const { project } = getProjectSelector(params)
  await prefetch(
    listQuery('imageList', {}),
    listQuery('imageList', { query: { project } }),
    listQuery('currentUserSshKeyList', {}),
  )
  return null
}

export function Component() {
  const navigate = useNavigate()
  const { project } = useProjectSelector()
  const siloImages = usePrefetchedList('imageList', {})
  const projectImages = usePrefetchedList('imageList', { query: { project } })
  const keys = usePrefetchedList('currentUserSshKeyList', {})
  const form = useForm<InstanceFormValues>({
    defaultValues: emptyInstance(keys.items.map((k) => k.name)),
  })
  const create = useApiMutation('instanceCreate', {
    invalidates: ['instanceList', 'diskList'],
  })
  return (
    <SideModalForm
      title="Create instance"
      submitLabel="Create instance"
      form={form}
      onDismiss={() => navigate(paths.instances({ project }))}
      onSubmit={(values) =>
        create.mutateAsync({
          query: { project },
          body: valuesToInstanceCreate(values, genName(values.name, 'boot')),
        })
      }
      onSuccess={() => {
        const name = form.getValues().name.trim()
        addToast({ title: 'Instance created', content: name })
        navigate(paths.instance({ project, instance: name }))
      }}
    >
      <NameField control={form.control} />
      <DescriptionField control={form.control} />
      <HardwareSection control={form.control} />
      <BootDiskSection
        form={form}
        siloImages={siloImages.items}
        projectImages={projectImages.items}
      />
      <SshKeysSection control={form.control} keys={keys.items} />
      <CheckboxField control={form.control} name="start" label="Start the instance once created" />
    </SideModalForm>
  )
}

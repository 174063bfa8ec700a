import { useForm } from 'react-hook-form'
import { useNavigate } from 'react-router'
import { useApiMutation, usePrefetchedApiQuery } from '~/api/query'
import { SideModalForm } from '~/components/form/side-modal-form'
import { DescriptionField, NameField, TextField } from '~/components/form/text-field'
import { useFloatingIpSelector } from '~/hooks/selectors'
import { addToast } from '~/ui/toast'
import { paths } from '~/util/paths'
import {
  type FloatingIpFormValues,
  floatingIpToValues,
  floatingIpUpdateRequest,
} from './floating-ip-form-values'

export function Component() {
  const navigate = useNavigate()
  const { project, floatingIp } = useFloatingIpSelector()
  const { data } = usePrefetchedApiQuery('floatingIpView', {
    path: { floatingIp },
    query: { project },
  })
  const form = useForm<FloatingIpFormValues>({ defaultValues: floatingIpToValues(data) })
  const update = useApiMutation('floatingIpUpdate', {
    invalidates: ['floatingIpList', 'floatingIpView'],
  })
  return (
    <SideModalForm
      title="Edit floating IP"
      submitLabel="Update floating IP"
      form={form}
      onDismiss={() => navigate(paths.floatingIps({ project }))}
      request={(v) => floatingIpUpdateRequest(v, { project, floatingIp })}
      onSubmit={(values) =>
        update.mutateAsync(floatingIpUpdateRequest(values, { project, floatingIp }).params)
      }
      onSuccess={() => {
        addToast({ title: 'Floating IP updated', content: form.getValues().name.trim() })
        navigate(paths.floatingIps({ project }))
      }}
    >
      <NameField control={form.control} />
      <DescriptionField control={form.control} />
      <TextField
        control={form.control}
        name="ip"
        label="IP address"
        readOnly
        description="Given when the floating IP was created; it cannot change."
      />
    </SideModalForm>
  )
}

import { useForm } from 'react-hook-form'
import { usePrefetchedApiQuery } from '~/api/query'
import type { RouteHandle } from '~/components/breadcrumbs'
import { CopyAsTerraform } from '~/components/export/copy-as-terraform'
import { TextField } from '~/components/form/text-field'
import { useFloatingIpSelector } from '~/hooks/selectors'
import { AttachableForm } from '../attachables/attachable-form'
import { type FloatingIpFormValues, floatingIpToValues } from './floating-ip-form-values'
import { floatingIpKind } from './floating-ip-kind'

export const handle: RouteHandle = { title: (p) => `Edit ${p.floatingIp}` }

export function Component() {
  const { project, floatingIp } = useFloatingIpSelector()
  const { data } = usePrefetchedApiQuery('floatingIpView', {
    path: { floatingIp },
    query: { project },
  })
  const form = useForm<FloatingIpFormValues>({ defaultValues: floatingIpToValues(data) })
  return (
    <AttachableForm
      kind={floatingIpKind}
      project={project}
      mode="edit"
      name={floatingIp}
      form={form}
      requestBeside={<CopyAsTerraform project={project} kind="floatingIps" ids={[data.id]} />}
    >
      <TextField
        control={form.control}
        name="ip"
        label="IP address"
        readOnly
        description="Given when the floating IP was created; it cannot change."
      />
    </AttachableForm>
  )
}

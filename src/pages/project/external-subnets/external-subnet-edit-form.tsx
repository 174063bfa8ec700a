import { useForm } from 'react-hook-form'
import { usePrefetchedApiQuery } from '~/api/query'
import type { RouteHandle } from '~/components/breadcrumbs'
import { useExternalSubnetSelector } from '~/hooks/selectors'
import { AttachableForm } from '../attachables/attachable-form'
import { externalSubnetKind } from './external-subnet-kind'
import { type ExternalSubnetFormValues, externalSubnetToValues } from './external-subnet-values'

export const handle: RouteHandle = { title: (p) => `Edit ${p.externalSubnet}` }

export function Component() {
  const { project, externalSubnet } = useExternalSubnetSelector()
  const params = { path: { externalSubnet }, query: { project } }
  const { data: subnet } = usePrefetchedApiQuery('externalSubnetView', params)
  const form = useForm<ExternalSubnetFormValues>({ defaultValues: externalSubnetToValues(subnet) })
  return (
    <AttachableForm
      kind={externalSubnetKind}
      project={project}
      mode="edit"
      name={externalSubnet}
      form={form}
    >
      <p className="field-help">
        Subnet <span className="mono">{subnet.subnet}</span>: a block cannot be changed, only
        deleted and made again.
      </p>
    </AttachableForm>
  )
}

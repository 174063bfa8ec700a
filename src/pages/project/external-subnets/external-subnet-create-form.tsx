import { useForm } from 'react-hook-form'
import { usePrefetchedQuery } from '~/api/query'
import type { RouteHandle } from '~/components/breadcrumbs'
import { NumberField } from '~/components/form/number-field'
import { TextField } from '~/components/form/text-field'
import { useProjectSelector } from '~/hooks/selectors'
import { AllocationFields, AttachableForm, PoolField } from '../attachables/attachable-form'
import { externalSubnetKind } from './external-subnet-kind'
import {
  type ExternalSubnetFormValues,
  emptyExternalSubnet,
  externalSubnetCreateRequest,
  validateExternalSubnet,
} from './external-subnet-values'
import { subnetPoolsQuery } from './loaders'

export const handle: RouteHandle = { title: 'Create external subnet' }

export function Component() {
  const { project } = useProjectSelector()
  const pools = usePrefetchedQuery(subnetPoolsQuery()).data.items
  const form = useForm<ExternalSubnetFormValues>({ defaultValues: emptyExternalSubnet })
  const poolName = form.watch('pool')
  const pool = pools.find((p) => p.name === poolName)
  return (
    <AttachableForm
      kind={externalSubnetKind}
      project={project}
      mode="create"
      form={form}
      request={(v) => externalSubnetCreateRequest(v, project)}
    >
      <AllocationFields
        form={form}
        label="Subnet"
        choices={[
          { value: 'auto', label: 'Next free block of a subnet pool' },
          { value: 'explicit', label: 'A specific block' },
        ]}
        auto={
          <>
            <PoolField
              control={form.control}
              pools={pools}
              label="Subnet pool"
              orDefault="Leave empty to use the silo's default subnet pool."
            />
            <NumberField
              control={form.control}
              name="prefixLength"
              label="Prefix length"
              required
              min={0}
              max={pool?.ipVersion === 'v6' ? 128 : 32}
              description="The block's size: a /28 holds 16 IPv4 addresses."
            />
          </>
        }
        explicit={
          <TextField
            control={form.control}
            name="subnet"
            label="Subnet"
            required
            validate={validateExternalSubnet}
            placeholder="203.0.113.64/28"
            description="A free block inside a subnet pool linked to this silo."
          />
        }
      />
    </AttachableForm>
  )
}

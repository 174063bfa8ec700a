import { useQuery } from '@tanstack/react-query'
import { useForm, useWatch } from 'react-hook-form'
import { checkPoolLeft } from '~/api/room-left'
import type { RouteHandle } from '~/components/breadcrumbs'
import { TextField } from '~/components/form/text-field'
import { PoolLeft } from '~/components/room-left/room-left'
import { useProjectSelector } from '~/hooks/selectors'
import { validateIp } from '~/util/ip'
import { AllocationFields, AttachableForm, PoolField } from '../attachables/attachable-form'
import {
  emptyFloatingIp,
  type FloatingIpFormValues,
  floatingIpCreateRequest,
} from './floating-ip-form-values'
import { floatingIpKind } from './floating-ip-kind'
import { poolsQuery } from './loaders'

export const handle: RouteHandle = { title: 'Create floating IP' }

export function Component() {
  const { project } = useProjectSelector()
  const pools = useQuery(poolsQuery()).data?.items ?? []
  const defaultPool = pools.find((p) => p.isDefault)?.name ?? ''
  const form = useForm<FloatingIpFormValues>({ defaultValues: emptyFloatingIp(defaultPool) })
  const pool = useWatch({ control: form.control, name: 'pool' })
  return (
    <AttachableForm
      kind={floatingIpKind}
      project={project}
      mode="create"
      form={form}
      request={(v) => floatingIpCreateRequest(v, project)}
      // an address from a pool with none left is not asked for (fleet viewers, who may read it)
      preflight={(v) => checkPoolLeft(v.allocation === 'pool' ? v.pool : undefined)}
    >
      <AllocationFields
        form={form}
        label="Address"
        choices={[
          { value: 'pool', label: 'Next free address of a pool' },
          { value: 'ip', label: 'A specific address' },
        ]}
        auto={
          <>
            <PoolField control={form.control} pools={pools} />
            <PoolLeft pool={pool} />
          </>
        }
        explicit={
          <TextField
            control={form.control}
            name="ip"
            label="IP address"
            required
            validate={validateIp}
            placeholder="192.0.2.50"
            description="An unused address in one of the silo's IP pools."
          />
        }
      />
    </AttachableForm>
  )
}

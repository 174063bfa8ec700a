import { useQuery } from '@tanstack/react-query'
import { useForm } from 'react-hook-form'
import { useNavigate } from 'react-router'
import { usePrefetchedQuery } from '~/api/query'
import type { RouteHandle } from '~/components/breadcrumbs'
import { ComboboxField } from '~/components/form/combobox-field'
import { requestFormProps } from '~/components/form/request-form'
import { SideModalForm } from '~/components/form/side-modal-form'
import { IdentityFields, TextField } from '~/components/form/text-field'
import { useProjectSelector } from '~/hooks/selectors'
import { paths } from '~/util/paths'
import { PoolField } from '../attachables/attachable-form'
import { poolsQuery, sledsQuery } from './loaders'
import { PROBE_QUERIES } from './probe-delete'
import {
  emptyProbe,
  type ProbeFormValues,
  probeCreateRequest,
  validateSledId,
} from './probe-values'

export const handle: RouteHandle = { title: 'Create probe' }

/** Pick a sled from the inventory when the user may read it; else type its ID. */
function SledField({ form }: { form: ReturnType<typeof useForm<ProbeFormValues>> }) {
  // the loader asked; the inventory is for fleet viewers, and a 403 means "type the ID"
  // (not asked again on mount, so the field does not change kind under the user)
  const sleds = useQuery({ ...sledsQuery(), retryOnMount: false })
  if (sleds.data) {
    return (
      <ComboboxField
        control={form.control}
        name="sled"
        label="Sled"
        required
        items={sleds.data.items.map((s) => ({
          value: s.id,
          label: `${s.baseboard.serial} (cubby ${s.slot})`,
        }))}
        placeholder="Choose a sled"
      />
    )
  }
  return (
    <TextField
      control={form.control}
      name="sled"
      label="Sled ID"
      required
      validate={validateSledId}
      placeholder="5e1d0000-1a2b-4c3d-8e4f-5a6b7c8d9e01"
      description="The ID of the sled the probe runs on, from the rack's inventory."
    />
  )
}

export function Component() {
  const { project } = useProjectSelector()
  const navigate = useNavigate()
  const pools = usePrefetchedQuery(poolsQuery()).data.items
  const form = useForm<ProbeFormValues>({ defaultValues: emptyProbe })
  const toList = () => navigate(paths.probes({ project }))
  const action = { verb: 'create', noun: 'probe', invalidates: PROBE_QUERIES } as const
  return (
    <SideModalForm
      {...requestFormProps(form, action, (v) => probeCreateRequest(v, project), toList)}
      onDismiss={toList}
    >
      <IdentityFields control={form.control} />
      <SledField form={form} />
      <PoolField
        control={form.control}
        pools={pools}
        orDefault="The pool of the probe's external address. Leave empty for the silo's default."
      />
    </SideModalForm>
  )
}

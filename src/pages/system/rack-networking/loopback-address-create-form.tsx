import { useForm } from 'react-hook-form'
import { useNavigate } from 'react-router'
import { usePrefetchedAllPages } from '~/api/query'
import type { RouteHandle } from '~/components/breadcrumbs'
import { CheckboxField } from '~/components/form/checkbox-field'
import { ComboboxField } from '~/components/form/combobox-field'
import { NumberField } from '~/components/form/number-field'
import { requestFormProps } from '~/components/form/request-form'
import { SideModalForm } from '~/components/form/side-modal-form'
import { TextField } from '~/components/form/text-field'
import { validateIp } from '~/util/ip'
import { paths } from '~/util/paths'
import { RackField } from '../rack-field'
import { SwitchSlotField } from '../switch-slot-field'
import {
  emptyLoopbackAddress,
  type LoopbackAddressFormValues,
  loopbackAddressCreateRequest,
  validateMask,
} from './rack-networking-values'

export const handle: RouteHandle = { title: 'Create loopback address' }

/** Reserve a loopback address for a switch from an address lot. */
export function Component() {
  const navigate = useNavigate()
  const racks = usePrefetchedAllPages('rackList', {}).items
  const lots = usePrefetchedAllPages('networkingAddressLotList', {}).items
  // a rack has one rack id to pick: preselect it when there is only one
  const form = useForm<LoopbackAddressFormValues>({
    defaultValues: emptyLoopbackAddress(racks.length === 1 ? racks[0].id : ''),
  })
  const action = {
    verb: 'create',
    noun: 'loopback address',
    invalidates: ['networkingLoopbackAddressList'],
    content: (v: LoopbackAddressFormValues) => `${v.address.trim()}/${v.mask} on ${v.switchSlot}`,
  } as const
  const toList = () => navigate(paths.systemLoopbackAddresses())
  return (
    <SideModalForm
      {...requestFormProps(form, action, loopbackAddressCreateRequest, toList)}
      onDismiss={toList}
    >
      <RackField control={form.control} racks={racks} />
      <SwitchSlotField control={form.control} />
      <TextField
        control={form.control}
        name="address"
        label="Address"
        required
        placeholder="172.20.15.29"
        validate={(v) => validateIp(v.trim())}
        description="An address within one of the lot's blocks."
      />
      <NumberField
        control={form.control}
        name="mask"
        label="Mask"
        required
        min={0}
        max={128}
        validate={(m) => validateMask(m, form.getValues('address'))}
        description="The prefix length, e.g. 32 for a single IPv4 address."
      />
      <ComboboxField
        control={form.control}
        name="addressLot"
        label="Address lot"
        required
        placeholder="Select an address lot"
        items={lots.map((l) => ({ value: l.name, label: l.name }))}
      />
      <CheckboxField
        control={form.control}
        name="anycast"
        label="Anycast"
        description="An anycast address may be shared by switches that all ask for anycast; any other belongs to one switch."
      />
    </SideModalForm>
  )
}

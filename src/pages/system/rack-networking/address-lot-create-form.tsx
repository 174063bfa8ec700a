import { useForm } from 'react-hook-form'
import { useNavigate } from 'react-router'
import type { RouteHandle } from '~/components/breadcrumbs'
import { RadioField } from '~/components/form/radio-field'
import { RepeatGroup } from '~/components/form/repeat-group'
import { requestFormProps } from '~/components/form/request-form'
import { SideModalForm } from '~/components/form/side-modal-form'
import { IdentityFields, TextField } from '~/components/form/text-field'
import { validateIp } from '~/util/ip'
import { paths } from '~/util/paths'
import {
  type AddressLotFormValues,
  addressLotCreateRequest,
  addressLotKinds,
  emptyAddressLot,
  emptyBlock,
} from './rack-networking-values'

export const handle: RouteHandle = { title: 'Create address lot' }

/**
 * Create an address lot with its blocks. Each block's ends must be addresses;
 * whether blocks overlap or run backwards the API decides, and its message shows.
 */
export function Component() {
  const navigate = useNavigate()
  const form = useForm<AddressLotFormValues>({ defaultValues: emptyAddressLot })
  const action = {
    verb: 'create',
    noun: 'address lot',
    invalidates: ['networkingAddressLotList'],
  } as const
  const toLot = (lot: string) => navigate(paths.systemAddressLot({ lot }))
  return (
    <SideModalForm
      {...requestFormProps(form, action, addressLotCreateRequest, toLot)}
      onDismiss={() => navigate(paths.systemAddressLots())}
    >
      <IdentityFields control={form.control} />
      <RadioField
        control={form.control}
        name="kind"
        label="Kind"
        inline
        items={addressLotKinds}
        description="Infra: addresses for the rack's own links and loopbacks. Pool: addresses handed out, such as announced prefixes."
      />
      <RepeatGroup
        form={form}
        name="blocks"
        title="Blocks"
        noun="Block"
        help="Each block runs from its first to its last address, both included."
        minRows={1}
        newRow={() => ({ ...emptyBlock })}
        row={(i) => (
          <>
            <TextField
              control={form.control}
              name={`blocks.${i}.firstAddress`}
              label="First address"
              required
              placeholder="192.0.2.0"
              validate={(v) => validateIp(v.trim())}
            />
            <TextField
              control={form.control}
              name={`blocks.${i}.lastAddress`}
              label="Last address"
              required
              placeholder="192.0.2.255"
              validate={(v) => validateIp(v.trim())}
            />
          </>
        )}
      />
    </SideModalForm>
  )
}

import { useForm } from 'react-hook-form'
import { useNavigate } from 'react-router'
import { useApiMutation } from '~/api/query'
import { RadioField } from '~/components/form/radio-field'
import { RepeatGroup } from '~/components/form/repeat-group'
import { SideModalForm } from '~/components/form/side-modal-form'
import { IdentityFields, TextField } from '~/components/form/text-field'
import { addToast } from '~/ui/toast'
import { validateIp } from '~/util/ip'
import { paths } from '~/util/paths'
import {
  type AddressLotFormValues,
  addressLotCreateRequest,
  addressLotKinds,
  emptyAddressLot,
  emptyBlock,
} from './rack-networking-values'

/**
 * Create an address lot with its blocks. Each block's ends must be addresses;
 * whether blocks overlap or run backwards the API decides, and its message shows.
 */
export function Component() {
  const navigate = useNavigate()
  const form = useForm<AddressLotFormValues>({ defaultValues: emptyAddressLot })
  const create = useApiMutation('networkingAddressLotCreate', {
    invalidates: ['networkingAddressLotList'],
  })
  return (
    <SideModalForm
      title="Create address lot"
      submitLabel="Create address lot"
      form={form}
      onDismiss={() => navigate(paths.systemAddressLots())}
      request={addressLotCreateRequest}
      onSubmit={(values) => create.mutateAsync(addressLotCreateRequest(values).params)}
      onSuccess={() => {
        const name = form.getValues().name.trim()
        addToast({ title: 'Address lot created', content: name })
        navigate(paths.systemAddressLot({ lot: name }))
      }}
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

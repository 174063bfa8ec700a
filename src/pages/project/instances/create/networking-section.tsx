import { useEffect, useMemo, useState } from 'react'
import { type Control, useController, useForm, useWatch } from 'react-hook-form'
import type { Vpc } from '~/api/__generated__/Api'
import { useAllPages } from '~/api/query'
import { ComboboxField } from '~/components/form/combobox-field'
import { ItemList } from '~/components/form/item-list'
import { RadioField } from '~/components/form/radio-field'
import { IdentityFields, TextField } from '~/components/form/text-field'
import { Button } from '~/ui/button'
import { validateIp } from '~/util/ip'
import { type InstanceFormValues, MAX_NICS, type NicValues } from './instance-form-values'
import { SubformModal } from './subform-modal'

const choices = [
  {
    value: 'default',
    label: 'Default',
    description: 'One interface in the default subnet of the default VPC.',
  },
  { value: 'custom', label: 'Custom', description: 'Interfaces in the VPCs and subnets you pick.' },
  { value: 'none', label: 'None', description: 'No network interface.' },
]

const describe = (n: NicValues) => ({
  kind: `${n.vpcName} / ${n.subnetName}`,
  value: `${n.name}${n.ip.trim() ? ` (${n.ip.trim()})` : ''}`,
  name: n.name,
})

/** The default interface, interfaces of the user's choosing (up to the API's 8), or none. */
export function NetworkingSection({
  control,
  project,
  vpcs,
}: {
  control: Control<InstanceFormValues>
  project: string
  vpcs: Vpc[]
}) {
  const networking = useWatch({ control, name: 'networking' })
  const { field, fieldState } = useController({
    control,
    name: 'nics',
    rules: {
      validate: (nics: NicValues[], values) =>
        values.networking === 'custom' && nics.length === 0
          ? 'Add a network interface, or pick Default or None'
          : true,
    },
  })
  const nics: NicValues[] = field.value
  const [adding, setAdding] = useState(false)
  return (
    <fieldset className="compute-fieldset">
      <legend className="compute-legend">Networking</legend>
      <RadioField control={control} name="networking" label="Network interfaces" items={choices} />
      {networking === 'custom' && (
        <>
          <ItemList
            label="Network interfaces"
            items={nics}
            describe={describe}
            onRemove={(i) => field.onChange(nics.filter((_, j) => j !== i))}
            empty="No interfaces yet."
          />
          {fieldState.error && <span className="field-error">{fieldState.error.message}</span>}
          <div className="compute-section-actions compute-list-actions">
            <Button
              variant="secondary"
              size="sm"
              onClick={() => setAdding(true)}
              disabled={nics.length >= MAX_NICS}
              disabledReason={`An instance can have at most ${MAX_NICS} network interfaces`}
            >
              Add network interface
            </Button>
          </div>
        </>
      )}
      {adding && (
        <NicModal
          project={project}
          vpcs={vpcs}
          taken={nics.map((n) => n.name.trim())}
          onAdd={(nic) => {
            field.onChange([...nics, nic])
            setAdding(false)
          }}
          onDismiss={() => setAdding(false)}
        />
      )}
    </fieldset>
  )
}

const emptyNic: NicValues = { name: '', description: '', vpcName: '', subnetName: '', ip: '' }

function NicModal({
  project,
  vpcs,
  taken,
  onAdd,
  onDismiss,
}: {
  project: string
  vpcs: Vpc[]
  taken: string[]
  onAdd: (nic: NicValues) => void
  onDismiss: () => void
}) {
  const form = useForm<NicValues>({
    defaultValues: { ...emptyNic, vpcName: vpcs.find((v) => v.name === 'default')?.name ?? '' },
  })
  const vpcName = useWatch({ control: form.control, name: 'vpcName' })
  // subnets are optional data: they load once a VPC is picked
  const subnets = useAllPages(
    'vpcSubnetList',
    { query: { project, vpc: vpcName } },
    { enabled: !!vpcName },
  )
  const subnetItems = useMemo(
    () =>
      (subnets.data?.items ?? []).map((s) => ({
        value: s.name,
        label: `${s.name} (${s.ipv4Block})`,
      })),
    [subnets.data],
  )

  // another VPC has other subnets: the picked one no longer applies
  useEffect(() => {
    const current = form.getValues('subnetName')
    if (subnetItems.length && !subnetItems.some((s) => s.value === current)) {
      form.setValue('subnetName', subnetItems[0].value)
    }
  }, [subnetItems, form])

  return (
    <SubformModal
      title="Add network interface"
      submitLabel="Add interface"
      form={form}
      onDismiss={onDismiss}
      taken={taken}
      onSubmit={onAdd}
    >
      <IdentityFields control={form.control} />
      <ComboboxField
        control={form.control}
        name="vpcName"
        label="VPC"
        required
        placeholder="Choose a VPC"
        items={vpcs.map((v) => ({ value: v.name, label: v.name }))}
      />
      <ComboboxField
        control={form.control}
        name="subnetName"
        label="Subnet"
        required
        disabled={!vpcName || subnets.isPending}
        placeholder={vpcName ? 'Choose a subnet' : 'Choose a VPC first'}
        items={subnetItems}
      />
      <TextField
        control={form.control}
        name="ip"
        label="IP address"
        placeholder="Assigned from the subnet"
        description="Leave empty to take the next free address of the subnet."
        validate={(v) => (v.trim() ? validateIp(v.trim()) : undefined)}
      />
    </SubformModal>
  )
}

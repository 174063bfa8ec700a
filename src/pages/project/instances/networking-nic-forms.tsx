import { useEffect, useMemo } from 'react'
import { useForm } from 'react-hook-form'
import type { InstanceNetworkInterface, Vpc, VpcSubnet } from '~/api/__generated__/Api'
import { CheckboxField } from '~/components/form/checkbox-field'
import { ComboboxField } from '~/components/form/combobox-field'
import { requestFormProps } from '~/components/form/request-form'
import { SideModalForm } from '~/components/form/side-modal-form'
import { IdentityFields, TextField } from '~/components/form/text-field'
import {
  emptyNic,
  type NicEditValues,
  type NicFormValues,
  nicCreateRequest,
  nicToEditValues,
  nicUpdateRequest,
  validateNicIp,
} from './networking-values'

/** Everything a network interface change makes stale. */
export const nicQueries = [
  'instanceNetworkInterfaceList',
  'instanceExternalIpList',
  'vpcSubnetListNetworkInterfaces',
] as const

type AddProps = {
  project: string
  instance: string
  /** the VPCs a new interface may join: all of the project's, or the one the others are in */
  vpcs: Vpc[]
  /** by VPC id */
  subnetsByVpc: Record<string, VpcSubnet[]>
  /** subnets the instance already has an interface in: each interface is in its own */
  usedSubnetIds: string[]
  onDismiss: () => void
}

/** Add an interface to a stopped instance: a subnet of a VPC, and optionally its address. */
export function AddNicForm({
  project,
  instance,
  vpcs,
  subnetsByVpc,
  usedSubnetIds,
  onDismiss,
}: AddProps) {
  const form = useForm<NicFormValues>({
    defaultValues: emptyNic(vpcs.length === 1 ? vpcs[0].name : ''),
  })
  const vpc = form.watch('vpc')
  const subnetName = form.watch('subnet')
  const vpcId = vpcs.find((v) => v.name === vpc)?.id
  const subnets = useMemo(
    () => ((vpcId && subnetsByVpc[vpcId]) || []).filter((s) => !usedSubnetIds.includes(s.id)),
    [vpcId, subnetsByVpc, usedSubnetIds],
  )
  const subnet = subnets.find((s) => s.name === subnetName)

  // a subnet belongs to one VPC: picking another VPC clears a subnet it does not have
  useEffect(() => {
    const picked = form.getValues('subnet')
    if (picked && !subnets.some((s) => s.name === picked)) form.setValue('subnet', '')
  }, [subnets, form])

  return (
    <SideModalForm
      {...requestFormProps(
        form,
        { verb: 'add', noun: 'network interface', invalidates: nicQueries },
        (v) => nicCreateRequest(v, { project, instance }),
        onDismiss,
      )}
      onDismiss={onDismiss}
    >
      <IdentityFields control={form.control} />
      <ComboboxField
        control={form.control}
        name="vpc"
        label="VPC"
        required
        description={
          vpcs.length === 1
            ? 'All interfaces of an instance are in the same VPC.'
            : 'The VPC the interface joins.'
        }
        placeholder={vpcs.length === 1 ? undefined : 'Choose a VPC'}
        items={vpcs.map((v) => ({ value: v.name, label: v.name }))}
      />
      <ComboboxField
        control={form.control}
        name="subnet"
        label="Subnet"
        required
        disabled={!vpc}
        description={
          usedSubnetIds.length
            ? 'Each interface of an instance is in a different subnet.'
            : undefined
        }
        placeholder={
          !vpc
            ? 'Choose a VPC first'
            : subnets.length
              ? 'Choose a subnet'
              : 'Every subnet of this VPC has an interface of the instance'
        }
        items={subnets.map((s) => ({ value: s.name, label: `${s.name} (${s.ipv4Block})` }))}
      />
      <TextField
        control={form.control}
        name="ip"
        label="IP address"
        description="Optional: an address of the subnet. Leave empty for the next free one."
        validate={(value) => validateNicIp(value, subnet)}
      />
    </SideModalForm>
  )
}

type EditProps = {
  nic: InstanceNetworkInterface
  onDismiss: () => void
}

/** Rename an interface, describe it, or make it the instance's primary one. */
export function EditNicForm({ nic, onDismiss }: EditProps) {
  const form = useForm<NicEditValues>({ defaultValues: nicToEditValues(nic) })
  return (
    <SideModalForm
      {...requestFormProps(
        form,
        {
          title: 'Edit network interface',
          submitLabel: 'Save changes',
          invalidates: nicQueries,
          toast: (v) => ({ title: 'Network interface updated', content: v.name.trim() }),
        },
        (v) => nicUpdateRequest(v, nic),
        onDismiss,
      )}
      onDismiss={onDismiss}
    >
      <IdentityFields control={form.control} />
      <CheckboxField
        control={form.control}
        name="primary"
        label="Primary interface"
        disabled={nic.primary}
        description={
          nic.primary
            ? 'This is the primary interface. Make another one primary to change it.'
            : "Make this the instance's primary interface, the one its external IPs and default route use."
        }
      />
    </SideModalForm>
  )
}

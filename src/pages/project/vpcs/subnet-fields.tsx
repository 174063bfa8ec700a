import { useQuery } from '@tanstack/react-query'
import type { Control } from 'react-hook-form'
import { SelectField } from '~/components/form/select-field'
import { IdentityFields, TextField } from '~/components/form/text-field'
import type { VpcSel } from '~/hooks/selectors'
import { routersQuery } from './loaders'
import { type SubnetFormValues, validateIpv4Block, validateIpv6Block } from './subnet-form-values'

/** The fields of both subnet forms; the blocks are chosen at creation only. */
export function SubnetFields({
  control,
  isCreate,
  vpc,
}: {
  control: Control<SubnetFormValues>
  isCreate: boolean
  vpc: VpcSel
}) {
  const routers = useQuery(routersQuery(vpc)).data?.items ?? []
  const custom = routers.filter((r) => r.kind === 'custom')
  return (
    <>
      <IdentityFields control={control} />
      <TextField
        control={control}
        name="ipv4Block"
        label="IPv4 block"
        required={isCreate}
        readOnly={!isCreate}
        validate={isCreate ? validateIpv4Block : undefined}
        placeholder={isCreate ? '10.1.0.0/24' : undefined}
        description={
          isCreate
            ? 'A private range (10.0.0.0/8, 172.16.0.0/12 or 192.168.0.0/16), /8 to /26, not overlapping another subnet.'
            : 'Chosen when the subnet was created; it cannot change.'
        }
      />
      <TextField
        control={control}
        name="ipv6Block"
        label="IPv6 block"
        readOnly={!isCreate}
        validate={isCreate ? validateIpv6Block : undefined}
        description={
          isCreate
            ? "A /64 within the VPC's IPv6 prefix. Leave empty to get the next free one."
            : 'Chosen when the subnet was created; it cannot change.'
        }
      />
      <SelectField
        control={control}
        name="customRouter"
        label="Custom router"
        // a native select: a VPC has few routers, and "None" must stay a choice
        placeholder="None (system router only)"
        items={custom.map((r) => ({ value: r.name, label: r.name }))}
        description="A custom router of this VPC whose routes apply to traffic from the subnet."
      />
    </>
  )
}

import type { Control } from 'react-hook-form'
import { IdentityFields, TextField } from '~/components/form/text-field'
import { validateName } from '~/util/names'
import { type VpcFormValues, validateVpcIpv6Prefix } from './vpc-form-values'

/** The fields of both VPC forms; the IPv6 prefix is chosen at creation only. */
export function VpcFields({
  control,
  isCreate,
}: {
  control: Control<VpcFormValues>
  isCreate: boolean
}) {
  return (
    <>
      <IdentityFields control={control} />
      <TextField
        control={control}
        name="dnsName"
        label="DNS name"
        required
        validate={validateName}
        description="The name instances in this VPC are known by in DNS; same rules as a name."
      />
      <TextField
        control={control}
        name="ipv6Prefix"
        label="IPv6 prefix"
        readOnly={!isCreate}
        validate={isCreate ? validateVpcIpv6Prefix : undefined}
        placeholder={isCreate ? 'fd12:3456:789a::/48' : undefined}
        description={
          isCreate
            ? 'A /48 of unique local addresses (fd00::/8). Leave empty to get one picked for you.'
            : 'Chosen when the VPC was created; it cannot change.'
        }
      />
    </>
  )
}

import { useQuery } from '@tanstack/react-query'
import { useEffect } from 'react'
import { type UseFormReturn, useWatch } from 'react-hook-form'
import {
  allowedDestinationTypes,
  allowedTargetTypes,
  routeDestinationLabels,
  routeTargetLabels,
} from '~/api/route-rules'
import { ComboboxField } from '~/components/form/combobox-field'
import { SelectField } from '~/components/form/select-field'
import { IdentityFields, TextField } from '~/components/form/text-field'
import type { VpcSel } from '~/hooks/selectors'
import { routeChoiceQueries } from './loaders'
import {
  type RouteFormValues,
  validateDestinationValue,
  validateTargetIp,
} from './route-form-values'

const names = (items: { name: string }[] | undefined) =>
  (items ?? []).map((i) => ({ value: i.name, label: i.name }))

/**
 * The fields of both route forms. Each side is a kind and a value; the kinds
 * offered are only those the rack accepts together (`~/api/route-rules`), and a
 * value field fits its kind: an address, a block, or a pick from this VPC's
 * subnets and gateways or the project's instances.
 */
export function RouteFields({ form, vpc }: { form: UseFormReturn<RouteFormValues>; vpc: VpcSel }) {
  const { control, setValue, getValues } = form
  const choices = routeChoiceQueries(vpc)
  const subnets = names(useQuery(choices.subnets).data?.items)
  const instances = names(useQuery(choices.instances).data?.items)
  const gateways = names(useQuery(choices.gateways).data?.items)
  const destinationType = useWatch({ control, name: 'destinationType' })
  const targetType = useWatch({ control, name: 'targetType' })
  const targetTypes = allowedTargetTypes(destinationType)

  // a value typed or picked for one kind means nothing for another
  useEffect(() => {
    const sub = form.watch((values, { name }) => {
      if (name === 'destinationType') {
        setValue('destinationValue', '')
        const allowed = allowedTargetTypes(values.destinationType ?? 'ip_net')
        if (!allowed.includes(getValues('targetType'))) setValue('targetType', allowed[0])
      }
      if (name === 'targetType') setValue('targetValue', '')
    })
    return () => sub.unsubscribe()
  }, [form, setValue, getValues])

  return (
    <>
      <IdentityFields control={control} />
      <h3 className="form-section-title">Destination</h3>
      <SelectField
        control={control}
        name="destinationType"
        label="Destination type"
        items={allowedDestinationTypes.map((t) => ({ value: t, label: routeDestinationLabels[t] }))}
        description="The traffic this route applies to. Routes to another VPC are not supported yet."
      />
      {destinationType === 'subnet' ? (
        <ComboboxField
          key="destination-subnet"
          control={control}
          name="destinationValue"
          label="Destination subnet"
          required
          placeholder={subnets.length ? 'Select a subnet' : 'This VPC has no subnets'}
          items={subnets}
        />
      ) : (
        <TextField
          key={`destination-${destinationType}`}
          control={control}
          name="destinationValue"
          label={destinationType === 'ip' ? 'Destination IP' : 'Destination network'}
          required
          validate={(value) => validateDestinationValue(destinationType, value)}
          placeholder={destinationType === 'ip' ? '192.168.1.10' : '192.168.0.0/16'}
          description={
            destinationType === 'ip'
              ? 'One IPv4 or IPv6 address.'
              : 'An IPv4 or IPv6 block in CIDR notation, such as 0.0.0.0/0 for all IPv4 traffic.'
          }
        />
      )}
      <h3 className="form-section-title">Target</h3>
      <SelectField
        control={control}
        name="targetType"
        label="Target type"
        items={targetTypes.map((t) => ({ value: t, label: routeTargetLabels[t] }))}
        description="Where matching traffic goes. Subnets and other VPCs cannot be targets."
      />
      {targetType === 'ip' && (
        <TextField
          key="target-ip"
          control={control}
          name="targetValue"
          label="Target IP"
          required
          validate={(value) => validateTargetIp(value, getValues())}
          placeholder="172.30.0.10"
          description="The next hop, such as an appliance instance's private address; the same IP version as an address or block destination."
        />
      )}
      {targetType === 'instance' && (
        <ComboboxField
          key="target-instance"
          control={control}
          name="targetValue"
          label="Target instance"
          required
          placeholder={instances.length ? 'Select an instance' : 'This project has no instances'}
          items={instances}
        />
      )}
      {targetType === 'internet_gateway' && (
        <ComboboxField
          key="target-gateway"
          control={control}
          name="targetValue"
          label="Target internet gateway"
          required
          placeholder={
            gateways.length ? 'Select an internet gateway' : 'This VPC has no internet gateways'
          }
          items={gateways}
        />
      )}
      {targetType === 'drop' && <p className="field-help">Matching traffic is dropped.</p>}
    </>
  )
}

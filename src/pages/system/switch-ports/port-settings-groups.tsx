import { CheckboxField } from '~/components/form/checkbox-field'
import { ComboboxField } from '~/components/form/combobox-field'
import { NumberField } from '~/components/form/number-field'
import { RepeatGroup } from '~/components/form/repeat-group'
import { SelectField } from '~/components/form/select-field'
import { TextField } from '~/components/form/text-field'
import type { ComboboxOption } from '~/ui/combobox'
import { validateName } from '~/util/names'
import { type Form, firstLink, LinkNameField } from './port-settings-repeat-group'
import {
  emptyAddress,
  emptyBgpPeer,
  emptyInterface,
  emptyLink,
  emptyRoute,
  FECS,
  SPEEDS,
  validateAddress,
  validateNet,
} from './port-settings-values'

export function LinksGroup({ form }: { form: Form }) {
  const { control } = form
  return (
    <RepeatGroup
      form={form}
      name="links"
      title="Links"
      noun="Link"
      help="The port's physical links: one, or one per lane of a breakout (phy0, phy1…)."
      empty="No links: the settings bring up nothing on the port."
      newRow={() => emptyLink(`phy${form.getValues('links').length}`)}
      row={(i) => (
        <>
          <TextField
            control={control}
            name={`links.${i}.linkName`}
            label="Link name"
            required
            validate={(v) => validateName(v.trim())}
          />
          <SelectField control={control} name={`links.${i}.speed`} label="Speed" items={SPEEDS} />
          <SelectField
            control={control}
            name={`links.${i}.fec`}
            label="Forward error correction"
            items={FECS}
          />
          <NumberField
            control={control}
            name={`links.${i}.mtu`}
            label="MTU"
            required
            min={0}
            max={65535}
            unit="bytes"
          />
          <CheckboxField control={control} name={`links.${i}.autoneg`} label="Autonegotiation" />
          <CheckboxField
            control={control}
            name={`links.${i}.lldpEnabled`}
            label="LLDP"
            description="Advertise the link over LLDP."
          />
        </>
      )}
    />
  )
}

const KINDS = [
  { value: 'primary', label: 'Primary' },
  { value: 'vlan', label: 'VLAN' },
  { value: 'loopback', label: 'Loopback' },
]

export function InterfacesGroup({ form }: { form: Form }) {
  const { control, watch } = form
  return (
    <RepeatGroup
      form={form}
      name="interfaces"
      title="Interfaces"
      noun="Interface"
      help="Layer 3 interfaces on the links."
      empty="No interfaces."
      newRow={() => emptyInterface(firstLink(form))}
      row={(i) => (
        <>
          <LinkNameField form={form} path={`interfaces.${i}.linkName`} />
          <SelectField control={control} name={`interfaces.${i}.kind`} label="Kind" items={KINDS} />
          {watch(`interfaces.${i}.kind`) === 'vlan' && (
            <NumberField
              control={control}
              name={`interfaces.${i}.vid`}
              label="VLAN ID"
              required
              min={0}
              max={65535}
            />
          )}
          <CheckboxField
            control={control}
            name={`interfaces.${i}.v6Enabled`}
            label="IPv6 enabled"
          />
        </>
      )}
    />
  )
}

export function AddressesGroup({ form, lots }: { form: Form; lots: ComboboxOption[] }) {
  const { control } = form
  return (
    <RepeatGroup
      form={form}
      name="addresses"
      title="Addresses"
      noun="Address"
      help="The switch's own addresses on the links, each from an address lot."
      empty="No addresses."
      newRow={() => emptyAddress(firstLink(form))}
      row={(i) => (
        <>
          <LinkNameField form={form} path={`addresses.${i}.linkName`} />
          <TextField
            control={control}
            name={`addresses.${i}.address`}
            label="Address"
            required
            validate={validateNet}
            placeholder="172.20.15.22/28"
            description="The address and prefix length."
          />
          <ComboboxField
            control={control}
            name={`addresses.${i}.addressLot`}
            label="Address lot"
            required
            items={lots}
          />
          <NumberField
            control={control}
            name={`addresses.${i}.vlanId`}
            label="VLAN ID"
            min={0}
            max={65535}
          />
        </>
      )}
    />
  )
}

export function RoutesGroup({ form }: { form: Form }) {
  const { control } = form
  return (
    <RepeatGroup
      form={form}
      name="routes"
      title="Routes"
      noun="Route"
      help="Static routes through gateways on the links."
      empty="No routes."
      newRow={() => emptyRoute(firstLink(form))}
      row={(i) => (
        <>
          <LinkNameField form={form} path={`routes.${i}.linkName`} />
          <TextField
            control={control}
            name={`routes.${i}.dst`}
            label="Destination"
            required
            validate={validateNet}
            placeholder="0.0.0.0/0"
          />
          <TextField
            control={control}
            name={`routes.${i}.gw`}
            label="Gateway"
            required
            validate={validateAddress}
          />
          <NumberField
            control={control}
            name={`routes.${i}.vid`}
            label="VLAN ID"
            min={0}
            max={65535}
          />
          <NumberField
            control={control}
            name={`routes.${i}.ribPriority`}
            label="RIB priority"
            min={0}
            max={255}
          />
        </>
      )}
    />
  )
}

const TIMERS = [
  ['holdTime', 'Hold time'],
  ['idleHoldTime', 'Idle hold time'],
  ['keepalive', 'Keepalive'],
  ['connectRetry', 'Connect retry'],
  ['delayOpen', 'Delay open'],
] as const

export function BgpPeersGroup({ form, configs }: { form: Form; configs: ComboboxOption[] }) {
  const { control } = form
  return (
    <RepeatGroup
      form={form}
      name="bgpPeers"
      title="BGP peers"
      noun="BGP peer"
      help="Routers on the links to exchange routes with, under a BGP configuration."
      empty="No BGP peers."
      newRow={() => emptyBgpPeer(firstLink(form))}
      row={(i) => (
        <>
          <LinkNameField form={form} path={`bgpPeers.${i}.linkName`} />
          <ComboboxField
            control={control}
            name={`bgpPeers.${i}.bgpConfig`}
            label="BGP configuration"
            required
            items={configs}
          />
          <TextField
            control={control}
            name={`bgpPeers.${i}.address`}
            label="Peer address"
            required
            validate={validateAddress}
          />
          <NumberField
            control={control}
            name={`bgpPeers.${i}.remoteAsn`}
            label="Remote ASN"
            min={0}
            max={4294967295}
            description="Empty: accept any."
          />
          {TIMERS.map(([key, label]) => (
            <NumberField
              key={key}
              control={control}
              name={`bgpPeers.${i}.${key}`}
              label={label}
              required
              min={0}
              max={4294967295}
              unit="s"
            />
          ))}
        </>
      )}
    />
  )
}

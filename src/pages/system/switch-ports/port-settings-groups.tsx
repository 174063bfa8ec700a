import type { Path } from 'react-hook-form'
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
  type PortSettingsFormValues,
  SPEEDS,
  validateAddress,
  validateCommunities,
  validateMd5Key,
  validateNet,
  validatePolicy,
} from './port-settings-values'

/** The API lists the create form's pickers offer: address lots and BGP configurations. */
type Options = { lots: ComboboxOption[]; configs: ComboboxOption[] }

/** One field of a group's row, by its key in the row's values. */
type Field = { key: string; label: string; description?: string } & (
  | { type: 'link' }
  | {
      type: 'text'
      required?: boolean
      validate: (v: string) => string | undefined
      placeholder?: string
      /** a secret: typed unseen, never shown again */
      secret?: boolean
    }
  | { type: 'number'; required?: boolean; min: number; max: number; unit?: string }
  | { type: 'select'; items: { value: string; label: string }[] }
  | { type: 'checkbox' }
  | { type: 'picker'; options: keyof Options }
) & {
    /** shown only while this holds for the row's values */
    when?: (row: Record<string, unknown>) => boolean
  }

type Group = {
  name: 'links' | 'interfaces' | 'addresses' | 'routes' | 'bgpPeers'
  title: string
  noun: string
  help: string
  empty: string
  newRow: (form: Form) => PortSettingsFormValues[Group['name']][number]
  fields: Field[]
}

const U16 = { min: 0, max: 65535 }
const U32 = { min: 0, max: 4294967295 }
const link: Field = { type: 'link', key: 'linkName', label: 'Link' }
const vlan = (key: string): Field => ({ type: 'number', key, label: 'VLAN ID', ...U16 })

/** BGP's timers, each in seconds. */
const timers = (
  [
    ['holdTime', 'Hold time'],
    ['idleHoldTime', 'Idle hold time'],
    ['keepalive', 'Keepalive'],
    ['connectRetry', 'Connect retry'],
    ['delayOpen', 'Delay open'],
  ] as const
).map(([key, label]): Field => ({ type: 'number', key, label, required: true, ...U32, unit: 's' }))

/** The transmit equalization taps, each optional (the default when empty). */
const txEqTaps = (
  [
    ['pre1', 'Pre-cursor 1'],
    ['pre2', 'Pre-cursor 2'],
    ['main', 'Main cursor'],
    ['post2', 'Post-cursor 2'],
    ['post1', 'Post-cursor 1'],
  ] as const
).map(
  ([key, label]): Field => ({
    type: 'number',
    key,
    label,
    min: -2147483648,
    max: 2147483647,
    when: (row) => row.txEqEnabled === true,
  }),
)

/**
 * The create form's repeatable groups, in order: the port's links, then what
 * runs on them, each row naming its link.
 */
const GROUPS: Group[] = [
  {
    name: 'links',
    title: 'Links',
    noun: 'Link',
    help: "The port's physical links: one, or one per lane of a breakout (phy0, phy1…).",
    empty: 'No links: the settings bring up nothing on the port.',
    newRow: (form) => emptyLink(`phy${form.getValues('links').length}`),
    fields: [
      {
        type: 'text',
        key: 'linkName',
        label: 'Link name',
        required: true,
        validate: (v) => validateName(v.trim()),
      },
      { type: 'select', key: 'speed', label: 'Speed', items: SPEEDS },
      { type: 'select', key: 'fec', label: 'Forward error correction', items: FECS },
      { type: 'number', key: 'mtu', label: 'MTU', required: true, ...U16, unit: 'bytes' },
      { type: 'checkbox', key: 'autoneg', label: 'Autonegotiation' },
      {
        type: 'checkbox',
        key: 'lldpEnabled',
        label: 'LLDP',
        description: 'Advertise the link over LLDP.',
      },
      {
        type: 'checkbox',
        key: 'txEqEnabled',
        label: 'Transceiver equalization',
        description:
          "Set the transceiver's transmit equalization taps; left off, the switch's defaults apply.",
      },
      ...txEqTaps,
    ],
  },
  {
    name: 'interfaces',
    title: 'Interfaces',
    noun: 'Interface',
    help: 'Layer 3 interfaces on the links.',
    empty: 'No interfaces.',
    newRow: (form) => emptyInterface(firstLink(form)),
    fields: [
      link,
      {
        type: 'select',
        key: 'kind',
        label: 'Kind',
        items: [
          { value: 'primary', label: 'Primary' },
          { value: 'vlan', label: 'VLAN' },
          { value: 'loopback', label: 'Loopback' },
        ],
      },
      {
        type: 'number',
        key: 'vid',
        label: 'VLAN ID',
        required: true,
        ...U16,
        when: (row) => row.kind === 'vlan',
      },
      { type: 'checkbox', key: 'v6Enabled', label: 'IPv6 enabled' },
    ],
  },
  {
    name: 'addresses',
    title: 'Addresses',
    noun: 'Address',
    help: "The switch's own addresses on the links, each from an address lot.",
    empty: 'No addresses.',
    newRow: (form) => emptyAddress(firstLink(form)),
    fields: [
      link,
      {
        type: 'text',
        key: 'address',
        label: 'Address',
        required: true,
        validate: validateNet,
        placeholder: '172.20.15.22/28',
        description: 'The address and prefix length.',
      },
      { type: 'picker', key: 'addressLot', label: 'Address lot', options: 'lots' },
      vlan('vlanId'),
    ],
  },
  {
    name: 'routes',
    title: 'Routes',
    noun: 'Route',
    help: 'Static routes through gateways on the links.',
    empty: 'No routes.',
    newRow: (form) => emptyRoute(firstLink(form)),
    fields: [
      link,
      {
        type: 'text',
        key: 'dst',
        label: 'Destination',
        required: true,
        validate: validateNet,
        placeholder: '0.0.0.0/0',
      },
      { type: 'text', key: 'gw', label: 'Gateway', required: true, validate: validateAddress },
      vlan('vid'),
      { type: 'number', key: 'ribPriority', label: 'RIB priority', min: 0, max: 255 },
    ],
  },
  {
    name: 'bgpPeers',
    title: 'BGP peers',
    noun: 'BGP peer',
    help: 'Routers on the links to exchange routes with, under a BGP configuration.',
    empty: 'No BGP peers.',
    newRow: (form) => emptyBgpPeer(firstLink(form)),
    fields: [
      link,
      { type: 'picker', key: 'bgpConfig', label: 'BGP configuration', options: 'configs' },
      {
        type: 'text',
        key: 'address',
        label: 'Peer address',
        required: true,
        validate: validateAddress,
      },
      {
        type: 'number',
        key: 'remoteAsn',
        label: 'Remote ASN',
        ...U32,
        description: 'Empty: accept any.',
      },
      ...timers,
      {
        type: 'text',
        key: 'communities',
        label: 'Communities',
        validate: validateCommunities,
        placeholder: '65000:100, 4259840200',
        description: 'Attached to the routes announced to this peer: numbers, or asn:value.',
      },
      {
        type: 'text',
        key: 'allowedImport',
        label: 'Import policy',
        validate: validatePolicy,
        placeholder: '0.0.0.0/0',
        description:
          'Prefixes to accept from the peer, comma-separated; empty accepts every route.',
      },
      {
        type: 'text',
        key: 'allowedExport',
        label: 'Export policy',
        validate: validatePolicy,
        placeholder: '198.51.100.0/24',
        description:
          'Prefixes to announce to the peer, comma-separated; empty announces every route.',
      },
      {
        type: 'text',
        key: 'md5AuthKey',
        label: 'MD5 authentication key',
        validate: validateMd5Key,
        secret: true,
        description:
          'Shared with the peer to sign the session (TCP MD5). Once saved it is never shown again.',
      },
    ],
  },
]

/** One field of row `i` of a group. */
function RowField({
  form,
  group,
  i,
  field,
  options,
}: {
  form: Form
  group: Group
  i: number
  field: Field
  options: Options
}) {
  const { control } = form
  // the group's rows are typed apart; a field's key is one of its row's keys
  const name = `${group.name}.${i}.${field.key}` as Path<PortSettingsFormValues>
  if (field.when && !field.when(form.watch(`${group.name}.${i}`))) return null
  const common = { control, name, label: field.label, description: field.description }
  switch (field.type) {
    case 'link':
      return <LinkNameField form={form} path={`${group.name}.${i}.linkName`} />
    case 'text': {
      const { required, validate, placeholder, secret } = field
      return (
        <TextField
          {...common}
          {...{ required, validate, placeholder }}
          type={secret ? 'password' : 'text'}
        />
      )
    }
    case 'number': {
      const { required, min, max, unit } = field
      return <NumberField {...common} {...{ required, min, max, unit }} />
    }
    case 'select':
      return <SelectField {...common} items={field.items} />
    case 'checkbox':
      return <CheckboxField {...common} />
    case 'picker':
      return <ComboboxField {...common} required items={options[field.options]} />
  }
}

/** The create form's groups: links, interfaces, addresses, routes and BGP peers. */
export function PortSettingsGroups({ form, ...options }: { form: Form } & Options) {
  return GROUPS.map((group) => (
    <RepeatGroup
      key={group.name}
      form={form}
      name={group.name}
      title={group.title}
      noun={group.noun}
      help={group.help}
      empty={group.empty}
      newRow={() => group.newRow(form)}
      row={(i) =>
        group.fields.map((field) => (
          <RowField
            key={field.key}
            form={form}
            group={group}
            i={i}
            field={field}
            options={options}
          />
        ))
      }
    />
  ))
}

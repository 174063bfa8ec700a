import { useState } from 'react'
import type { Control } from 'react-hook-form'
import type { VpcFirewallRuleProtocol } from '~/api/__generated__/Api'
import {
  ListField,
  ListFieldInput,
  ListFieldKind,
  useListField,
} from '~/components/form/list-field'
import { validateUnique } from '~/util/unique'
import {
  describeProtocol,
  type FirewallRuleValues,
  type ProtocolKind,
  protocolFromInput,
  protocolKey,
  protocolKindLabel,
  validateIcmpCode,
  validateIcmpType,
} from './firewall-rule-values'

/** The protocol filter: TCP, UDP, or ICMP / ICMPv6 with an optional type and code. */
export function ProtocolListField({ control }: { control: Control<FirewallRuleValues> }) {
  const list = useListField({
    control,
    name: 'protocols',
    validate: (items: VpcFirewallRuleProtocol[]) => validateUnique(items, protocolKey),
  })
  const [kind, setKind] = useState<ProtocolKind>('tcp')
  const [icmpType, setIcmpType] = useState('')
  const [icmpCode, setIcmpCode] = useState('')
  const isIcmp = kind === 'icmp' || kind === 'icmp6'

  const add = () => {
    const type = icmpType.trim()
    const code = icmpCode.trim()
    const message = isIcmp ? (validateIcmpType(type) ?? validateIcmpCode(code, type)) : undefined
    const entry = protocolFromInput(kind, type, code)
    if (list.add(entry, message ?? validateUnique([...list.items, entry], protocolKey))) {
      setIcmpType('')
      setIcmpCode('')
    }
  }

  return (
    <ListField
      field={list}
      legend="Protocol filters"
      help="Match only these protocols. For ICMP, leave the type empty to match every type."
      addLabel="Add protocol"
      onAdd={add}
      empty="Any protocol"
      describe={(p) => ({ value: describeProtocol(p), name: describeProtocol(p) })}
    >
      <ListFieldKind label="Protocol" labels={protocolKindLabel} value={kind} onValue={setKind} />
      {isIcmp && (
        <>
          <ListFieldInput
            label="ICMP type"
            size="narrow"
            value={icmpType}
            onValue={setIcmpType}
            inputMode="numeric"
            placeholder="any"
          />
          <ListFieldInput
            label="ICMP code"
            size="narrow"
            value={icmpCode}
            onValue={setIcmpCode}
            placeholder="any"
          />
        </>
      )}
    </ListField>
  )
}

import { useId, useState } from 'react'
import { type Control, useController } from 'react-hook-form'
import type { VpcFirewallRuleProtocol } from '~/api/__generated__/Api'
import { addOnEnter, ItemList } from '~/components/form/item-list'
import { Button } from '~/ui/button'
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

const kinds = Object.keys(protocolKindLabel) as ProtocolKind[]

/** The protocol filter: TCP, UDP, or ICMP / ICMPv6 with an optional type and code. */
export function ProtocolListField({ control }: { control: Control<FirewallRuleValues> }) {
  const id = useId()
  const { field, fieldState } = useController({
    control,
    name: 'protocols',
    rules: {
      validate: (items: VpcFirewallRuleProtocol[]) => validateUnique(items, protocolKey) ?? true,
    },
  })
  const items: VpcFirewallRuleProtocol[] = field.value
  const [kind, setKind] = useState<ProtocolKind>('tcp')
  const [icmpType, setIcmpType] = useState('')
  const [icmpCode, setIcmpCode] = useState('')
  const [error, setError] = useState<string>()
  const isIcmp = kind === 'icmp' || kind === 'icmp6'

  const add = () => {
    const type = icmpType.trim()
    const code = icmpCode.trim()
    const message = isIcmp ? (validateIcmpType(type) ?? validateIcmpCode(code, type)) : undefined
    const entry = protocolFromInput(kind, type, code)
    const full = message ?? validateUnique([...items, entry], protocolKey)
    setError(full)
    if (full) return
    field.onChange([...items, entry])
    setIcmpType('')
    setIcmpCode('')
  }

  const shownError = error ?? fieldState.error?.message
  const errorProps = {
    'aria-invalid': shownError ? true : undefined,
    'aria-describedby': shownError ? `${id}-error` : undefined,
  }
  const clearError = () => setError(undefined)
  return (
    <fieldset className="field list-field">
      <legend className="field-label">Protocol filters</legend>
      <span className="field-help">
        Match only these protocols. For ICMP, leave the type empty to match every type.
      </span>
      <div className="list-field-add">
        <label className="list-field-part">
          <span className="field-help">Protocol</span>
          <select
            className="input"
            value={kind}
            onChange={(e) => {
              setKind(e.target.value as ProtocolKind)
              clearError()
            }}
          >
            {kinds.map((k) => (
              <option key={k} value={k}>
                {protocolKindLabel[k]}
              </option>
            ))}
          </select>
        </label>
        {isIcmp && (
          <>
            <label className="list-field-part list-field-narrow">
              <span className="field-help">ICMP type</span>
              <input
                className="input"
                inputMode="numeric"
                value={icmpType}
                placeholder="any"
                onChange={(e) => {
                  setIcmpType(e.target.value)
                  clearError()
                }}
                onKeyDown={addOnEnter(add)}
                {...errorProps}
              />
            </label>
            <label className="list-field-part list-field-narrow">
              <span className="field-help">ICMP code</span>
              <input
                className="input"
                value={icmpCode}
                placeholder="any"
                onChange={(e) => {
                  setIcmpCode(e.target.value)
                  clearError()
                }}
                onKeyDown={addOnEnter(add)}
                {...errorProps}
              />
            </label>
          </>
        )}
        <Button variant="secondary" onClick={add}>
          Add protocol
        </Button>
      </div>
      {shownError && (
        <span className="field-error" id={`${id}-error`}>
          {shownError}
        </span>
      )}
      <ItemList
        label="Protocol filters"
        items={items}
        empty="Any protocol"
        describe={(p) => ({ value: describeProtocol(p), name: describeProtocol(p) })}
        onRemove={(i) => field.onChange(items.filter((_, j) => j !== i))}
      />
    </fieldset>
  )
}

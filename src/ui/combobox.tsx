import { Combobox as Base } from '@base-ui/react/combobox'
import { type Ref, useMemo, useRef, useState } from 'react'
import './combobox.css'

export type ComboboxOption = {
  value: string
  label: string
  /** why the option cannot be picked: it shows, greyed, with this reason beside its label */
  disabledReason?: string
}

/** How many matches the popup renders at most; typing narrows the rest. */
export const MAX_SHOWN = 100

/** Options whose label contains the typed text, ignoring case, in the order given. */
export function matchOptions<T extends ComboboxOption>(options: readonly T[], query: string): T[] {
  const q = query.trim().toLowerCase()
  if (!q) return options as T[]
  return options.filter((o) => o.label.toLowerCase().includes(q))
}

const sameOptions = (a: readonly ComboboxOption[], b: readonly ComboboxOption[]) =>
  a.length === b.length &&
  a.every(
    (o, i) =>
      o.value === b[i].value && o.label === b[i].label && o.disabledReason === b[i].disabledReason,
  )

/**
 * The options as last given while their content is unchanged: callers map API items to
 * options on every render, and rebuilding the picker's index of a thousand items per
 * keystroke is what would make it slow.
 */
function useStableOptions(options: readonly ComboboxOption[]) {
  const ref = useRef(options)
  if (ref.current !== options && !sameOptions(ref.current, options)) ref.current = options
  return ref.current
}

const count = (n: number) => n.toLocaleString('en-US')

/** What the popup says when it renders fewer matches than there are. */
export const capNotice = (shown: number, total: number) =>
  `Showing first ${count(shown)} of ${count(total)} matches: type to narrow`

export type ComboboxProps = {
  options: readonly ComboboxOption[]
  /** the picked option's value; '' when nothing is picked */
  value: string
  onChange: (value: string) => void
  onBlur?: () => void
  /** the input's id, for a `<label htmlFor>` */
  id?: string
  /** the accessible name when no visible label points at the input */
  'aria-label'?: string
  'aria-describedby'?: string
  'aria-invalid'?: boolean
  'aria-required'?: boolean
  placeholder?: string
  disabled?: boolean
  /** the text input */
  ref?: Ref<HTMLInputElement>
  className?: string
  /** the most matches the popup renders; the rest are reached by typing */
  maxShown?: number
  /** focus the input when it mounts (a picker opened on demand) */
  autoFocus?: boolean
  /** open the popup when it mounts */
  defaultOpen?: boolean
  onOpenChange?: (open: boolean) => void
}

/**
 * A text input that filters a list of options by their label as the user types (Base UI
 * combobox): arrows move through the matches, Enter picks, Escape closes. Long lists
 * render at most `maxShown` matches and say how many there are, so a thousand options
 * stay quick while every one is reachable by typing.
 */
export function Combobox({
  options: givenOptions,
  value,
  onChange,
  onBlur,
  id,
  placeholder,
  disabled,
  ref,
  className,
  maxShown = MAX_SHOWN,
  autoFocus,
  defaultOpen,
  onOpenChange,
  ...aria
}: ComboboxProps) {
  // what the user typed since the popup opened; the input's text after a pick is the
  // picked label, which must not filter the list when it opens again
  const options = useStableOptions(givenOptions)
  const [query, setQuery] = useState('')
  const [container, setContainer] = useState<HTMLSpanElement | null>(null)
  const items = useMemo(
    () =>
      Base.createItems(options, {
        getValue: (o) => o.value,
        getLabel: (o) => o.label,
      }),
    [options],
  )
  const matches = useMemo(() => matchOptions(options, query), [options, query])
  const shown = matches.length > maxShown ? matches.slice(0, maxShown) : matches

  return (
    <Base.Root
      items={items}
      filteredItems={shown}
      value={value === '' ? null : value}
      onValueChange={(next) => onChange(next ?? '')}
      onInputValueChange={(text, details) => {
        if (details.reason === 'input-change' || details.reason === 'input-clear') setQuery(text)
      }}
      onOpenChange={(open) => {
        if (!open) setQuery('')
        onOpenChange?.(open)
      }}
      defaultOpen={defaultOpen}
      autoHighlight
      disabled={disabled}
    >
      <span className={`combobox ${className ?? ''}`}>
        <Base.Input
          id={id}
          ref={ref}
          className="input combobox-input"
          placeholder={placeholder}
          onBlur={onBlur}
          autoFocus={autoFocus}
          {...aria}
        />
        <Base.Trigger className="combobox-trigger" aria-label="Show options" tabIndex={-1}>
          <span aria-hidden>▾</span>
        </Base.Trigger>
        {/* inside the field, so a picker in a modal <dialog> is not made inert by it */}
        <span ref={setContainer} />
      </span>
      <Base.Portal container={container}>
        <Base.Positioner className="combobox-positioner" positionMethod="fixed" sideOffset={4}>
          <Base.Popup className="combobox-popup">
            <Base.Empty className="combobox-empty">No items match</Base.Empty>
            <Base.List className="combobox-list">
              {(option: ComboboxOption) => (
                <Base.Item
                  key={option.value}
                  value={option.value}
                  className="combobox-item"
                  disabled={!!option.disabledReason}
                >
                  {option.label}
                  {option.disabledReason && (
                    <span className="combobox-item-note"> {option.disabledReason}</span>
                  )}
                </Base.Item>
              )}
            </Base.List>
            {shown.length < matches.length && (
              <Base.Status className="combobox-note">
                {capNotice(shown.length, matches.length)}
              </Base.Status>
            )}
          </Base.Popup>
        </Base.Positioner>
      </Base.Portal>
    </Base.Root>
  )
}

import { useEffect, useState } from 'react'
import type { ListUrlState, SortMode } from '~/util/list-url-state'
import type { StatusSlot } from './list-status'

/** Typing pauses this long before the filter goes into the URL (and the list reads it). */
const FILTER_DEBOUNCE_MS = 200

export const SORT_LABELS: Record<SortMode, string> = {
  name_ascending: 'Name, A to Z',
  name_descending: 'Name, Z to A',
  id_ascending: 'ID',
}

export type StateFilter<T> = {
  /** the states a person can pick, in the API's words */
  options: readonly string[]
  of: (row: T) => string
}

type Props = {
  label: string
  state: ListUrlState
  update: (changes: Partial<ListUrlState>) => void
  sortModes: readonly SortMode[]
  stateOptions?: readonly string[]
  /** what the filter box matches, e.g. "name" */
  filterBy: string
  /** the element the list's body puts its live status in (updated N s ago, Refresh) */
  statusRef: StatusSlot
  /** a key typed in the filter box, before the pause that puts it in the URL */
  onFilterTyped: () => void
}

/** Above every list: filter by name (and state), the server's sort, and the live status. */
export function ListToolbar({
  label,
  state,
  update,
  sortModes,
  stateOptions,
  filterBy,
  statusRef,
  onFilterTyped,
}: Props) {
  const [text, setText] = useState(state.q)
  // the URL changed under the box (back button, a link): show what it says
  useEffect(() => setText(state.q), [state.q])
  useEffect(() => {
    if (text === state.q) return
    const timer = setTimeout(() => update({ q: text }), FILTER_DEBOUNCE_MS)
    return () => clearTimeout(timer)
  }, [text, state.q, update])
  return (
    <search className="list-toolbar" aria-label={label}>
      <input
        type="search"
        className="input list-search"
        aria-label={`Filter by ${filterBy}`}
        placeholder={`Filter by ${filterBy}`}
        value={text}
        maxLength={1000}
        onChange={(e) => {
          setText(e.target.value)
          if (e.target.value.trim()) onFilterTyped()
        }}
      />
      {stateOptions && (
        <label className="list-control">
          State
          <select
            className="input"
            value={state.state}
            onChange={(e) => update({ state: e.target.value })}
          >
            <option value="">All states</option>
            {stateOptions.map((s) => (
              <option key={s}>{s}</option>
            ))}
          </select>
        </label>
      )}
      {sortModes.length > 1 && (
        <label className="list-control">
          Sort by
          <select
            className="input"
            value={state.sort ?? sortModes[0]}
            onChange={(e) => {
              const sort = e.target.value as SortMode
              // the server's default order stays out of the URL (and out of the query key)
              update({ sort: sort === sortModes[0] ? undefined : sort })
            }}
          >
            {sortModes.map((m) => (
              <option key={m} value={m}>
                {SORT_LABELS[m]}
              </option>
            ))}
          </select>
        </label>
      )}
      <span className="list-status-slot" ref={statusRef} />
    </search>
  )
}

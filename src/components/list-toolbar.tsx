import type { ListUrlState, SortMode, TextFilterKey } from '~/util/list-url-state'
import type { StatusSlot } from './list-status'

export const SORT_LABELS: Record<SortMode, string> = {
  name_ascending: 'Name, A to Z',
  name_descending: 'Name, Z to A',
  id_ascending: 'ID',
}

export type StateFilter<T> = {
  /** the states a person can pick, in the API's words */
  options: readonly string[]
  of: (row: T) => string
  /** the select's label, "State" unless given (an audit entry's "Result") */
  label?: string
}

type Props = {
  label: string
  state: ListUrlState
  update: (changes: Partial<ListUrlState>) => void
  /** the filter box's text: what the URL says, or what was typed since */
  filterText: string
  /** a change of a filter box, written to the URL after a pause in typing */
  typeFilter: (text: string, key?: TextFilterKey) => void
  /** a second filter box: what it matches, and its text */
  second?: { by: string; text: string }
  sortModes: readonly SortMode[]
  stateOptions?: readonly string[]
  stateLabel?: string
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
  filterText,
  typeFilter,
  sortModes,
  stateOptions,
  stateLabel = 'State',
  filterBy,
  second,
  statusRef,
  onFilterTyped,
}: Props) {
  const filterBox = (by: string, text: string, key: TextFilterKey) => (
    <input
      type="search"
      className="input list-search"
      aria-label={`Filter by ${by}`}
      placeholder={`Filter by ${by}`}
      value={text}
      maxLength={1000}
      onChange={(e) => {
        typeFilter(e.target.value, key)
        if (e.target.value.trim()) onFilterTyped()
      }}
    />
  )
  return (
    <search className="list-toolbar" aria-label={label}>
      {filterBox(filterBy, filterText, 'q')}
      {second && filterBox(second.by, second.text, 'q2')}
      {stateOptions && (
        <label className="list-control">
          {stateLabel}
          <select
            className="input"
            value={state.state}
            onChange={(e) => update({ state: e.target.value })}
          >
            <option value="">All {stateLabel === 'State' ? 'states' : 'results'}</option>
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

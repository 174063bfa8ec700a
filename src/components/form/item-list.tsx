import type { ReactNode } from 'react'

/**
 * The entries of a list field (firewall rule targets, an instance's extra disks), each with a remove
 * button named after it ("Remove web-1"), or a note when the list is empty.
 */
export function ItemList<T>({
  label,
  items,
  describe,
  onRemove,
  empty,
}: {
  /** accessible name of the list, e.g. "Targets" */
  label: string
  items: T[]
  describe: (item: T) => { kind?: string; value: ReactNode; name: string }
  onRemove: (index: number) => void
  empty: string
}) {
  if (items.length === 0) return <p className="item-list-empty">{empty}</p>
  return (
    <ul className="item-list" aria-label={label}>
      {items.map((item, i) => {
        const { kind, value, name } = describe(item)
        return (
          <li key={`${kind ?? ''}:${name}`} className="item-list-item">
            {kind && <span className="item-list-kind">{kind}</span>}
            <span className="mono">{value}</span>
            <button
              type="button"
              className="icon-button"
              aria-label={`Remove ${name}`}
              onClick={() => onRemove(i)}
            >
              ×
            </button>
          </li>
        )
      })}
    </ul>
  )
}

/** Enter in one of the little "add" inputs adds the entry instead of submitting the form. */
export const addOnEnter = (add: () => void) => (e: React.KeyboardEvent) => {
  if (e.key === 'Enter') {
    e.preventDefault()
    add()
  }
}

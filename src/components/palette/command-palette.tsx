import { Autocomplete } from '@base-ui/react/autocomplete'
import { Dialog } from '@base-ui/react/dialog'
import { useQuery } from '@tanstack/react-query'
import { useMemo, useState } from 'react'
import { useNavigate, useParams } from 'react-router'
import { meQuery } from '~/layouts/loaders'
import { type FuzzyMatch, fuzzyFilter, highlightParts } from '~/util/fuzzy'
import { usePaletteData } from './palette-data'
import { actionItems, type PaletteItem, pageItems, resourceItems } from './palette-items'
import './palette.css'

/** How many matches the list renders at most; typing narrows the rest. */
const MAX_SHOWN = 50

type Result = { item: PaletteItem; match: FuzzyMatch }

// the one live region: says the count as the list changes, or that nothing matches
const resultCount = (n: number) =>
  n === 0 ? 'Nothing matches' : n === 1 ? '1 result' : `${n.toLocaleString('en-US')} results`

function ResultLabel({ result }: { result: Result }) {
  return (
    <span className="palette-label">
      {highlightParts(result.item.label, result.match.indices).map((part, i) =>
        part.match ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one label, in order
          <mark key={i}>{part.text}</mark>
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one label, in order
          <span key={i}>{part.text}</span>
        ),
      )}
    </span>
  )
}

/**
 * The command palette (Ctrl+K or Cmd+K, or the top bar's Jump to button): a
 * search over the pages the person may see, the silo's projects, the current
 * project's resources and the create forms. A modal dialog holding a combobox
 * whose list is always shown: arrows move the highlight (the input keeps focus
 * and points at the highlighted option), Enter goes there, Escape closes and
 * gives focus back to what had it.
 */
export default function CommandPalette({
  open,
  onOpenChange,
  returnFocus,
  isFleetViewer,
}: {
  open: boolean
  /** whether the system pages are the person's to see (the top bar knows already) */
  isFleetViewer: boolean
  onOpenChange: (open: boolean) => void
  /** what had focus before the palette opened */
  returnFocus: () => HTMLElement | null
}) {
  const navigate = useNavigate()
  const { project } = useParams()
  const [query, setQuery] = useState('')
  const data = usePaletteData(open ? project : undefined)
  const siloAdmin = useQuery(meQuery).data?.siloAdmin ?? false

  const items = useMemo(
    () => [
      ...pageItems({ isFleetViewer, siloAdmin, project }),
      ...actionItems(data.projects, project),
      ...resourceItems(data.projects, project, data.resources),
    ],
    [isFleetViewer, siloAdmin, project, data.projects, data.resources],
  )
  const results = useMemo(() => fuzzyFilter(items, query, (i) => i.label), [items, query])
  const shown = results.length > MAX_SHOWN ? results.slice(0, MAX_SHOWN) : results

  const go = (item: PaletteItem) => {
    onOpenChange(false)
    navigate(item.to)
  }

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(next) => {
        onOpenChange(next)
        if (!next) setQuery('')
      }}
    >
      <Dialog.Portal>
        <Dialog.Backdrop className="palette-backdrop" />
        <Dialog.Popup
          className="palette"
          aria-label="Jump to"
          finalFocus={() => {
            // after a jump the element may be gone with its page: then focus stays put
            const el = returnFocus()
            return el?.isConnected ? el : false
          }}
        >
          <Autocomplete.Root
            open
            inline
            items={results}
            filteredItems={shown}
            value={query}
            onValueChange={setQuery}
            itemToStringValue={(r: Result) => r.item.label}
            autoHighlight="always"
            keepHighlight
          >
            <Autocomplete.Input
              className="palette-input"
              aria-label="Jump to a page, resource or action"
              placeholder="Jump to a page, resource or action…"
              autoComplete="off"
            />
            <Autocomplete.List className="palette-list">
              {(result: Result) => (
                <Autocomplete.Item
                  key={result.item.id}
                  value={result}
                  className="palette-item"
                  onClick={() => go(result.item)}
                >
                  <ResultLabel result={result} />{' '}
                  <span className="palette-kind">{result.item.kind}</span>
                </Autocomplete.Item>
              )}
            </Autocomplete.List>
            <Autocomplete.Status className="palette-status">
              {resultCount(results.length)}
              {shown.length < results.length &&
                `, showing the first ${shown.length}: type to narrow`}
              {data.loading && ', loading more'}
            </Autocomplete.Status>
          </Autocomplete.Root>
        </Dialog.Popup>
      </Dialog.Portal>
    </Dialog.Root>
  )
}

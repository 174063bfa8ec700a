import './metrics.css'
import { useEffect, useId, useState } from 'react'
import type { RouteHandle } from '~/components/breadcrumbs'
import { PageHeader } from '~/components/page-header'
import { TimeRangePicker, TimeWindowProvider, useTimeWindow } from '~/components/time-range-picker'
import { TitledSection } from '~/components/titled-section'
import { useSearchWriter, withParam } from '~/hooks/use-search-writer'
import { Button } from '~/ui/button'
import { explorerQuery, OXQL_EXAMPLES, starterQuery } from '~/util/oxql-explorer'
import { paths } from '~/util/paths'
import { QueryResults } from './query-results'
import { SchemaBrowser } from './schema-browser'

export const handle: RouteHandle = {
  crumbs: () => [{ label: 'Metrics', to: paths.systemMetrics() }],
}

/** The query the URL holds (`?query=`): what was last run, kept by a link or a reload. */
function useUrlQuery() {
  const [search, write] = useSearchWriter()
  const query = search.get('query') ?? ''
  const run = (text: string) =>
    write((s) => withParam(s, 'query', text.trim()), { preventScrollReset: true })
  return [query, run] as const
}

function QueryEditor({ query, run }: { query: string; run: (text: string) => void }) {
  const editorId = useId()
  const helpId = useId()
  const { window } = useTimeWindow()
  const [draft, setDraft] = useState(query)
  // a link, Back or an example changes the URL's query: the editor follows
  useEffect(() => setDraft(query), [query])
  const sent = explorerQuery(query, window)
  return (
    <>
      <form
        className="metrics-editor"
        onSubmit={(e) => {
          e.preventDefault()
          run(draft)
        }}
      >
        <label htmlFor={editorId}>OxQL query</label>
        <textarea
          id={editorId}
          className="input metrics-query"
          rows={4}
          spellCheck={false}
          aria-describedby={helpId}
          value={draft}
          placeholder="get virtual_machine:vcpu_usage | group_by [sled_id], sum"
          onChange={(e) => setDraft(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter' && (e.ctrlKey || e.metaKey)) {
              e.preventDefault()
              run(draft)
            }
          }}
        />
        <p className="cell-secondary" id={helpId}>
          The time range below is added to the query, with an alignment of its interval, unless the
          query filters on <code>timestamp</code> or has its own <code>align</code>. Ctrl+Enter runs
          it.
        </p>
        <div className="metrics-actions">
          <Button type="submit" disabled={!draft.trim()} disabledReason="Write a query first">
            Run query
          </Button>
          <span className="cell-secondary">Examples:</span>
          {OXQL_EXAMPLES.map((x) => (
            <Button key={x.label} variant="secondary" size="sm" onClick={() => run(x.query)}>
              {x.label}
            </Button>
          ))}
        </div>
      </form>
      <TimeRangePicker />
      {sent && (
        <>
          <details className="metrics-sent">
            <summary>Query sent</summary>
            <pre>
              <code>{sent}</code>
            </pre>
          </details>
          <QueryResults query={sent} />
        </>
      )}
    </>
  )
}

/**
 * The metrics explorer: OxQL queries over every project's timeseries, their
 * results as charts and a table, and the schemas a query can ask about.
 */
export function Component() {
  const [query, run] = useUrlQuery()
  return (
    <>
      <PageHeader title="Metrics" />
      <TimeWindowProvider>
        <TitledSection title="Query">
          <QueryEditor query={query} run={run} />
        </TitledSection>
      </TimeWindowProvider>
      <TitledSection title="Timeseries schemas">
        <SchemaBrowser
          onQuery={(name) => {
            run(starterQuery(name))
            // the editor and its results are above the list
            window.scrollTo({ top: 0 })
          }}
        />
      </TitledSection>
    </>
  )
}

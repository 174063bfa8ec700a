import { Fragment, type ReactNode } from 'react'
import { snakeify } from '~/api/__generated__/util'
import { useApiQuery } from '~/api/query'
import { JsonFieldsTable } from '~/components/json-fields-table'
import { Spinner } from '~/ui/spinner'
import { portParams } from './loaders'
import { linkStateSummary, type PortSel } from './switch-port-values'

/**
 * The port's link as the switch reports it. The API documents no shape for
 * it, so a few fields show when present and the whole answer below, field by field.
 */
export function PortStatusSection({ sel, hasSettings }: { sel: PortSel; hasSettings: boolean }) {
  // optional data: a port without settings has no link, and the API answers 404 for its status
  const status = useApiQuery('networkingSwitchPortStatus', portParams(sel), {
    enabled: hasSettings,
    throwOnError: false,
  })
  let body: ReactNode
  if (!hasSettings) {
    body = <p className="cell-secondary">No settings are applied, so the port has no link.</p>
  } else if (status.isPending) {
    body = <Spinner label="Loading status" />
  } else if (status.isError) {
    body = <p className="cell-secondary">Status unavailable: {status.error.message}</p>
  } else {
    const summary = linkStateSummary(status.data)
    body = (
      <>
        {summary.length > 0 && (
          <dl className="properties" aria-label="Link status">
            {summary.map(([label, value]) => (
              <Fragment key={label}>
                <dt>{label}</dt>
                <dd>{value}</dd>
              </Fragment>
            ))}
          </dl>
        )}
        <details>
          <summary>Full status</summary>
          <JsonFieldsTable value={snakeify(status.data)} label="Full link status" />
        </details>
      </>
    )
  }
  return (
    <section aria-labelledby="port-status-title">
      <h2 className="section-title" id="port-status-title">
        Status
      </h2>
      {body}
    </section>
  )
}

/**
 * A port's link state in the ports list. Optional data per row (a cell's own
 * call): a port without settings has no link to ask about.
 */
export function PortLinkCell({ sel, hasSettings }: { sel: PortSel; hasSettings: boolean }) {
  const status = useApiQuery('networkingSwitchPortStatus', portParams(sel), {
    enabled: hasSettings,
    throwOnError: false,
  })
  if (!hasSettings) return <span className="cell-secondary">No link</span>
  if (status.isPending) return <Spinner label="Loading status" />
  if (status.isError) return <span className="cell-secondary">Unavailable</span>
  const state = linkStateSummary(status.data).find(([label]) => label === 'Link state')?.[1]
  return state ? <span>{state}</span> : <span className="cell-secondary">Unknown</span>
}

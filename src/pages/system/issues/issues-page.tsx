import { useQuery } from '@tanstack/react-query'
import { Link } from 'react-router'
import type { ApiError } from '~/api/errors'
import { usePrefetchedApiQuery } from '~/api/query'
import type { RouteHandle } from '~/components/breadcrumbs'
import { valueColumn } from '~/components/columns'
import { DataTable } from '~/components/data-table'
import { PageHeader } from '~/components/page-header'
import { useTimeZone } from '~/hooks/use-time-zone'
import { Alert } from '~/ui/alert'
import { Badge, type BadgeColor } from '~/ui/badge'
import { EmptyState } from '~/ui/empty-state'
import { Spinner } from '~/ui/spinner'
import { paths } from '~/util/paths'
import { allDisksQuery, allSledsQuery, instancesQuery, updateQuery } from './loaders'
import { type IssueSeverity, type SystemIssue, systemIssues } from './system-issues'

export const handle: RouteHandle = {
  crumbs: () => [{ label: 'Issues', to: paths.systemIssues() }],
}

const severityColor: Record<IssueSeverity, BadgeColor> = {
  critical: 'red',
  warning: 'yellow',
  info: 'blue',
}

const columns = [
  valueColumn<SystemIssue>('severity', 'Severity', (r) => (
    <Badge color={severityColor[r.severity]}>{r.severity}</Badge>
  )),
  valueColumn<SystemIssue>('issue', 'Issue', (r) => r.title),
  valueColumn<SystemIssue>('detail', 'Detail', (r) => (
    <span className="cell-secondary">{r.detail}</span>
  )),
  valueColumn<SystemIssue>('resource', 'Resource', (r) => (
    <Link to={r.link.to}>{r.link.label}</Link>
  )),
]

/** What needs an operator's attention across the rack, each item linking to its resource. */
export function Component() {
  // prefetched, but read plainly: a check that fails gets its own alert and the others still show
  const sleds = useQuery(allSledsQuery)
  const disks = useQuery(allDisksQuery)
  const instances = useQuery(instancesQuery)
  const update = useQuery(updateQuery)
  const { data: me } = usePrefetchedApiQuery('currentUserView', {})
  const zone = useTimeZone()
  const checks = [
    { what: 'sleds', query: sleds },
    { what: 'physical disks', query: disks },
    { what: 'instances', query: instances },
    { what: 'the system update', query: update },
  ]
  const failed = checks.filter((c) => c.query.isError)
  const pending = checks.some((c) => c.query.isPending && !c.query.isError)
  const issues = systemIssues({
    sleds: sleds.data,
    disks: disks.data,
    instances: instances.data,
    update: update.data,
    zone,
  })
  return (
    <>
      <PageHeader title="Issues" />
      <p className="page-note">
        Sleds, physical disks and the system update across the rack; failed instances in the
        projects of silo {me.siloName}, the ones you can see.
      </p>
      {failed.map(({ what, query }) => (
        <Alert key={what} title={`Could not check ${what}`}>
          {(query.error as ApiError | null)?.message}
        </Alert>
      ))}
      {pending ? (
        <div className="table-loading">
          <Spinner /> Loading
        </div>
      ) : (
        <DataTable
          rows={issues}
          columns={columns}
          label="Issues"
          reads={[allSledsQuery, allDisksQuery, instancesQuery, updateQuery]}
          rowId={(i) => i.id}
          emptyState={
            failed.length === 0 ? (
              <EmptyState
                title="No issues"
                body="Every sled and physical disk is in service, no instance has failed, and the system update needs nothing from you."
              />
            ) : (
              <EmptyState
                title="No issues found"
                body="Nothing else the console could check needs attention."
              />
            )
          }
        />
      )}
    </>
  )
}

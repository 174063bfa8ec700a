import { useEffect, useRef } from 'react'
import { Link } from 'react-router'
import type { BaseboardId, Switch } from '~/api/__generated__/Api'
import { apiRequest } from '~/api/client'
import {
  invalidate,
  listQuery,
  mutate,
  usePrefetchedApiQuery,
  usePrefetchedQuery,
} from '~/api/query'
import type { RouteHandle } from '~/components/breadcrumbs'
import { valueColumn } from '~/components/columns'
import { DataTable } from '~/components/data-table'
import { PageHeader } from '~/components/page-header'
import { IdProperty, Property, TimeProperty } from '~/components/property'
import { POLL_MS } from '~/components/query-table'
import { ViewRequestDisclosure } from '~/components/request-disclosure'
import { TitledSection } from '~/components/titled-section'
import { getRackSelector, useRackSelector } from '~/hooks/selectors'
import { Badge, type BadgeColor } from '~/ui/badge'
import { Button } from '~/ui/button'
import { confirmAction } from '~/ui/confirm'
import { paths } from '~/util/paths'
import { useIsFleetAdmin } from '../use-fleet-role'
import { membershipQuery } from './loaders'
import { boardText, isChanging, membershipStateLabel } from './membership'

export const handle: RouteHandle = {
  crumbs: (params) => [
    { label: 'Inventory', to: paths.systemInventory() },
    {
      label: `Rack ${getRackSelector(params).rackId}`,
      to: paths.systemRack(getRackSelector(params)),
    },
  ],
}

const stateColor = {
  in_progress: 'blue',
  committed: 'green',
  aborted: 'red',
} as const satisfies Record<string, BadgeColor>

type Member = BaseboardId & { acknowledged: boolean }
const memberColumns = [
  valueColumn<Member>('serial', 'Serial', (r) => r.serialNumber),
  valueColumn<Member>('part', 'Part', (r) => r.partNumber),
  valueColumn<Member>('ack', 'Acknowledged', (r) =>
    r.acknowledged ? 'yes' : <Badge color="blue">waiting for the sled</Badge>,
  ),
]

function confirmAbort(rackId: string, version: number) {
  confirmAction({
    title: 'Abort membership change',
    body: (
      <>
        Abort membership change version <strong>{version}</strong>? The sleds it adds stay
        uninitialized; add them again later.
      </>
    ),
    confirmLabel: 'Abort change',
    errorTitle: 'Could not abort the change',
    action: () =>
      mutate(
        'rackMembershipAbort',
        { path: { rackId } },
        {
          invalidates: ['rackMembershipStatus', 'sledListUninitialized'],
          toast: { title: 'Membership change aborted', content: `Version ${version}` },
        },
      ),
  })
}

/** One rack: its properties, its switches, and its membership (which sleds belong to it). */
export function Component() {
  const { rackId } = useRackSelector()
  const isAdmin = useIsFleetAdmin()
  const { data: rack } = usePrefetchedApiQuery('rackView', { path: { rackId } })
  const switches = usePrefetchedQuery(listQuery('switchList', {})).data.items.filter(
    (s) => s.rackId === rackId,
  )
  // polled while sleds acknowledge a change
  const { data: status } = usePrefetchedQuery(membershipQuery(rackId), {
    refetchInterval: (q) => (isChanging(q.state.data) ? POLL_MS : false),
  })
  // once a change ends, the sled lists change with it: new sleds, fewer uninitialized ones
  const wasChanging = useRef(isChanging(status))
  useEffect(() => {
    if (wasChanging.current && !isChanging(status)) {
      void invalidate('sledList', 'sledListUninitialized')
    }
    wasChanging.current = isChanging(status)
  }, [status])

  const pending = new Set(status.unacknowledgedMembers.map((m) => m.serialNumber))
  const members = status.members.map((m) => ({
    ...m,
    acknowledged: !(isChanging(status) && pending.has(m.serialNumber)),
  }))
  return (
    <>
      <PageHeader title={`Rack ${rack.id}`} />
      <dl className="properties" aria-label="Rack properties">
        <IdProperty id={rack.id} />
        <Property term="Switches">
          {switches.length
            ? switches.map((s: Switch, i) => (
                <span key={s.id}>
                  {i > 0 && ', '}
                  <Link to={paths.systemSwitch({ switchId: s.id })}>{s.baseboard.serial}</Link>
                </span>
              ))
            : 'None'}
        </Property>
        <TimeProperty date={rack.timeCreated} />
        <TimeProperty term="Modified" date={rack.timeModified} />
      </dl>
      <ViewRequestDisclosure request={apiRequest('rackView', { path: { rackId } })} />
      <TitledSection
        title="Membership"
        actions={
          isAdmin &&
          isChanging(status) && (
            <Button variant="danger" onClick={() => confirmAbort(rackId, status.version)}>
              Abort change
            </Button>
          )
        }
      >
        <dl className="properties" aria-label="Membership status">
          <Property term="Version">{status.version}</Property>
          <Property term="State">
            <Badge color={stateColor[status.state]}>{membershipStateLabel[status.state]}</Badge>
          </Property>
          <TimeProperty term="Started" date={status.timeCreated} />
          {status.timeCommitted && <TimeProperty term="Committed" date={status.timeCommitted} />}
          {status.timeAborted && <TimeProperty term="Aborted" date={status.timeAborted} />}
          {isChanging(status) && (
            <Property term="Adding">
              {status.unacknowledgedMembers.map(boardText).join(', ')}
            </Property>
          )}
        </dl>
        <DataTable
          rows={members}
          columns={memberColumns}
          label="Rack members"
          reads={[membershipQuery(rackId)]}
          rowId={(m) => `${m.partNumber}|${m.serialNumber}`}
          emptyState={<p className="cell-secondary">The rack has no members.</p>}
        />
        <p className="tab-note">
          New sleds join from the{' '}
          <Link to={paths.systemUninitializedSleds()}>uninitialized sleds</Link> list.
        </p>
      </TitledSection>
    </>
  )
}

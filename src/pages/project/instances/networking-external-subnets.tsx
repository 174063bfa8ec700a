import { useId, useMemo, useState } from 'react'
import { Link } from 'react-router'
import type { ExternalSubnet } from '~/api/__generated__/Api'
import { apiQuery, useAllPages, usePrefetchedApiQuery } from '~/api/query'
import { actionsColumn, valueColumn } from '~/components/columns'
import { DataTable } from '~/components/data-table'
import { AttachToThisInstanceModal } from '~/pages/project/attachables/attach-modals'
import { confirmDetach } from '~/pages/project/attachables/attachable-actions'
import { externalSubnetKind } from '~/pages/project/external-subnets/external-subnet-kind'
import { Button } from '~/ui/button'
import { EmptyState } from '~/ui/empty-state'
import { paths } from '~/util/paths'
import { instanceParams } from './loaders'

type Target = { project: string; instance: string }

/** The external subnets routed to the instance, to attach and detach. */
export function ExternalSubnetSection({ project, instance }: Target) {
  const titleId = useId()
  const [attaching, setAttaching] = useState(false)
  const { data } = usePrefetchedApiQuery(
    'instanceExternalSubnetList',
    instanceParams({ project, instance }),
  )
  const columns = useMemo(
    () => [
      valueColumn<ExternalSubnet>('name', 'Name', (r) => (
        <Link to={paths.externalSubnets({ project })}>{r.name}</Link>
      )),
      valueColumn<ExternalSubnet>('subnet', 'Subnet', (r) => (
        <span className="mono">{r.subnet}</span>
      )),
      actionsColumn<ExternalSubnet>((subnet) => [
        {
          label: 'Detach',
          onSelect: () =>
            confirmDetach(
              externalSubnetKind,
              project,
              { name: subnet.name, address: subnet.subnet },
              instance,
            ),
        },
      ]),
    ],
    [project, instance],
  )
  return (
    <section aria-labelledby={titleId}>
      <div className="compute-section-header">
        <h2 className="section-title" id={titleId}>
          External subnets
        </h2>
        <span className="compute-section-actions">
          <Button size="sm" onClick={() => setAttaching(true)}>
            Attach external subnet
          </Button>
        </span>
      </div>
      <DataTable
        rows={data.items}
        columns={columns}
        label="External subnets"
        reads={[apiQuery('instanceExternalSubnetList', instanceParams({ project, instance }))]}
        rowId={(s) => s.id}
        emptyState={
          <EmptyState
            title="No external subnets"
            body="Attach one of the project's external subnets to route a whole block to this instance."
          />
        }
      />
      {attaching && (
        <AttachModal project={project} instance={instance} onDismiss={() => setAttaching(false)} />
      )}
    </section>
  )
}

function AttachModal({ project, instance, onDismiss }: Target & { onDismiss: () => void }) {
  // a form's on-demand list: only asked for when the person opens the form
  const all = useAllPages('externalSubnetList', { query: { project } }).data?.items
  return (
    <AttachToThisInstanceModal
      kind={externalSubnetKind}
      project={project}
      instance={instance}
      items={all?.map((s) => ({ ...s, address: s.subnet }))}
      onDismiss={onDismiss}
    />
  )
}

import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { Link, Outlet, useNavigate } from 'react-router'
import type { IpPoolRange, IpPoolSiloLink } from '~/api/__generated__/Api'
import { apiRequest, callApi } from '~/api/client'
import {
  invalidate,
  useApiMutation,
  usePrefetchedAllPages,
  usePrefetchedApiQuery,
} from '~/api/query'
import type { RouteHandle } from '~/components/breadcrumbs'
import { actionsColumn } from '~/components/columns'
import { DateTime } from '~/components/date-time'
import { CheckboxField } from '~/components/form/checkbox-field'
import { ComboboxField } from '~/components/form/combobox-field'
import { SideModalForm } from '~/components/form/side-modal-form'
import { PageHeader } from '~/components/page-header'
import { QueryTable } from '~/components/query-table'
import { ViewRequestDisclosure } from '~/components/request-disclosure'
import { columnHelper } from '~/components/table-features'
import { getIpPoolSelector, useIpPoolSelector } from '~/hooks/selectors'
import { Badge } from '~/ui/badge'
import { Button } from '~/ui/button'
import { confirmAction } from '~/ui/confirm'
import { EmptyState } from '~/ui/empty-state'
import { addToast } from '~/ui/toast'
import { paths } from '~/util/paths'
import { ipPoolSiloLinkRequest } from './ip-pool-values'
import { confirmDeletePool } from './ip-pools-page'
import { PoolUtilization } from './pool-utilization'

type Pool = { pool: string }

export const handle: RouteHandle = {
  crumbs: (params) => {
    const selector = getIpPoolSelector(params)
    return [
      { label: 'IP Pools', to: paths.systemIpPools() },
      { label: selector.pool, to: paths.systemIpPool(selector) },
    ]
  },
}

export function Component() {
  const navigate = useNavigate()
  const selector = useIpPoolSelector()
  const { data: pool } = usePrefetchedApiQuery('systemIpPoolView', { path: selector })
  return (
    <>
      <PageHeader
        title={pool.name}
        actions={
          <>
            <Link className="btn btn-secondary btn-md" to={paths.systemIpPoolEdit(selector)}>
              Edit
            </Link>
            <Button
              variant="danger"
              onClick={() => confirmDeletePool(pool, () => navigate(paths.systemIpPools()))}
            >
              Delete
            </Button>
          </>
        }
      />
      <dl className="properties">
        <dt>Description</dt>
        <dd>{pool.description || '—'}</dd>
        <dt>IP version</dt>
        <dd>{pool.ipVersion === 'v4' ? 'IPv4' : 'IPv6'}</dd>
        <dt>Allocated / capacity</dt>
        <dd>
          <PoolUtilization pool={pool.name} />
        </dd>
      </dl>
      <ViewRequestDisclosure request={apiRequest('systemIpPoolView', { path: selector })} />
      <RangesSection pool={selector.pool} />
      <SilosSection pool={selector.pool} />
      <Outlet />
    </>
  )
}

function RangesSection({ pool }: Pool) {
  const remove = (r: IpPoolRange) =>
    confirmAction({
      title: 'Remove IP range',
      body: (
        <>
          Remove range{' '}
          <strong>
            {r.range.first}–{r.range.last}
          </strong>{' '}
          from pool <strong>{pool}</strong>?
        </>
      ),
      confirmLabel: 'Remove',
      errorTitle: 'Could not remove IP range',
      action: async () => {
        await callApi('systemIpPoolRangeRemove', { path: { pool }, body: r.range })
        await invalidate('systemIpPoolRangeList', 'systemIpPoolUtilizationView')
        addToast({ title: 'IP range removed', content: `${r.range.first}–${r.range.last}` })
      },
    })
  const col = columnHelper<IpPoolRange>()
  const columns = [
    col.display({ id: 'first', header: 'First', cell: ({ row }) => row.original.range.first }),
    col.display({ id: 'last', header: 'Last', cell: ({ row }) => row.original.range.last }),
    col.display({
      id: 'created',
      header: 'Added',
      cell: ({ row }) => DateTime({ date: row.original.timeCreated, className: 'cell-secondary' }),
    }),
    actionsColumn<IpPoolRange>((r) => [
      { label: 'Remove', destructive: true, onSelect: () => remove(r) },
    ]),
  ]
  const addLink = (
    <Link className="btn btn-primary btn-md" to={paths.systemIpPoolRangesAdd({ pool })}>
      Add range
    </Link>
  )
  return (
    <section aria-labelledby="ip-ranges-title">
      <div className="section-header">
        <h2 className="section-title" id="ip-ranges-title">
          IP ranges
        </h2>
        {addLink}
      </div>
      <QueryTable
        operationId="systemIpPoolRangeList"
        params={{ path: { pool } }}
        columns={columns}
        label="IP ranges"
        rowId={(r) => r.id}
        emptyState={
          <EmptyState
            title="No IP ranges"
            body="Add a range of addresses this pool hands out."
            action={addLink}
          />
        }
      />
    </section>
  )
}

function SilosSection({ pool }: Pool) {
  const [linking, setLinking] = useState(false)
  const silos = usePrefetchedAllPages('siloList', {})
  const siloName = (id: string) => silos.items.find((s) => s.id === id)?.name ?? id
  const setDefault = async (link: IpPoolSiloLink, isDefault: boolean) => {
    const silo = siloName(link.siloId)
    try {
      await callApi('systemIpPoolSiloUpdate', { path: { pool, silo }, body: { isDefault } })
      await invalidate('systemIpPoolSiloList', 'siloIpPoolList')
      addToast({ title: isDefault ? 'Default pool set' : 'Default cleared', content: silo })
    } catch (e) {
      addToast({
        variant: 'error',
        title: 'Could not change the default',
        content: (e as Error).message,
      })
    }
  }
  const unlink = (link: IpPoolSiloLink) => {
    const silo = siloName(link.siloId)
    confirmAction({
      title: 'Unlink silo',
      body: (
        <>
          Unlink silo <strong>{silo}</strong> from IP pool <strong>{pool}</strong>?
        </>
      ),
      confirmLabel: 'Unlink',
      errorTitle: 'Could not unlink silo',
      action: async () => {
        await callApi('systemIpPoolSiloUnlink', { path: { pool, silo } })
        await invalidate('systemIpPoolSiloList', 'siloIpPoolList')
        addToast({ title: 'Silo unlinked', content: silo })
      },
    })
  }
  const col = columnHelper<IpPoolSiloLink>()
  const columns = [
    col.display({
      id: 'silo',
      header: 'Silo',
      cell: ({ row }) => {
        const name = siloName(row.original.siloId)
        return <Link to={paths.systemSilo({ silo: name })}>{name}</Link>
      },
    }),
    col.display({
      id: 'default',
      header: 'Default',
      cell: ({ row }) => (row.original.isDefault ? <Badge color="green">Default</Badge> : null),
    }),
    actionsColumn<IpPoolSiloLink>((link) => [
      link.isDefault
        ? { label: 'Clear default', onSelect: () => setDefault(link, false) }
        : { label: 'Make default', onSelect: () => setDefault(link, true) },
      { label: 'Unlink', destructive: true, onSelect: () => unlink(link) },
    ]),
  ]
  const linkButton = <Button onClick={() => setLinking(true)}>Link silo</Button>
  return (
    <section aria-labelledby="linked-silos-title">
      <div className="section-header">
        <h2 className="section-title" id="linked-silos-title">
          Linked silos
        </h2>
        {linkButton}
      </div>
      <QueryTable
        operationId="systemIpPoolSiloList"
        // the page's second list: its sort and filter have their own URL params
        urlPrefix="silos"
        params={{ path: { pool } }}
        columns={columns}
        label="Linked silos"
        rowId={(l) => l.siloId}
        emptyState={
          <EmptyState
            title="No linked silos"
            body="No silo can take addresses from this pool yet."
            action={linkButton}
          />
        }
      />
      {linking && <LinkSiloForm pool={pool} onDismiss={() => setLinking(false)} />}
    </section>
  )
}

type LinkValues = { silo: string; isDefault: boolean }

function LinkSiloForm({ pool, onDismiss }: Pool & { onDismiss: () => void }) {
  const silos = usePrefetchedAllPages('siloList', {})
  const links = usePrefetchedAllPages('systemIpPoolSiloList', { path: { pool } })
  const linked = new Set(links.items.map((l) => l.siloId))
  const candidates = silos.items.filter((s) => !linked.has(s.id))
  const form = useForm<LinkValues>({ defaultValues: { silo: '', isDefault: false } })
  const link = useApiMutation('systemIpPoolSiloLink', {
    invalidates: ['systemIpPoolSiloList', 'siloIpPoolList'],
  })
  return (
    <SideModalForm
      title="Link silo"
      submitLabel="Link silo"
      form={form}
      onDismiss={onDismiss}
      request={({ silo, isDefault }) => ipPoolSiloLinkRequest(pool, silo, isDefault)}
      onSubmit={({ silo, isDefault }) =>
        link.mutateAsync(ipPoolSiloLinkRequest(pool, silo, isDefault).params)
      }
      onSuccess={() => {
        addToast({ title: 'Silo linked', content: form.getValues().silo })
        onDismiss()
      }}
    >
      <ComboboxField
        control={form.control}
        name="silo"
        label="Silo"
        required
        placeholder={candidates.length ? 'Select a silo' : 'Every silo is linked already'}
        description="Silos already linked to this pool are not listed."
        items={candidates.map((s) => ({ value: s.name, label: s.name }))}
      />
      <CheckboxField
        control={form.control}
        name="isDefault"
        label="Make default"
        description="The silo's default pool of this IP version; it replaces the current default."
      />
    </SideModalForm>
  )
}

import { createColumnHelper } from '@tanstack/react-table'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { Link, type LoaderFunctionArgs } from 'react-router'
import type { IdentityProvider, SiloIpPool } from '~/api/__generated__/Api'
import { callApi } from '~/api/client'
import {
  apiQuery,
  ensure,
  invalidate,
  listQuery,
  PAGE_SIZE,
  prefetch,
  useApiMutation,
  usePrefetchedApiQuery,
} from '~/api/query'
import type { RouteHandle } from '~/components/breadcrumbs'
import { actionsColumn, createdColumn, descriptionColumn, nameColumn } from '~/components/columns'
import { CheckboxField } from '~/components/form/checkbox-field'
import { NumberField } from '~/components/form/number-field'
import { SelectField } from '~/components/form/select-field'
import { SideModalForm } from '~/components/form/side-modal-form'
import { PageHeader } from '~/components/page-header'
import { QueryTable } from '~/components/query-table'
import { QueryTabs } from '~/components/query-tabs'
import { getSiloSelector, useSiloSelector } from '~/hooks/selectors'
import { Badge } from '~/ui/badge'
import { Button } from '~/ui/button'
import { confirmAction } from '~/ui/confirm'
import { EmptyState } from '~/ui/empty-state'
import { addToast } from '~/ui/toast'
import { paths } from '~/util/paths'
import { formatBytes } from '~/util/units'
import {
  identityModeLabel,
  type QuotaFormValues,
  quotasToValues,
  valuesToQuotasUpdate,
} from './silo-form-values'

type Silo = { silo: string }

export async function loader({ params }: LoaderFunctionArgs) {
  const { silo } = getSiloSelector(params)
  await Promise.all([
    ensure('siloView', { path: { silo } }),
    prefetch(
      listQuery('siloIdentityProviderList', { query: { silo } }),
      listQuery('siloIpPoolList', { path: { silo } }),
      listQuery('systemIpPoolList', {}),
      apiQuery('siloQuotasView', { path: { silo } }),
      apiQuery('siloUtilizationView', { path: { silo } }),
    ),
  ])
  return null
}

export const handle: RouteHandle = {
  crumbs: (params) => {
    const selector = getSiloSelector(params)
    return [
      { label: 'Silos', to: paths.systemSilos() },
      { label: selector.silo, to: paths.systemSilo(selector) },
    ]
  },
}

export function Component() {
  const selector = useSiloSelector()
  const { data: silo } = usePrefetchedApiQuery('siloView', { path: selector })
  const fleetRoles = Object.entries(silo.mappedFleetRoles)
    .filter(([, roles]) => roles.length > 0)
    .map(([siloRole, roles]) => `silo ${siloRole} → fleet ${roles.join(', ')}`)
  return (
    <>
      <PageHeader title={silo.name} />
      <dl className="properties">
        <dt>Description</dt>
        <dd>{silo.description || '—'}</dd>
        <dt>Identity mode</dt>
        <dd>{identityModeLabel(silo.identityMode)}</dd>
        <dt>Discoverable</dt>
        <dd>{silo.discoverable ? 'Yes' : 'No'}</dd>
        <dt>Admin group</dt>
        <dd>{silo.adminGroupName || '—'}</dd>
        <dt>Fleet roles</dt>
        <dd>{fleetRoles.length ? fleetRoles.join('; ') : 'None'}</dd>
      </dl>
      <QueryTabs
        label="Silo tabs"
        tabs={[
          {
            id: 'idps',
            label: 'Identity providers',
            content: <IdpsTab silo={selector.silo} />,
          },
          { id: 'ip-pools', label: 'IP pools', content: <IpPoolsTab silo={selector.silo} /> },
          { id: 'quotas', label: 'Quotas', content: <QuotasTab silo={selector.silo} /> },
        ]}
      />
    </>
  )
}

const idpCol = createColumnHelper<IdentityProvider>()
const idpColumns = [
  nameColumn<IdentityProvider>(),
  idpCol.display({
    id: 'type',
    header: 'Type',
    cell: ({ row }) => <Badge>{row.original.providerType}</Badge>,
  }),
  descriptionColumn<IdentityProvider>(),
  createdColumn<IdentityProvider>(),
]

function IdpsTab({ silo }: Silo) {
  return (
    <QueryTable
      operationId="siloIdentityProviderList"
      params={{ query: { silo } }}
      columns={idpColumns}
      label="Identity providers"
      emptyState={
        <EmptyState
          title="No identity providers"
          body="Users of this silo do not sign in through an identity provider."
        />
      }
    />
  )
}

function IpPoolsTab({ silo }: Silo) {
  const [linking, setLinking] = useState(false)
  const setDefault = async (pool: SiloIpPool, isDefault: boolean) => {
    try {
      await callApi('systemIpPoolSiloUpdate', {
        path: { pool: pool.name, silo },
        body: { isDefault },
      })
      await invalidate('siloIpPoolList', 'systemIpPoolSiloList')
      addToast({
        title: isDefault ? 'Default pool set' : 'Default cleared',
        content: pool.name,
      })
    } catch (e) {
      addToast({
        variant: 'error',
        title: 'Could not change the default',
        content: (e as Error).message,
      })
    }
  }
  const unlink = (pool: SiloIpPool) =>
    confirmAction({
      title: 'Unlink pool',
      body: (
        <>
          Unlink IP pool <strong>{pool.name}</strong> from silo <strong>{silo}</strong>? Its users
          can no longer take addresses from it.
        </>
      ),
      confirmLabel: 'Unlink',
      errorTitle: 'Could not unlink pool',
      action: async () => {
        await callApi('systemIpPoolSiloUnlink', { path: { pool: pool.name, silo } })
        await invalidate('siloIpPoolList', 'systemIpPoolSiloList')
        addToast({ title: 'Pool unlinked', content: pool.name })
      },
    })
  const col = createColumnHelper<SiloIpPool>()
  const columns = [
    col.display({
      id: 'name',
      header: 'Name',
      cell: ({ row }) => (
        <Link to={paths.systemIpPool({ pool: row.original.name })}>{row.original.name}</Link>
      ),
    }),
    col.display({ id: 'version', header: 'IP version', cell: ({ row }) => row.original.ipVersion }),
    col.display({
      id: 'default',
      header: 'Default',
      cell: ({ row }) => (row.original.isDefault ? <Badge color="green">Default</Badge> : null),
    }),
    descriptionColumn<SiloIpPool>(),
    actionsColumn<SiloIpPool>((pool) => [
      pool.isDefault
        ? { label: 'Clear default', onSelect: () => setDefault(pool, false) }
        : { label: 'Make default', onSelect: () => setDefault(pool, true) },
      { label: 'Unlink', destructive: true, onSelect: () => unlink(pool) },
    ]),
  ]
  const linkButton = <Button onClick={() => setLinking(true)}>Link pool</Button>
  return (
    <>
      <div className="tab-actions">{linkButton}</div>
      <QueryTable
        operationId="siloIpPoolList"
        params={{ path: { silo } }}
        columns={columns}
        label="IP pools"
        emptyState={
          <EmptyState
            title="No linked pools"
            body="Link an IP pool so this silo's instances can get external addresses."
            action={linkButton}
          />
        }
      />
      {linking && <LinkPoolForm silo={silo} onDismiss={() => setLinking(false)} />}
    </>
  )
}

type LinkValues = { pool: string; isDefault: boolean }

function LinkPoolForm({ silo, onDismiss }: Silo & { onDismiss: () => void }) {
  const { data: pools } = usePrefetchedApiQuery('systemIpPoolList', {
    query: { limit: PAGE_SIZE },
  })
  const { data: linked } = usePrefetchedApiQuery('siloIpPoolList', {
    path: { silo },
    query: { limit: PAGE_SIZE },
  })
  const linkedIds = new Set(linked.items.map((p) => p.id))
  const candidates = pools.items.filter((p) => !linkedIds.has(p.id))
  const form = useForm<LinkValues>({ defaultValues: { pool: '', isDefault: false } })
  const link = useApiMutation('systemIpPoolSiloLink', {
    invalidates: ['siloIpPoolList', 'systemIpPoolSiloList'],
  })
  return (
    <SideModalForm
      title="Link pool"
      submitLabel="Link pool"
      form={form}
      onDismiss={onDismiss}
      onSubmit={({ pool, isDefault }) =>
        link.mutateAsync({ path: { pool }, body: { silo, isDefault } })
      }
      onSuccess={() => {
        addToast({ title: 'Pool linked', content: form.getValues().pool })
        onDismiss()
      }}
    >
      <SelectField
        control={form.control}
        name="pool"
        label="IP pool"
        required
        placeholder={candidates.length ? 'Select a pool' : 'Every pool is linked already'}
        description="Pools already linked to this silo are not listed."
        items={candidates.map((p) => ({ value: p.name, label: `${p.name} (${p.ipVersion})` }))}
      />
      <CheckboxField
        control={form.control}
        name="isDefault"
        label="Make default"
        description="The silo's default pool of its IP version; it replaces the current default."
      />
    </SideModalForm>
  )
}

function QuotasTab({ silo }: Silo) {
  const { data: quotas } = usePrefetchedApiQuery('siloQuotasView', { path: { silo } })
  const { data: usage } = usePrefetchedApiQuery('siloUtilizationView', { path: { silo } })
  const [editing, setEditing] = useState(false)
  const rows = [
    { label: 'CPUs', quota: `${quotas.cpus}`, used: `${usage.provisioned.cpus}` },
    {
      label: 'Memory',
      quota: formatBytes(quotas.memory),
      used: formatBytes(usage.provisioned.memory),
    },
    {
      label: 'Storage',
      quota: formatBytes(quotas.storage),
      used: formatBytes(usage.provisioned.storage),
    },
  ]
  return (
    <>
      <div className="tab-actions">
        <Button onClick={() => setEditing(true)}>Edit quotas</Button>
      </div>
      <div className="table-wrap">
        <table className="table" aria-label="Quotas">
          <thead>
            <tr>
              <th>Resource</th>
              <th>Quota</th>
              <th>Provisioned</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((r) => (
              <tr key={r.label}>
                <td>{r.label}</td>
                <td>{r.quota}</td>
                <td>{r.used}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {editing && (
        <QuotasForm
          silo={silo}
          values={quotasToValues(quotas)}
          onDismiss={() => setEditing(false)}
        />
      )}
    </>
  )
}

function QuotasForm({
  silo,
  values,
  onDismiss,
}: Silo & { values: QuotaFormValues; onDismiss: () => void }) {
  const form = useForm<QuotaFormValues>({ defaultValues: values })
  const update = useApiMutation('siloQuotasUpdate', {
    invalidates: [
      'siloQuotasView',
      'siloUtilizationView',
      'siloUtilizationList',
      'systemQuotasList',
    ],
  })
  return (
    <SideModalForm
      title="Edit quotas"
      submitLabel="Update quotas"
      form={form}
      onDismiss={onDismiss}
      onSubmit={(v) => update.mutateAsync({ path: { silo }, body: valuesToQuotasUpdate(v) })}
      onSuccess={() => {
        addToast({ title: 'Quotas updated', content: silo })
        onDismiss()
      }}
    >
      <NumberField control={form.control} name="cpus" label="CPUs" required min={0} unit="vCPUs" />
      <NumberField
        control={form.control}
        name="memoryGiB"
        label="Memory"
        required
        min={0}
        unit="GiB"
      />
      <NumberField
        control={form.control}
        name="storageGiB"
        label="Storage"
        required
        min={0}
        unit="GiB"
      />
    </SideModalForm>
  )
}

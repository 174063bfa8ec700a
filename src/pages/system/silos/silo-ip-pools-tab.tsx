import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { Link } from 'react-router'
import type { SiloIpPool } from '~/api/__generated__/Api'
import { mutate, useApiMutation, usePrefetchedAllPages } from '~/api/query'
import { actionsColumn, descriptionColumn } from '~/components/columns'
import { CheckboxField } from '~/components/form/checkbox-field'
import { ComboboxField } from '~/components/form/combobox-field'
import { SideModalForm } from '~/components/form/side-modal-form'
import { ListTab } from '~/components/list-page'
import { columnHelper } from '~/components/table-features'
import { Badge } from '~/ui/badge'
import { Button } from '~/ui/button'
import { confirmAction } from '~/ui/confirm'
import { addToast } from '~/ui/toast'
import { paths } from '~/util/paths'
import { ipPoolSiloLinkRequest } from '../ip-pools/ip-pool-values'

type Silo = { silo: string }

export function SiloIpPoolsTab({ silo }: Silo) {
  const [linking, setLinking] = useState(false)
  const setDefault = (pool: SiloIpPool, isDefault: boolean) =>
    mutate(
      'systemIpPoolSiloUpdate',
      { path: { pool: pool.name, silo }, body: { isDefault } },
      {
        invalidates: ['siloIpPoolList', 'systemIpPoolSiloList'],
        toast: { title: isDefault ? 'Default pool set' : 'Default cleared', content: pool.name },
        errorTitle: 'Could not change the default',
      },
    )
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
      action: () =>
        mutate(
          'systemIpPoolSiloUnlink',
          { path: { pool: pool.name, silo } },
          {
            invalidates: ['siloIpPoolList', 'systemIpPoolSiloList'],
            toast: { title: 'Pool unlinked', content: pool.name },
          },
        ),
    })
  const col = columnHelper<SiloIpPool>()
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
    <ListTab
      actions={linkButton}
      operationId="siloIpPoolList"
      params={{ path: { silo } }}
      columns={columns}
      label="IP pools"
      empty={{
        title: 'No linked pools',
        body: "Link an IP pool so this silo's instances can get external addresses.",
      }}
    >
      {linking && <LinkPoolForm silo={silo} onDismiss={() => setLinking(false)} />}
    </ListTab>
  )
}

type LinkValues = { pool: string; isDefault: boolean }

function LinkPoolForm({ silo, onDismiss }: Silo & { onDismiss: () => void }) {
  const pools = usePrefetchedAllPages('systemIpPoolList', {})
  const linked = usePrefetchedAllPages('siloIpPoolList', { path: { silo } })
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
      request={({ pool, isDefault }) => ipPoolSiloLinkRequest(pool, silo, isDefault)}
      onSubmit={({ pool, isDefault }) =>
        link.mutateAsync(ipPoolSiloLinkRequest(pool, silo, isDefault).params)
      }
      onSuccess={() => {
        addToast({ title: 'Pool linked', content: form.getValues().pool })
        onDismiss()
      }}
    >
      <ComboboxField
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

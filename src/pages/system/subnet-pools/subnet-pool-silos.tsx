import { useMemo, useState } from 'react'
import { useForm } from 'react-hook-form'
import { Link } from 'react-router'
import type { SubnetPoolSiloLink } from '~/api/__generated__/Api'
import { callApi } from '~/api/client'
import { invalidate, useApiMutation, usePrefetchedAllPages } from '~/api/query'
import { actionsColumn } from '~/components/columns'
import { CheckboxField } from '~/components/form/checkbox-field'
import { ComboboxField } from '~/components/form/combobox-field'
import { SideModalForm } from '~/components/form/side-modal-form'
import { QueryTable } from '~/components/query-table'
import { columnHelper } from '~/components/table-features'
import { Badge } from '~/ui/badge'
import { Button } from '~/ui/button'
import { confirmAction } from '~/ui/confirm'
import { EmptyState } from '~/ui/empty-state'
import { addToast } from '~/ui/toast'
import { paths } from '~/util/paths'

type Pool = { pool: string }
const linkQueries = ['systemSubnetPoolSiloList', 'siloSubnetPoolList', 'subnetPoolList'] as const
const col = columnHelper<SubnetPoolSiloLink>()

/** The silos whose projects may take subnets from the pool, and which one it is the default of. */
export function SubnetPoolSilosSection({ pool, isAdmin }: Pool & { isAdmin: boolean }) {
  const [linking, setLinking] = useState(false)
  const silos = usePrefetchedAllPages('siloList', {}).items
  const columns = useMemo(() => {
    const siloName = (id: string) => silos.find((s) => s.id === id)?.name ?? id
    const setDefault = async (link: SubnetPoolSiloLink, isDefault: boolean) => {
      const silo = siloName(link.siloId)
      try {
        await callApi('systemSubnetPoolSiloUpdate', { path: { pool, silo }, body: { isDefault } })
        await invalidate(...linkQueries)
        addToast({ title: isDefault ? 'Default pool set' : 'Default cleared', content: silo })
      } catch (e) {
        addToast({
          variant: 'error',
          title: 'Could not change the default',
          content: (e as Error).message,
        })
      }
    }
    const unlink = (link: SubnetPoolSiloLink) => {
      const silo = siloName(link.siloId)
      confirmAction({
        title: 'Unlink silo',
        body: (
          <>
            Unlink silo <strong>{silo}</strong> from subnet pool <strong>{pool}</strong>?
          </>
        ),
        confirmLabel: 'Unlink',
        errorTitle: 'Could not unlink silo',
        action: async () => {
          await callApi('systemSubnetPoolSiloUnlink', { path: { pool, silo } })
          await invalidate(...linkQueries)
          addToast({ title: 'Silo unlinked', content: silo })
        },
      })
    }
    return [
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
      actionsColumn<SubnetPoolSiloLink>(
        (link) => [
          link.isDefault
            ? { label: 'Clear default', onSelect: () => setDefault(link, false) }
            : { label: 'Make default', onSelect: () => setDefault(link, true) },
          { label: 'Unlink', destructive: true, onSelect: () => unlink(link) },
        ],
        () => isAdmin,
      ),
    ]
  }, [pool, silos, isAdmin])
  const linkButton = isAdmin ? (
    <Button onClick={() => setLinking(true)}>Link silo</Button>
  ) : undefined
  return (
    <section aria-labelledby="subnet-pool-silos-title">
      <div className="section-header">
        <h2 className="section-title" id="subnet-pool-silos-title">
          Linked silos
        </h2>
        {linkButton}
      </div>
      <QueryTable
        operationId="systemSubnetPoolSiloList"
        params={{ path: { pool } }}
        columns={columns}
        label="Linked silos"
        rowId={(l) => l.siloId}
        emptyState={
          <EmptyState
            title="No linked silos"
            body="No silo's projects can take subnets from this pool yet."
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
  const links = usePrefetchedAllPages('systemSubnetPoolSiloList', { path: { pool } })
  const linked = new Set(links.items.map((l) => l.siloId))
  const candidates = silos.items.filter((s) => !linked.has(s.id))
  const form = useForm<LinkValues>({ defaultValues: { silo: '', isDefault: false } })
  const link = useApiMutation('systemSubnetPoolSiloLink', { invalidates: [...linkQueries] })
  return (
    <SideModalForm
      title="Link silo"
      submitLabel="Link silo"
      form={form}
      onDismiss={onDismiss}
      onSubmit={({ silo, isDefault }) =>
        link.mutateAsync({ path: { pool }, body: { silo, isDefault } })
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
        description="The silo's default subnet pool of this IP version; it replaces the current default."
      />
    </SideModalForm>
  )
}

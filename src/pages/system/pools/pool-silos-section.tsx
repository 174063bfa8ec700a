import { useId, useMemo, useState } from 'react'
import { useForm } from 'react-hook-form'
import { Link } from 'react-router'
import { type ListItem, mutateRequest, usePrefetchedAllPages } from '~/api/query'
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
import type { PoolKindBase } from './pool-kind'

type SiloLink = ListItem<PoolKindBase['siloListOp']>
type Props = { kind: PoolKindBase; pool: string }

const col = columnHelper<SiloLink>()

/** The silos that may take from the pool, and which of them it is the default pool of. */
export function PoolSilosSection({ kind, pool, isAdmin }: Props & { isAdmin: boolean }) {
  const [linking, setLinking] = useState(false)
  const silos = usePrefetchedAllPages('siloList', {}).items
  const columns = useMemo(() => {
    const siloName = (id: string) => silos.find((s) => s.id === id)?.name ?? id
    const setDefault = (link: SiloLink, isDefault: boolean) => {
      const silo = siloName(link.siloId)
      return mutateRequest(kind.requests.siloUpdate(pool, silo, isDefault), {
        invalidates: kind.linkQueries,
        toast: { title: isDefault ? 'Default pool set' : 'Default cleared', content: silo },
        errorTitle: 'Could not change the default',
      })
    }
    const unlink = (link: SiloLink) => {
      const silo = siloName(link.siloId)
      confirmAction({
        title: 'Unlink silo',
        body: (
          <>
            Unlink silo <strong>{silo}</strong> from {kind.noun} <strong>{pool}</strong>?
          </>
        ),
        confirmLabel: 'Unlink',
        errorTitle: 'Could not unlink silo',
        action: () =>
          mutateRequest(kind.requests.siloUnlink(pool, silo), {
            invalidates: kind.linkQueries,
            toast: { title: 'Silo unlinked', content: silo },
          }),
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
      actionsColumn<SiloLink>(
        (link) => [
          link.isDefault
            ? { label: 'Clear default', onSelect: () => setDefault(link, false) }
            : { label: 'Make default', onSelect: () => setDefault(link, true) },
          { label: 'Unlink', destructive: true, onSelect: () => unlink(link) },
        ],
        () => isAdmin,
      ),
    ]
  }, [kind, pool, silos, isAdmin])
  const linkButton = isAdmin ? (
    <Button onClick={() => setLinking(true)}>Link silo</Button>
  ) : undefined
  const titleId = useId()
  return (
    <section aria-labelledby={titleId}>
      <div className="section-header">
        <h2 className="section-title" id={titleId}>
          Linked silos
        </h2>
        {linkButton}
      </div>
      <QueryTable
        operationId={kind.siloListOp}
        // the page's second list: its sort and filter have their own URL params
        urlPrefix="silos"
        params={{ path: { pool } }}
        columns={columns}
        label="Linked silos"
        rowId={(l) => l.siloId}
        emptyState={
          <EmptyState title="No linked silos" body={kind.silosEmptyBody} action={linkButton} />
        }
      />
      {linking && <LinkSiloForm kind={kind} pool={pool} onDismiss={() => setLinking(false)} />}
    </section>
  )
}

type LinkValues = { silo: string; isDefault: boolean }

function LinkSiloForm({ kind, pool, onDismiss }: Props & { onDismiss: () => void }) {
  const silos = usePrefetchedAllPages('siloList', {})
  const links = usePrefetchedAllPages(kind.siloListOp, { path: { pool } })
  const linked = new Set(links.items.map((l) => l.siloId))
  const candidates = silos.items.filter((s) => !linked.has(s.id))
  const form = useForm<LinkValues>({ defaultValues: { silo: '', isDefault: false } })
  const request = ({ silo, isDefault }: LinkValues) => kind.requests.siloLink(pool, silo, isDefault)
  return (
    <SideModalForm
      title="Link silo"
      submitLabel="Link silo"
      form={form}
      onDismiss={onDismiss}
      request={request}
      onSubmit={(values) => mutateRequest(request(values), { invalidates: kind.linkQueries })}
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
        description={kind.defaultHelp}
      />
    </SideModalForm>
  )
}

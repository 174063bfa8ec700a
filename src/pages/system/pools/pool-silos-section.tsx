import { useMemo, useState } from 'react'
import { Link } from 'react-router'
import { type ListItem, usePrefetchedAllPages } from '~/api/query'
import { actionsColumn, valueColumn } from '~/components/columns'
import { QueryTable } from '~/components/query-table'
import { TitledSection } from '~/components/titled-section'
import { Button } from '~/ui/button'
import { EmptyState } from '~/ui/empty-state'
import { paths } from '~/util/paths'
import { defaultBadge, LinkForm, linkMenuItems } from './link-form'
import type { PoolKindBase } from './pool-kind'

type SiloLink = ListItem<PoolKindBase['siloListOp']>
type Props = { kind: PoolKindBase; pool: string }

/** The silos that may take from the pool, and which of them it is the default pool of. */
export function PoolSilosSection({ kind, pool, isAdmin }: Props & { isAdmin: boolean }) {
  const [linking, setLinking] = useState(false)
  const silos = usePrefetchedAllPages('siloList', {}).items
  const columns = useMemo(() => {
    const siloName = (id: string) => silos.find((s) => s.id === id)?.name ?? id
    return [
      valueColumn<SiloLink>('silo', 'Silo', (r) => {
        const name = siloName(r.siloId)
        return <Link to={paths.systemSilo({ silo: name })}>{name}</Link>
      }),
      valueColumn<SiloLink>('default', 'Default', (r) => defaultBadge(r.isDefault)),
      actionsColumn<SiloLink>(
        (link) => {
          const silo = siloName(link.siloId)
          return linkMenuItems({
            noun: 'silo',
            name: silo,
            isDefault: link.isDefault,
            invalidates: kind.linkQueries,
            update: (isDefault) => kind.requests.siloUpdate(pool, silo, isDefault),
            unlink: kind.requests.siloUnlink(pool, silo),
            unlinkBody: (
              <>
                Unlink silo <strong>{silo}</strong> from {kind.noun} <strong>{pool}</strong>?
              </>
            ),
          })
        },
        () => isAdmin,
      ),
    ]
  }, [kind, pool, silos, isAdmin])
  const linkButton = isAdmin ? (
    <Button onClick={() => setLinking(true)}>Link silo</Button>
  ) : undefined
  return (
    <TitledSection title="Linked silos" actions={linkButton}>
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
    </TitledSection>
  )
}

function LinkSiloForm({ kind, pool, onDismiss }: Props & { onDismiss: () => void }) {
  const silos = usePrefetchedAllPages('siloList', {})
  const links = usePrefetchedAllPages(kind.siloListOp, { path: { pool } })
  const linked = new Set(links.items.map((l) => l.siloId))
  const candidates = silos.items.filter((s) => !linked.has(s.id))
  return (
    <LinkForm
      noun="silo"
      label="Silo"
      description="Silos already linked to this pool are not listed."
      items={candidates.map((s) => ({ value: s.name, label: s.name }))}
      defaultHelp={kind.defaultHelp}
      request={(silo, isDefault) => kind.requests.siloLink(pool, silo, isDefault)}
      invalidates={kind.linkQueries}
      onDismiss={onDismiss}
    />
  )
}

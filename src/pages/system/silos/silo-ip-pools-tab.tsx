import { useState } from 'react'
import type { SiloIpPool } from '~/api/__generated__/Api'
import { apiRequest } from '~/api/client'
import { usePrefetchedAllPages } from '~/api/query'
import { actionsColumn, descriptionColumn, nameLinkColumn, valueColumn } from '~/components/columns'
import { ListTab } from '~/components/list-page'
import { Button } from '~/ui/button'
import { paths } from '~/util/paths'
import { ipPoolSiloLinkRequest } from '../ip-pools/ip-pool-values'
import { defaultBadge, LinkForm, linkMenuItems } from '../pools/link-form'

type Silo = { silo: string }

export function SiloIpPoolsTab({ silo }: Silo) {
  const [linking, setLinking] = useState(false)
  const invalidates = ['siloIpPoolList', 'systemIpPoolSiloList'] as const
  const columns = [
    nameLinkColumn<SiloIpPool>((r) => paths.systemIpPool({ pool: r.name })),
    valueColumn<SiloIpPool>('version', 'IP version', (r) => r.ipVersion),
    valueColumn<SiloIpPool>('default', 'Default', (r) => defaultBadge(r.isDefault)),
    descriptionColumn<SiloIpPool>(),
    actionsColumn<SiloIpPool>((pool) =>
      linkMenuItems({
        noun: 'pool',
        name: pool.name,
        isDefault: pool.isDefault,
        invalidates,
        update: (isDefault) =>
          apiRequest('systemIpPoolSiloUpdate', {
            path: { pool: pool.name, silo },
            body: { isDefault },
          }),
        unlink: apiRequest('systemIpPoolSiloUnlink', { path: { pool: pool.name, silo } }),
        unlinkBody: (
          <>
            Unlink IP pool <strong>{pool.name}</strong> from silo <strong>{silo}</strong>? Its users
            can no longer take addresses from it.
          </>
        ),
      }),
    ),
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

function LinkPoolForm({ silo, onDismiss }: Silo & { onDismiss: () => void }) {
  const pools = usePrefetchedAllPages('systemIpPoolList', {})
  const linked = usePrefetchedAllPages('siloIpPoolList', { path: { silo } })
  const linkedIds = new Set(linked.items.map((p) => p.id))
  const candidates = pools.items.filter((p) => !linkedIds.has(p.id))
  return (
    <LinkForm
      noun="pool"
      label="IP pool"
      description="Pools already linked to this silo are not listed."
      items={candidates.map((p) => ({ value: p.name, label: `${p.name} (${p.ipVersion})` }))}
      defaultHelp="The silo's default pool of its IP version; it replaces the current default."
      request={(pool, isDefault) => ipPoolSiloLinkRequest(pool, silo, isDefault)}
      invalidates={['siloIpPoolList', 'systemIpPoolSiloList']}
      onDismiss={onDismiss}
    />
  )
}

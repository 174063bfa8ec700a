import { useMemo, useState } from 'react'
import { Link } from 'react-router'
import type { ExternalIp, FloatingIp, SiloIpPool } from '~/api/__generated__/Api'
import { apiQuery, mutate } from '~/api/query'
import { actionsColumn, valueColumn } from '~/components/columns'
import { DataTable } from '~/components/data-table'
import { columnHelper } from '~/components/table-features'
import { TitledSection } from '~/components/titled-section'
import { Badge, type BadgeColor } from '~/ui/badge'
import { Button } from '~/ui/button'
import { confirmAction } from '~/ui/confirm'
import { EmptyState } from '~/ui/empty-state'
import { ipVersion } from '~/util/ip'
import { paths } from '~/util/paths'
import { AttachToThisInstanceModal } from '../attachables/attach-modals'
import { floatingIpKind } from '../floating-ips/floating-ip-kind'
import { instanceParams } from './loaders'
import { AttachEphemeralIpModal, externalIpQueries } from './networking-ip-modals'
import { ephemeralAttachReason } from './networking-values'

type Target = { project: string; instance: string }

function confirmDetach({ project, instance }: Target, ip: ExternalIp) {
  const floating = ip.kind === 'floating'
  const kind = floating ? 'floating IP' : 'ephemeral IP'
  confirmAction({
    title: floating ? 'Detach floating IP' : 'Detach ephemeral IP',
    body: (
      <>
        Detach {kind} <strong>{floating ? ip.name : ip.ip}</strong> from instance{' '}
        <strong>{instance}</strong>? Traffic to <span className="mono">{ip.ip}</span> no longer
        reaches it.{' '}
        {floating ? 'The floating IP stays in the project.' : 'The address goes back to its pool.'}
      </>
    ),
    confirmLabel: 'Detach',
    errorTitle: `Could not detach ${kind}`,
    action: () => {
      const options = {
        invalidates: externalIpQueries,
        toast: floating
          ? { title: 'Floating IP detached', content: ip.name }
          : { title: 'Ephemeral IP detached', content: ip.ip },
      }
      return ip.kind === 'floating'
        ? mutate('floatingIpDetach', { path: { floatingIp: ip.id } }, options)
        : mutate(
            'instanceEphemeralIpDetach',
            { path: { instance }, query: { project, ipVersion: ipVersion(ip.ip) } },
            options,
          )
    },
  })
}

const kindColor: Record<ExternalIp['kind'], BadgeColor> = {
  ephemeral: 'blue',
  floating: 'purple',
  snat: 'gray',
}

const rowId = (ip: ExternalIp) => (ip.kind === 'floating' ? ip.id : `${ip.kind}-${ip.ip}`)

const col = columnHelper<ExternalIp>()

type Props = Target & { ips: ExternalIp[]; pools: SiloIpPool[]; floatingIps: FloatingIp[] }

/** The instance's external addresses: ephemeral and floating ones to attach and detach, and SNAT. */
export function ExternalIpSection({ project, instance, ips, pools, floatingIps }: Props) {
  const [open, setOpen] = useState<'ephemeral' | 'floating' | null>(null)
  const close = () => setOpen(null)

  const columns = useMemo(() => {
    const poolName = (id: string) => pools.find((p) => p.id === id)?.name
    return [
      valueColumn<ExternalIp>('kind', 'Kind', (r) => (
        <Badge color={kindColor[r.kind]}>{r.kind}</Badge>
      )),
      valueColumn<ExternalIp>('ip', 'IP address', (r) => <span className="mono">{r.ip}</span>),
      col.display({
        id: 'name',
        header: 'Floating IP',
        cell: ({ row }) =>
          row.original.kind === 'floating' ? (
            <Link to={paths.floatingIps({ project })}>{row.original.name}</Link>
          ) : (
            <span className="cell-secondary">—</span>
          ),
      }),
      col.display({
        id: 'pool',
        header: 'IP pool',
        cell: ({ row }) =>
          poolName(row.original.ipPoolId) ?? (
            <span className="mono cell-secondary">{row.original.ipPoolId}</span>
          ),
      }),
      col.display({
        id: 'ports',
        header: 'Ports',
        cell: ({ row }) =>
          row.original.kind === 'snat' ? (
            <span className="mono">
              {row.original.firstPort}–{row.original.lastPort}
            </span>
          ) : (
            <span className="cell-secondary">All</span>
          ),
      }),
      actionsColumn<ExternalIp>((ip) => [
        {
          label: 'Detach',
          disabledReason:
            ip.kind === 'snat'
              ? "The SNAT address is the instance's outbound address: it cannot be detached"
              : undefined,
          onSelect: () => confirmDetach({ project, instance }, ip),
        },
      ]),
    ]
  }, [project, instance, pools])

  const cannotAttachEphemeral = ephemeralAttachReason(ips)
  return (
    <TitledSection
      title="External IPs"
      actions={
        <span className="compute-section-actions">
          <Button
            variant="secondary"
            size="sm"
            disabled={!!cannotAttachEphemeral}
            disabledReason={cannotAttachEphemeral}
            onClick={() => setOpen('ephemeral')}
          >
            Attach ephemeral IP
          </Button>
          <Button size="sm" onClick={() => setOpen('floating')}>
            Attach floating IP
          </Button>
        </span>
      }
    >
      <DataTable
        rows={ips}
        columns={columns}
        label="External IPs"
        reads={[apiQuery('instanceExternalIpList', instanceParams({ project, instance }))]}
        rowId={rowId}
        emptyState={
          <EmptyState
            title="No external IPs"
            body="Attach an ephemeral or floating IP so the instance can be reached from outside."
          />
        }
      />
      {open === 'ephemeral' && (
        <AttachEphemeralIpModal
          project={project}
          instance={instance}
          pools={pools}
          onDismiss={close}
        />
      )}
      {open === 'floating' && (
        <AttachToThisInstanceModal
          kind={floatingIpKind}
          project={project}
          instance={instance}
          items={floatingIps.map((f) => ({ ...f, address: f.ip }))}
          onDismiss={close}
        />
      )}
    </TitledSection>
  )
}

import './room-left.css'
import { useQuery } from '@tanstack/react-query'
import { poolUtilizationQuery, sledRoomsQuery, utilizationQuery } from '~/api/room-left'
import { ColumnHeads } from '~/components/column-heads'
import { useIsFleetViewer } from '~/layouts/fleet-viewer'
import { formatNumber } from '~/util/metrics'
import { amount, asked, leftOf, type Need, resourceLabel, shortfalls } from '~/util/room-left'
import { sledFitText, sledsWithRoom } from '~/util/sled-room'

/**
 * What the request needs against what the silo has left, per resource it asks
 * for (vCPUs, memory, storage), from `utilizationView`; a short one is marked in
 * words and colour. Nothing shows while the figures are out or when they cannot be
 * read: the form works as without them, and its submit checks them afresh.
 */
export function RoomLeft({
  need,
  sleds = false,
  caption = 'Room left in the silo',
}: {
  need: Need
  /** also say, for fleet viewers, whether a sled has room for it (an instance create or start) */
  sleds?: boolean
  caption?: string
}) {
  // a plain read: optional figures, and a refusal means "no figures", not an error
  const util = useQuery({ ...utilizationQuery, retry: false }).data
  const resources = asked(need)
  if (!util || resources.length === 0) return null
  const left = leftOf(util)
  const short = new Map(shortfalls(need, left).map((s) => [s.resource, s.short]))
  return (
    <div className="room-left">
      <table>
        <caption>{caption}</caption>
        <ColumnHeads names={['Resource', 'Needs', 'Left']} />
        <tbody>
          {resources.map((r) => {
            const by = short.get(r)
            return (
              <tr key={r}>
                <th scope="row">{resourceLabel[r]}</th>
                <td>{amount(r, need[r] ?? 0)}</td>
                <td className={by ? 'room-short' : undefined}>
                  {amount(r, left[r])}
                  {by ? `, ${amount(r, by)} short` : ''}
                </td>
              </tr>
            )
          })}
        </tbody>
      </table>
      {sleds && need.cpus ? <SledRoomNote ncpus={need.cpus} memory={need.memory ?? 0} /> : null}
    </div>
  )
}

/**
 * For fleet viewers: whether any sled that takes new instances has the threads and
 * memory for it, an estimate the note says is one. No call for anyone else.
 */
function SledRoomNote({ ncpus, memory }: { ncpus: number; memory: number }) {
  const fleetViewer = useIsFleetViewer()
  // a plain read: optional, for fleet viewers only; a failure shows nothing
  const rooms = useQuery({ ...sledRoomsQuery, enabled: fleetViewer, retry: false }).data
  if (!fleetViewer || !rooms) return null
  const fit = sledsWithRoom({ ncpus, memory }, rooms).length
  return (
    <p className={fit === 0 ? 'room-note room-short' : 'room-note'}>
      {sledFitText(fit, rooms.length)} Usable threads and memory, minus what each sled's instances
      use; the control plane's placement may differ.
    </p>
  )
}

/** For fleet viewers: the pool's addresses left. No call, and nothing shown, for anyone else. */
export function PoolLeft({ pool }: { pool: string | undefined }) {
  const fleetViewer = useIsFleetViewer()
  // a plain read: optional, for fleet viewers only; a failure shows nothing
  const util = useQuery({
    ...poolUtilizationQuery(pool ?? ''),
    enabled: fleetViewer && !!pool,
    retry: false,
  }).data
  if (!fleetViewer || !pool || !util) return null
  const remaining = Math.floor(util.remaining)
  return remaining < 1 ? (
    <p className="room-note room-short">IP pool {pool} has no addresses left.</p>
  ) : (
    <p className="room-note">
      IP pool {pool}: {formatNumber(remaining)} {remaining === 1 ? 'address' : 'addresses'} left.
    </p>
  )
}

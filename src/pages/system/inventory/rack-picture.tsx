import { useQuery } from '@tanstack/react-query'
import { Link } from 'react-router'
import type { Sled, SledInstance, Switch } from '~/api/__generated__/Api'
import { usePrefetchedApiQuery, usePrefetchedQuery } from '~/api/query'
import { isInstanceTransitional } from '~/api/states'
import { valueColumn } from '~/components/columns'
import { DataTable } from '~/components/data-table'
import { Property } from '~/components/property'
import { POLL_MS } from '~/components/query-table'
import { TitledSection } from '~/components/titled-section'
import { useSearchWriter, withParam } from '~/hooks/use-search-writer'
import { paths } from '~/util/paths'
import { sledRoom } from '~/util/sled-room'
import { formatBytes } from '~/util/units'
import { useIsFleetAdmin } from '../use-fleet-role'
import { sledLabel, sledPolicyLabel } from './hardware'
import { PolicyAndState, SledPolicyBadge } from './hardware-badges'
import { PICKED_SLED, rackRacksQuery, rackSledsQuery, rackSwitchesQuery } from './loaders'
import { rackLayout, type SlotCell, sledCellName } from './rack-layout'
import { sledInstanceColumns } from './sled-instance-columns'
import { provisionPolicyButton } from './sled-provision'
import { SledWhatIf, sledInstancesQuery, useSledWhatIf } from './sled-what-if-summary'
import './rack-picture.css'

/**
 * Each rack drawn: its sled slots, its switches between them, each sled a
 * button named by its slot, serial, state and policy; the picked sled's
 * instances and what-if below.
 */
export function RackPictures() {
  const sleds = usePrefetchedQuery(rackSledsQuery).data.items
  const switches = usePrefetchedQuery(rackSwitchesQuery).data.items
  const { data: racks } = usePrefetchedQuery(rackRacksQuery)
  const [search, write] = useSearchWriter()
  const pickedId = search.get(PICKED_SLED) ?? ''
  const picked = sleds.find((s) => s.id === pickedId)
  const pick = (id: string) =>
    write((s) => withParam(s, PICKED_SLED, id === pickedId ? '' : id), {
      replace: true,
      preventScrollReset: true,
    })
  // a sled of a rack the rack list has not (yet) shown still gets drawn
  const rackIds = [...new Set([...racks.items.map((r) => r.id), ...sleds.map((s) => s.rackId)])]
  return (
    <>
      {rackIds.map((rackId) => (
        <RackPicture
          key={rackId}
          rackId={rackId}
          single={rackIds.length === 1}
          sleds={sleds.filter((s) => s.rackId === rackId)}
          switches={switches.filter((s) => s.rackId === rackId)}
          pickedId={pickedId}
          onPick={pick}
        />
      ))}
      {picked && <PickedSled sled={picked} />}
    </>
  )
}

function RackPicture({
  rackId,
  single,
  sleds,
  switches,
  pickedId,
  onPick,
}: {
  rackId: string
  single: boolean
  sleds: Sled[]
  switches: Switch[]
  pickedId: string
  onPick: (id: string) => void
}) {
  const layout = rackLayout(sleds)
  const total = layout.lower.length + layout.upper.length
  const slots = (cells: SlotCell<Sled>[], label: string) => (
    <ul className="rack-slots" aria-label={label}>
      {cells.map((cell) =>
        cell.sled ? (
          <li key={cell.slot}>
            <SledCell sled={cell.sled} picked={cell.sled.id === pickedId} onPick={onPick} />
          </li>
        ) : (
          // an empty slot is drawn, not read out: the count above says how many there are
          <li key={cell.slot} className="rack-slot rack-slot-empty" aria-hidden="true">
            <span className="rack-slot-number">{cell.slot}</span>
          </li>
        ),
      )}
    </ul>
  )
  const first = layout.lower[0]?.slot ?? 0
  const mid = layout.upper[0]?.slot ?? layout.lower.length
  return (
    <TitledSection title={single ? 'Rack' : `Rack ${rackId}`}>
      <p className="tab-note">
        {layout.filled} of {total} sled slots hold a sled
        {single && (
          <>
            {' '}
            in rack <Link to={paths.systemRack({ rackId })}>{rackId}</Link>
          </>
        )}
        . Pick a sled to see its instances and whether the other sleds have room for them.
      </p>
      <RackLegend />
      <div className="rack">
        {slots(layout.lower, `Slots ${first} to ${mid - 1}`)}
        <ul className="rack-switches" aria-label="Switches">
          {switches.map((sw) => (
            <li key={sw.id}>
              <Link className="rack-switch" to={paths.systemSwitch({ switchId: sw.id })}>
                Switch <span className="mono">{sw.baseboard.serial}</span>
              </Link>
            </li>
          ))}
          {switches.length === 0 && <li className="rack-switch">No switch reported</li>}
        </ul>
        {layout.upper.length > 0 &&
          slots(layout.upper, `Slots ${mid} to ${layout.upper.at(-1)?.slot ?? mid}`)}
      </div>
      {layout.unslotted.length > 0 && (
        <>
          <p className="tab-note">These sleds report no slot, or one another sled reports:</p>
          <ul className="rack-slots rack-unslotted" aria-label="Sleds without a slot">
            {layout.unslotted.map((sled) => (
              <li key={sled.id}>
                <SledCell sled={sled} picked={sled.id === pickedId} onPick={onPick} />
              </li>
            ))}
          </ul>
        </>
      )}
    </TitledSection>
  )
}

const policyClass = (sled: Sled) => `rack-sled-${sledPolicyLabel(sled).replace(' ', '-')}`

function SledCell({
  sled,
  picked,
  onPick,
}: {
  sled: Sled
  picked: boolean
  onPick: (id: string) => void
}) {
  return (
    <button
      type="button"
      className={`rack-slot rack-sled ${policyClass(sled)}`}
      aria-pressed={picked}
      aria-label={sledCellName(sled)}
      onClick={() => onPick(sled.id)}
    >
      <span className="rack-slot-number">{sled.slot ?? '—'}</span>
      <span className="rack-sled-serial">{sledLabel(sled)}</span>
      <span className="rack-sled-status">
        <SledPolicyBadge sled={sled} />
        {sled.state !== 'active' && <span className="rack-sled-state">{sled.state}</span>}
      </span>
    </button>
  )
}

/** What the cells' marks and colours mean, in words. */
function RackLegend() {
  return (
    <ul className="rack-legend" aria-label="Legend">
      <li>
        <span className="rack-legend-mark rack-sled-provisionable" aria-hidden="true" />{' '}
        provisionable: new instances may be placed on it
      </li>
      <li>
        <span className="rack-legend-mark rack-sled-not-provisionable" aria-hidden="true" /> not
        provisionable: its instances run, no new ones come
      </li>
      <li>
        <span className="rack-legend-mark rack-sled-expunged" aria-hidden="true" /> expunged: out of
        service for good
      </li>
      <li>
        <span className="rack-legend-mark rack-slot-empty" aria-hidden="true" /> empty slot
      </li>
    </ul>
  )
}

type Row = SledInstance & { goesTo: string | null | undefined }

/** The picked sled: its figures, the what-if, its instances and where each would go. */
function PickedSled({ sled }: { sled: Sled }) {
  const isAdmin = useIsFleetAdmin()
  const { data: me } = usePrefetchedApiQuery('currentUserView', {})
  const instancesQuery = sledInstancesQuery(sled.id)
  const { data: instances } = useSledInstancesPolled(sled.id)
  const state = useSledWhatIf(sled.id)
  const name = sledLabel(sled)
  const serialOf = (id: string | null) =>
    state.status === 'ready' ? (state.sleds.find((s) => s.id === id) ?? null) : null
  // undefined: not known (yet, or the instance does not hold room); null: no room
  const placement = (i: SledInstance) =>
    state.status === 'ready'
      ? state.whatIf.placements.find((p) => p.instance.id === i.id)?.sledId
      : undefined
  const rows: Row[] = (instances?.items ?? []).map((i) => ({ ...i, goesTo: placement(i) }))
  const room = instances ? sledRoom(sled, instances.items) : undefined
  const columns = [
    ...sledInstanceColumns<Row>(me.siloName),
    valueColumn<Row>('goes', 'If the sled goes out', (r) => {
      if (r.goesTo === undefined) return <span className="cell-secondary">—</span>
      if (r.goesTo === null) return <span className="what-if-short">✕ no room</span>
      const to = serialOf(r.goesTo)
      return `room on ${to ? sledLabel(to) : r.goesTo}`
    }),
  ]
  return (
    <TitledSection
      title={
        <>
          Sled <Link to={paths.systemSled({ sledId: sled.id })}>{name}</Link>
        </>
      }
      actions={provisionPolicyButton(sled, isAdmin)}
    >
      <dl className="properties" aria-label="Picked sled">
        <Property term="Slot">{sled.slot ?? '—'}</Property>
        <PolicyAndState
          term="Provision policy"
          policy={<SledPolicyBadge sled={sled} />}
          state={sled.state}
        />
        <Property term="Usable hardware threads">
          {sled.usableHardwareThreads}
          {room && ` (${room.threads} left)`}
        </Property>
        <Property term="Usable physical RAM">
          {formatBytes(sled.usablePhysicalRam)}
          {room && ` (${formatBytes(Math.max(0, room.memory))} left)`}
        </Property>
      </dl>
      <SledWhatIf sled={sled} />
      <DataTable
        rows={rows}
        columns={columns}
        label={`Instances on sled ${name}`}
        reads={[instancesQuery]}
        rowId={(i) => i.id}
        emptyState={<p className="cell-secondary">No instance is running on this sled.</p>}
      />
    </TitledSection>
  )
}

/** The picked sled's instances, read again while one of them is changing state. */
function useSledInstancesPolled(sledId: string) {
  return useQuery({
    ...sledInstancesQuery(sledId),
    refetchInterval: (q) =>
      q.state.data?.items.some((i) => isInstanceTransitional({ runState: i.state }))
        ? POLL_MS
        : false,
  })
}

import { useQueries, useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import type { Sled, SledInstance } from '~/api/__generated__/Api'
import { allPagesQuery } from '~/api/query'
import { sledsToRead, type WhatIf, whatIfSledOut } from '~/util/sled-what-if'
import { formatBytes } from '~/util/units'
import { sledLabel } from './hardware'
import './rack-picture.css'

/** Every instance on a sled: what the what-if reads of each sled it counts. */
export const sledInstancesQuery = (sledId: string) =>
  allPagesQuery('sledInstanceList', { path: { sledId } })

export type SledWhatIfState =
  | { status: 'loading' }
  | { status: 'error' }
  | { status: 'ready'; whatIf: WhatIf<SledInstance>; sleds: Sled[] }

/**
 * "What if `sledId` goes out", from every sled and the instances of it and of the
 * sleds that take new instances. Optional data, read here (`useAllPages`,
 * `useQueries`): the inventory's loader has the sleds, and a confirm opened from
 * elsewhere reads them as it opens. `fresh`: read them all again first (a
 * confirm, the moment before an operator acts), and say nothing until they are.
 */
export function useSledWhatIf(sledId: string, { fresh = false } = {}): SledWhatIfState {
  const [since] = useState(Date.now)
  const again = fresh ? { refetchOnMount: 'always' as const } : {}
  const sledsQuery = useQuery({ ...allPagesQuery('sledList', {}), ...again })
  const sleds = sledsQuery.data?.items ?? []
  const ids = sledsToRead(sledId, sleds)
  const lists = useQueries({ queries: ids.map((id) => ({ ...sledInstancesQuery(id), ...again })) })
  const all = [sledsQuery, ...lists]
  // a read older than the summary is not yet the fresh one
  const old = (q: (typeof all)[number]) =>
    fresh && Math.max(q.dataUpdatedAt, q.errorUpdatedAt) < since
  if (all.some((q) => q.isError && !old(q))) return { status: 'error' }
  if (!sledsQuery.data || lists.some((q) => !q.data) || all.some(old)) return { status: 'loading' }
  const bySled = Object.fromEntries(ids.map((id, i) => [id, lists[i]?.data?.items]))
  return { status: 'ready', whatIf: whatIfSledOut(sledId, sleds, bySled), sleds }
}

const need = (i: Pick<SledInstance, 'ncpus' | 'memory'>) =>
  `${i.ncpus} vCPU${i.ncpus === 1 ? '' : 's'}, ${formatBytes(i.memory)}`

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`

/**
 * The what-if in words: whether the sled's instances would find room on the
 * others, which would not, and that it is an estimate. The picked sled's panel
 * and the confirm of making it non-provisionable both show it; the confirm's
 * reads every figure afresh (`fresh`).
 */
export function SledWhatIf({ sled, fresh = false }: { sled: Sled; fresh?: boolean }) {
  const state = useSledWhatIf(sled.id, { fresh })
  const name = sledLabel(sled)
  return (
    <section className="what-if" aria-label={`If sled ${name} goes out`}>
      <h3 className="what-if-title">If sled {name} goes out</h3>
      <WhatIfBody state={state} name={name} />
    </section>
  )
}

function WhatIfBody({ state, name }: { state: SledWhatIfState; name: string }) {
  if (state.status === 'loading') {
    return <p role="status">Reading the instances and the room on the other sleds…</p>
  }
  if (state.status === 'error') {
    return (
      <p>
        The instances of every sled could not be read, so there is no estimate of where the
        instances of sled {name} could go.
      </p>
    )
  }
  const { whatIf } = state
  const { moving, unplaced, candidates, room } = whatIf
  if (moving.length === 0) {
    return <p>No instance runs on sled {name}: none would need room elsewhere.</p>
  }
  const others =
    candidates.length === 0
      ? 'No other sled is in service and provisionable.'
      : `The ${candidates.length === 1 ? 'other sled' : `other ${candidates.length} sleds`} in service and provisionable ${candidates.length === 1 ? 'has' : 'have'} ${plural(room.threads, 'hardware thread')} and ${formatBytes(room.memory)} of memory left.`
  return (
    <>
      {unplaced.length === 0 ? (
        <p className="what-if-verdict what-if-fits">
          <span aria-hidden="true">✓ </span>
          Room for all {plural(moving.length, 'instance')} on the other sleds.
        </p>
      ) : (
        <p className="what-if-verdict what-if-short">
          <span aria-hidden="true">✕ </span>
          No room for {unplaced.length} of {plural(moving.length, 'instance')}:{' '}
          {unplaced.map((i) => `${i.name} (${need(i)})`).join(', ')}.
        </p>
      )}
      <p>
        Its instances need {plural(whatIf.need.threads, 'vCPU')} and{' '}
        {formatBytes(whatIf.need.memory)} of memory. {others}
      </p>
      <p className="what-if-note">
        An estimate: each instance goes whole onto one sled, the biggest first, onto the sled with
        the most hardware threads left (its usable threads and physical RAM less what its instances
        use). The control plane weighs more than this when it places an instance.
      </p>
    </>
  )
}

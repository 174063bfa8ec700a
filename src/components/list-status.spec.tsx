import { onlineManager, QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { useRef } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { DataTable } from './data-table'
import {
  ListStatus,
  ListStatusInSlot,
  readsStatus,
  type ShownQuery,
  type StatusSlot,
} from './list-status'
import { columnHelper } from './table-features'

let bodyRenders = 0

function Body({ slot, onRefresh }: { slot: StatusSlot; onRefresh: () => void }) {
  bodyRenders++
  return (
    <>
      <p>rows</p>
      <ListStatusInSlot
        slot={slot}
        updatedAt={Date.now()}
        refreshing={false}
        onRefresh={onRefresh}
      />
    </>
  )
}

/** A toolbar's slot, then the body beside it, as `QueryTable` lays them out. */
function List({ onRefresh }: { onRefresh: () => void }) {
  const slot = useRef<HTMLSpanElement>(null)
  return (
    <>
      <span data-testid="slot" ref={slot} />
      <Body slot={slot} onRefresh={onRefresh} />
    </>
  )
}

describe('a list body’s status in the toolbar’s slot', () => {
  it('shows in the slot in the first frame, without drawing the body twice', () => {
    bodyRenders = 0
    const onRefresh = vi.fn()
    render(<List onRefresh={onRefresh} />)
    const slot = screen.getByTestId('slot')
    expect(within(slot).getByText('Updated just now')).toBeTruthy()
    within(slot).getByRole('button', { name: 'Refresh' }).click()
    expect(onRefresh).toHaveBeenCalledOnce()
    expect(bodyRenders).toBe(1)
  })
})

describe('Refresh while the browser is offline', () => {
  afterEach(() => act(() => onlineManager.setOnline(true)))

  it('reads nothing and says why; back online the note goes and the refresh asked for is done', () => {
    const onRefresh = vi.fn()
    render(<ListStatus updatedAt={Date.now() - 30_000} refreshing={false} onRefresh={onRefresh} />)
    const note = screen.getByRole('status')
    expect(note.textContent).toBe('')

    act(() => onlineManager.setOnline(false))
    fireEvent.click(screen.getByRole('button', { name: 'Refresh' }))
    expect(onRefresh).not.toHaveBeenCalled()
    expect(note.textContent).toBe('Offline: not refreshed')
    // the time shown is still when the rows were read
    expect(screen.getByText('Updated 30 s ago')).toBeTruthy()

    act(() => onlineManager.setOnline(true))
    expect(note.textContent).toBe('')
    expect(onRefresh).toHaveBeenCalledOnce()
    fireEvent.click(screen.getByRole('button', { name: 'Refresh' }))
    expect(onRefresh).toHaveBeenCalledTimes(2)
  })

  it('says nothing until Refresh is pressed', () => {
    render(<ListStatus updatedAt={Date.now()} refreshing={false} onRefresh={() => {}} />)
    act(() => onlineManager.setOnline(false))
    expect(screen.getByRole('status').textContent).toBe('')
  })
})

describe('readsStatus', () => {
  it('is as old as the oldest read, and refreshing while any is read again', () => {
    const reads = [
      { dataUpdatedAt: 5000, isRefetching: false },
      { dataUpdatedAt: 3000, isRefetching: true },
      // not read yet: no time of its own
      { dataUpdatedAt: 0, isRefetching: false },
    ]
    expect(readsStatus(reads)).toEqual({ updatedAt: 3000, refreshing: true })
    expect(readsStatus(reads.slice(0, 1))).toEqual({ updatedAt: 5000, refreshing: false })
  })
})

describe('a table of rows in hand, given the queries they come from', () => {
  const rowsOf = (counts: Record<string, number>) =>
    ['rules', 'nics'].map((name) => ({
      queryKey: [name],
      queryFn: () => {
        counts[name] = (counts[name] ?? 0) + 1
        return [{ name: `${name}-${counts[name]}` }]
      },
      staleTime: Number.POSITIVE_INFINITY,
    }))

  function Table({ reads, rows }: { reads: ShownQuery[]; rows: { name: string }[] }) {
    return (
      <DataTable
        rows={rows}
        columns={[columnHelper<{ name: string }>().accessor('name', { header: 'Name' })]}
        label="Firewall rules"
        rowId={(r) => r.name}
        reads={reads}
        emptyState={<p>No firewall rules</p>}
      />
    )
  }

  it('says when they were read, and Refresh, named after the table, reads them all again', async () => {
    const client = new QueryClient()
    const counts: Record<string, number> = {}
    const reads = rowsOf(counts)
    await Promise.all(reads.map((q) => client.prefetchQuery(q)))
    render(
      <QueryClientProvider client={client}>
        <Table reads={reads} rows={[{ name: 'allow-ssh' }]} />
      </QueryClientProvider>,
    )
    expect(screen.getByText('Updated just now')).toBeTruthy()
    expect(screen.getByRole('table', { name: 'Firewall rules' })).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Refresh Firewall rules' }))
    await waitFor(() => expect(counts).toEqual({ rules: 2, nics: 2 }))
  })

  it('shows them above the empty state too', async () => {
    const client = new QueryClient()
    const reads = rowsOf({})
    render(
      <QueryClientProvider client={client}>
        <Table reads={reads} rows={[]} />
      </QueryClientProvider>,
    )
    expect(screen.getByText('No firewall rules')).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Refresh Firewall rules' })).toBeTruthy()
  })
})

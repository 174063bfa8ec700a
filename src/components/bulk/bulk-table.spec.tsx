import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import { DataTable } from '../data-table'
import { columnHelper } from '../table-features'
import type { BulkAction } from './bulk-action'
import { useBulkActions } from './use-bulk'

// jsdom has <dialog> but not its modal methods
beforeAll(() => {
  HTMLDialogElement.prototype.showModal = function () {
    this.open = true
  }
  HTMLDialogElement.prototype.close = function () {
    this.open = false
  }
})

type Key = { id: string; name: string; locked?: boolean }
const keys = (...names: string[]): Key[] => names.map((name) => ({ id: `id-${name}`, name }))
const columns = [columnHelper<Key>().accessor('name', { header: 'Name' })]

function List({ rows, all, action }: { rows: Key[]; all?: Key[]; action: BulkAction<Key> }) {
  const bulk = useBulkActions({ actions: [action] })
  return (
    <DataTable
      rows={rows}
      columns={columns}
      label="Keys"
      rowId={(k) => k.id}
      bulk={bulk}
      allMatching={all}
    />
  )
}

const deleteAction = (run = vi.fn((_k: Key) => Promise.resolve())): BulkAction<Key> => ({
  label: 'Delete',
  done: 'deleted',
  noun: ['key', 'keys'],
  destructive: true,
  notApplicable: (k) => (k.locked ? `${k.name} is locked: unlock it first` : undefined),
  run,
  finish: () => Promise.resolve(),
  resume: { deletes: true },
})

const box = (name: string) => screen.getByRole('checkbox', { name: `Select ${name}` })
const bar = () => screen.getByRole('region', { name: 'Bulk actions' })

describe('a table with bulk actions', () => {
  it('offers "Select all N matches" when the table knows the matching rows of every page', async () => {
    const user = userEvent.setup()
    render(
      <List rows={keys('a', 'b')} all={keys('a', 'b', 'c', 'd', 'e')} action={deleteAction()} />,
    )
    expect(screen.queryByRole('region', { name: 'Bulk actions' })).toBeNull()
    await user.click(box('a'))
    expect(await screen.findByText('1 selected')).toBeTruthy()
    const header = screen.getByRole('checkbox', {
      name: 'Select all on this page',
    }) as HTMLInputElement
    expect(header.indeterminate).toBe(true)
    await user.click(screen.getByRole('button', { name: 'Select all 5 matches' }))
    expect(bar().textContent).toContain('5 selected')
    expect(screen.queryByRole('button', { name: /^Select all \d+ matches/ })).toBeNull()
    expect(header.checked).toBe(true)
  })

  it('drops a selected row that vanishes from its page on a refetch', async () => {
    const user = userEvent.setup()
    const action = deleteAction()
    const { rerender } = render(<List rows={keys('a', 'b', 'c')} action={action} />)
    await user.click(box('a'))
    await user.click(box('c'))
    expect(await screen.findByText('2 selected')).toBeTruthy()
    rerender(<List rows={keys('a', 'b')} action={action} />)
    await waitFor(() => expect(bar().textContent).toContain('1 selected'))
  })

  it('sends only the applicable rows, once each even on a double click; the skipped stay selected', async () => {
    const user = userEvent.setup()
    const run = vi.fn((_k: Key) => Promise.resolve())
    const rows = [...keys('a', 'b'), { id: 'id-c', name: 'c', locked: true }]
    render(<List rows={rows} action={deleteAction(run)} />)
    await user.click(screen.getByRole('checkbox', { name: 'Select all on this page' }))
    await user.click(screen.getByRole('button', { name: 'Delete' }))
    const dialog = await screen.findByRole('dialog')
    expect(dialog.textContent).toContain('Delete 2 keys: a, b.')
    expect(dialog.textContent).toContain('c is locked: unlock it first')
    const confirm = screen.getAllByRole('button', { name: 'Delete' }).at(-1) as HTMLElement
    await user.dblClick(confirm)
    await waitFor(() => expect(run).toHaveBeenCalledTimes(2))
    expect(run.mock.calls.map(([k]) => k.name)).toEqual(['a', 'b'])
    // what went through leaves the selection: c, not sent, stays selected
    await waitFor(() => expect(bar().textContent).toContain('1 selected'))
    expect((box('c') as HTMLInputElement).checked).toBe(true)
  })
})

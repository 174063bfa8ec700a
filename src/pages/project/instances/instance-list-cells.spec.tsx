import { QueryClientProvider } from '@tanstack/react-query'
import { render, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { queryClient } from '~/api/query'
import { DataTable } from '~/components/data-table'
import { columnHelper } from '~/components/table-features'
import { useTablePainted } from '~/components/table-painted'
import { InstanceExternalIps } from './instance-list-cells'
import { instanceParams } from './loaders'

const callApi = vi.hoisted(() => vi.fn())
vi.mock('~/api/client', async (original) => ({
  ...(await original<typeof import('~/api/client')>()),
  callApi,
}))

type Row = { id: string; name: string }
const rows = (n: number): Row[] =>
  Array.from({ length: n }, (_, i) => ({ id: `id-${i}`, name: `db-${i}` }))
const col = columnHelper<Row>()

function Painted() {
  return <>{useTablePainted() ? 'painted' : 'first frame'}</>
}

const table = (data: Row[], cell: (row: Row) => React.ReactNode) => (
  <QueryClientProvider client={queryClient}>
    <DataTable
      rows={data}
      label="Instances"
      rowId={(r) => r.id}
      columns={[
        col.accessor('name', { header: 'Name' }),
        col.display({ id: 'cell', header: 'Cell', cell: ({ row }) => cell(row.original) }),
      ]}
    />
  </QueryClientProvider>
)

const ipList = (ip: string) => ({
  items: [{ kind: 'ephemeral', ip, ipPoolId: 'pool' }],
  nextPage: null,
})

afterEach(() => {
  queryClient.clear()
  callApi.mockReset()
})

describe('a table’s first frame', () => {
  it('draws every row and tells its cells, then tells them once painted', async () => {
    render(table(rows(25), () => <Painted />))
    expect(screen.getAllByRole('row')).toHaveLength(1 + 25)
    expect(screen.getAllByText('first frame')).toHaveLength(25)
    expect(await screen.findAllByText('painted')).toHaveLength(25)
  })
})

describe('an instance row’s external IPs', () => {
  const cell = (r: Row) => <InstanceExternalIps project="web" instance={r.name} />

  it('are asked for once the table’s first frame is painted, not in it', async () => {
    callApi.mockImplementation(async () => ipList('10.0.0.9'))
    render(table(rows(3), cell))
    expect(screen.getAllByText('…')).toHaveLength(3)
    expect(callApi).not.toHaveBeenCalled()
    await waitFor(() => expect(screen.getAllByText('10.0.0.9')).toHaveLength(3))
    expect(callApi).toHaveBeenCalledWith(
      'instanceExternalIpList',
      instanceParams({ project: 'web', instance: 'db-0' }),
    )
  })

  it('show what the cache holds in the first frame', () => {
    queryClient.setQueryData(
      ['instanceExternalIpList', instanceParams({ project: 'web', instance: 'db-1' }), 'row'],
      ipList('192.0.2.7'),
    )
    callApi.mockImplementation(() => new Promise(() => {}))
    render(table(rows(2), cell))
    expect(screen.getByText('192.0.2.7')).toBeTruthy()
    expect(screen.getAllByText('…')).toHaveLength(1)
  })
})

import { render, screen } from '@testing-library/react'
import type { ReactNode } from 'react'
import { MemoryRouter } from 'react-router'
import { describe, expect, it } from 'vitest'
import { linkColumn, monoLinkColumn } from './columns'

type Sled = { id: string; serial: string }
const sled: Sled = { id: 'a1', serial: 'BRM42220004' }

/** A column's cell for one row, drawn inside a router as the table draws it. */
function renderCell(column: ReturnType<typeof linkColumn<Sled>>, row: Sled) {
  // the table calls a cell with its context; the link reads only the row
  const cell = column.cell as unknown as (ctx: { row: { original: Sled } }) => ReactNode
  render(<MemoryRouter>{cell({ row: { original: row } })}</MemoryRouter>)
}

describe('linkColumn', () => {
  const column = linkColumn<Sled>('serial', 'Serial', (r) => ({
    to: `/system/inventory/sleds/${r.id}`,
    text: r.serial,
  }))

  it('has the id and header it is given', () => {
    expect(column.id).toBe('serial')
    expect(column.header).toBe('Serial')
  })

  it("links the row's text to the row's page, with no class of its own", () => {
    renderCell(column, sled)
    const link = screen.getByRole('link', { name: 'BRM42220004' })
    expect(link.getAttribute('href')).toBe('/system/inventory/sleds/a1')
    expect(link.getAttribute('class')).toBeNull()
  })
})

describe('monoLinkColumn', () => {
  it('is the same link in the monospace face', () => {
    const column = monoLinkColumn<Sled>('id', 'ID', (r) => ({ to: `/sleds/${r.id}`, text: r.id }))
    renderCell(column, sled)
    const link = screen.getByRole('link', { name: 'a1' })
    expect(link.getAttribute('href')).toBe('/sleds/a1')
    expect(link.className).toBe('mono')
  })
})

import { onlineManager } from '@tanstack/react-query'
import { act, fireEvent, render, screen, within } from '@testing-library/react'
import { useRef } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { ListStatus, ListStatusInSlot, type StatusSlot } from './list-status'

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

  it('reads nothing and says why; back online the note goes and Refresh reads again', () => {
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
    fireEvent.click(screen.getByRole('button', { name: 'Refresh' }))
    expect(onRefresh).toHaveBeenCalledOnce()
  })

  it('says nothing until Refresh is pressed', () => {
    render(<ListStatus updatedAt={Date.now()} refreshing={false} onRefresh={() => {}} />)
    act(() => onlineManager.setOnline(false))
    expect(screen.getByRole('status').textContent).toBe('')
  })
})

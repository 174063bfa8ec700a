import { render, screen, within } from '@testing-library/react'
import { useRef } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { ListStatusInSlot, type StatusSlot } from './list-status'

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

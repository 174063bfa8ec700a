// first: the zone is set before any formatter is made
import '../../test/unit/new-york-zone'
import { act, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it } from 'vitest'
import { setTimeZone } from '~/util/time-zone'
import { DateTime, RelativeTime } from './date-time'

afterEach(() => act(() => setTimeZone('local')))

const date = new Date('2026-11-23T09:14:30Z')

describe('DateTime', () => {
  it('is a <time> in the shown zone, and follows a change of zone at once', () => {
    render(<p>{DateTime({ date })}</p>)
    const time = screen.getByText('Nov 23, 2026, 04:14 EST')
    expect(time.tagName).toBe('TIME')
    expect(time.getAttribute('datetime')).toBe('2026-11-23T09:14:30.000Z')
    act(() => setTimeZone('utc'))
    expect(time.textContent).toBe('Nov 23, 2026, 09:14 UTC')
  })
})

describe('RelativeTime', () => {
  it('shows the absolute time in the shown zone on keyboard focus, and keeps focus', async () => {
    const user = userEvent.setup()
    act(() => setTimeZone('utc'))
    render(
      <RelativeTime date={date} prefix="Since">
        5 min
      </RelativeTime>,
    )
    expect(screen.queryByRole('tooltip')).toBeNull()
    await user.tab()
    const tooltip = await screen.findByRole('tooltip')
    expect(tooltip.textContent).toBe('Since Nov 23, 2026, 09:14 UTC')
    const time = screen.getByText('5 min')
    expect(time.tagName).toBe('TIME')
    expect(document.activeElement).toBe(time)
    // a screen reader hears it too, without the tooltip
    expect(time.getAttribute('aria-describedby')).toBeTruthy()
    expect(document.getElementById(time.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'Since Nov 23, 2026, 09:14 UTC',
    )
    act(() => setTimeZone('local'))
    expect((await screen.findByRole('tooltip')).textContent).toBe('Since Nov 23, 2026, 04:14 EST')
  })

  it('shows it on hover', async () => {
    const user = userEvent.setup()
    render(<RelativeTime date={date}>Updated 5 s ago</RelativeTime>)
    await user.hover(screen.getByText('Updated 5 s ago'))
    expect((await screen.findByRole('tooltip')).textContent).toBe('Nov 23, 2026, 04:14 EST')
  })
})

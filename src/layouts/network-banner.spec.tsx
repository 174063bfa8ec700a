import { onlineManager } from '@tanstack/react-query'
import { act, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { noteNoResponse, noteResponse } from '~/api/reachability'
import { NetworkBanner } from './network-banner'

vi.mock('~/api/client', () => ({ callApi: vi.fn(() => new Promise(() => {})) }))

afterEach(() => {
  act(() => {
    onlineManager.setOnline(true)
    noteResponse()
  })
})

describe('NetworkBanner', () => {
  it('says nothing while the browser is online and the rack answers', () => {
    render(<NetworkBanner />)
    expect(screen.queryByRole('alert')).toBeNull()
  })

  it('says plainly that the browser is offline, and goes when it is back', () => {
    render(<NetworkBanner />)
    act(() => onlineManager.setOnline(false))
    expect(screen.getByRole('alert').textContent).toBe(
      'You are offline. The console will read again when the network is back; what you typed stays in its form.',
    )
    act(() => onlineManager.setOnline(true))
    expect(screen.queryByRole('alert')).toBeNull()
  })

  it('says the rack cannot be reached when calls get no response while online', () => {
    render(<NetworkBanner />)
    act(() => noteNoResponse())
    expect(screen.getByRole('alert').textContent).toMatch(/^Cannot reach the rack\. /)
    // offline says why, rather than blaming the rack
    act(() => onlineManager.setOnline(false))
    expect(screen.getByRole('alert').textContent).toMatch(/^You are offline\. /)
    expect(screen.getAllByRole('alert')).toHaveLength(1)
  })
})

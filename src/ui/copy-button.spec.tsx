import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { CopyButton } from './copy-button'

describe('CopyButton', () => {
  it('says Copied once the clipboard has the text', async () => {
    const user = userEvent.setup()
    render(<CopyButton text="oxide instance serial console" label="Copy command" />)
    await user.click(screen.getByRole('button', { name: 'Copy command' }))
    await screen.findByRole('button', { name: 'Copied' })
    expect(await navigator.clipboard.readText()).toBe('oxide instance serial console')
  })

  it('says it could not copy when the clipboard refuses', async () => {
    const user = userEvent.setup()
    render(<CopyButton text="ssh-ed25519 AAAA" label="Copy public key" />)
    // user-event installs its clipboard stub on setup: refuse after that
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new DOMException('Denied'))
    await user.click(screen.getByRole('button', { name: 'Copy public key' }))
    await screen.findByRole('button', { name: 'Could not copy' })
    expect(screen.queryByRole('button', { name: 'Copied' })).toBeNull()
  })
})

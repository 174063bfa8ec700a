import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it, vi } from 'vitest'
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

describe('CopyButton with text made on the click', () => {
  // the refusal above is a spy on the clipboard stub, which outlives its test
  beforeEach(() => {
    vi.restoreAllMocks()
  })

  it('says Copying until the text is made, then copies it', async () => {
    const user = userEvent.setup()
    let give: (t: string) => void = () => {}
    const made = new Promise<string>((resolve) => {
      give = resolve
    })
    const make = vi.fn(() => made)
    render(<CopyButton text={make} label="Copy as Terraform" />)
    await user.click(screen.getByRole('button', { name: 'Copy as Terraform' }))
    await screen.findByRole('button', { name: 'Copying…' })
    // a second press while it is out makes nothing twice
    await user.click(screen.getByRole('button', { name: 'Copying…' }))
    expect(make).toHaveBeenCalledTimes(1)
    give('resource "oxide_vpc" "web" {}')
    await screen.findByRole('button', { name: 'Copied' })
    expect(await navigator.clipboard.readText()).toBe('resource "oxide_vpc" "web" {}')
  })

  it('says it could not copy when the text cannot be made', async () => {
    const user = userEvent.setup()
    render(<CopyButton text={() => Promise.reject(new Error('503'))} label="Copy as Terraform" />)
    await user.click(screen.getByRole('button', { name: 'Copy as Terraform' }))
    await screen.findByRole('button', { name: 'Could not copy' })
  })
})

import { describe, expect, it } from 'vitest'
import { serialConsoleCommand } from './cli-command'

describe('serialConsoleCommand', () => {
  it('names the project and the instance', () => {
    expect(serialConsoleCommand({ project: 'web-prod', instance: 'web-1' })).toBe(
      'oxide instance serial console --project web-prod --instance web-1',
    )
  })
})

import { describe, expect, it, vi } from 'vitest'
import { installOxqlHelper, type OxqlHelper } from './oxql-helper'

vi.mock('./oxql-console', () => ({
  query: async (text: string) => ({ ran: text }),
  schemas: async (search?: string) => [search ?? ''],
}))

describe('installOxqlHelper', () => {
  it('puts oxql on the target, its calls loading the helper on first use', async () => {
    const target: { oxql?: OxqlHelper } = {}
    installOxqlHelper(target)
    expect(Object.keys(target.oxql ?? {})).toEqual(['query', 'schemas'])
    expect(await target.oxql?.query('get a:b')).toEqual({ ran: 'get a:b' })
    expect(await target.oxql?.schemas('cpu')).toEqual(['cpu'])
  })
})

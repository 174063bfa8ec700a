import { describe, expect, it } from 'vitest'

import { apiVersion } from '~/api/operations'

import { sample } from './sample'
import { blueprintSchema, emptyBlueprint, parseBlueprint } from './schema'

describe('blueprint schema', () => {
  it('reads a blueprint with one of everything, unchanged', () => {
    expect(blueprintSchema.parse(sample)).toEqual(sample)
    expect(parseBlueprint(JSON.stringify(sample))).toEqual({ ok: true, blueprint: sample })
  })

  it('names the API version the console speaks', () => {
    expect(emptyBlueprint({ name: 'p', description: '' }).apiVersion).toBe(apiVersion)
    expect(apiVersion).toMatch(/^\d{10}\.\d+\.\d+$/)
    expect(blueprintSchema.safeParse(emptyBlueprint({ name: 'p', description: 'd' })).success).toBe(
      true,
    )
  })

  it('refuses another schema version, saying which it reads', () => {
    const result = parseBlueprint(JSON.stringify({ ...sample, schemaVersion: 2 }))
    expect(result).toEqual({
      ok: false,
      errors: ['schemaVersion: this console reads blueprints of schema version 1'],
    })
  })

  it('says what is not JSON', () => {
    const result = parseBlueprint('{ "schemaVersion": ')
    expect(result.ok).toBe(false)
    if (!result.ok) expect(result.errors[0]).toMatch(/^Not JSON: /)
  })

  it('holds no ids: an id field is refused where the API would take one', () => {
    const withId = structuredClone(sample) as unknown as {
      disks: { diskBackend: { diskSource: Record<string, unknown> } }[]
    }
    withId.disks[0].diskBackend.diskSource = {
      type: 'image',
      imageId: 'a6f6a1f5-1b57-4b35-9e59-8f0e6e4b0d1a',
    }
    const result = parseBlueprint(JSON.stringify(withId))
    expect(result.ok).toBe(false)
    if (!result.ok) expect(result.errors.join('\n')).toContain('disks[0].diskBackend.diskSource')
  })

  it('holds no secrets or states: userData, start and runState are refused', () => {
    for (const extra of [{ userData: 'c2VjcmV0' }, { start: true }, { runState: 'running' }]) {
      const bp = structuredClone(sample)
      Object.assign(bp.instances[0], extra)
      const result = parseBlueprint(JSON.stringify(bp))
      expect(result.ok).toBe(false)
      if (!result.ok) expect(result.errors.join('\n')).toMatch(/^instances\[0\]: Unrecognized key/)
    }
  })

  it('names where each error is', () => {
    const bp = structuredClone(sample)
    bp.vpcs[0].subnets[0].ipv4Block = '10.1.0.0/33'
    ;(bp.instances[0] as { name: string }).name = 'Web 1'
    const result = parseBlueprint(JSON.stringify(bp))
    expect(result.ok).toBe(false)
    if (!result.ok) {
      expect(result.errors).toHaveLength(2)
      expect(result.errors.some((e) => e.startsWith('vpcs[0].subnets[0].ipv4Block: '))).toBe(true)
      expect(result.errors).toContain(
        'instances[0].name: a name starts with a lower-case letter and has only letters, digits and dashes',
      )
    }
  })

  it('refuses a name used twice in one list', () => {
    const bp = structuredClone(sample)
    bp.disks[1].name = 'boot'
    bp.vpcs[0].routers[0].routes.push(bp.vpcs[0].routers[0].routes[0])
    const result = parseBlueprint(JSON.stringify(bp))
    expect(result).toEqual({
      ok: false,
      errors: [
        'disks[1].name: the name boot is used twice',
        'vpcs[0].routers[0].routes[1].name: the name out is used twice',
      ],
    })
  })

  it('needs every list, even when empty', () => {
    const { floatingIps: _, ...rest } = sample
    const result = parseBlueprint(JSON.stringify(rest))
    expect(result.ok).toBe(false)
    if (!result.ok) expect(result.errors[0]).toMatch(/^floatingIps: /)
  })
})

/**
 * No wait in a flow is as long as the flow itself: a wait that long turns a
 * slow machine's late answer into the whole test's timeout, with no word on
 * what it was waiting for. Waits longer than the default `expect` are named
 * (`LOADED`, or a `timeout` at the call) and stay under the test's limit.
 */
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'

const root = fileURLToPath(new URL('../..', import.meta.url))

/** The flows' limit, `timeout` at the top of playwright.config.ts. */
function testTimeout() {
  const config = readFileSync(join(root, 'playwright.config.ts'), 'utf8')
  const match = /^ {2}timeout: ([\d_]+),/m.exec(config)
  if (!match) throw new Error('playwright.config.ts: no top-level timeout')
  return Number(match[1].replaceAll('_', ''))
}

/** Every `timeout: N` in a flow file, with its line. */
function waitsIn(text: string) {
  return text.split('\n').flatMap((line, i) =>
    [...line.matchAll(/\btimeout: ([\d_]+)/g)].map((m) => ({
      line: i + 1,
      ms: Number(m[1].replaceAll('_', '')),
    })),
  )
}

const flowFiles = ['test/e2e', 'test/rack'].flatMap((dir) =>
  readdirSync(join(root, dir), { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.ts'))
    .map((file) => join(dir, file)),
)

describe('waits in the flows', () => {
  it('reads each timeout and its line', () => {
    expect(waitsIn('a\n  await x({ timeout: 30_000 })\nb({ timeout: 500 })')).toEqual([
      { line: 2, ms: 30_000 },
      { line: 3, ms: 500 },
    ])
  })

  it('has no wait as long as the test it is in', () => {
    const limit = testTimeout()
    const tooLong = flowFiles.flatMap((file) =>
      waitsIn(readFileSync(join(root, file), 'utf8'))
        .filter(({ ms }) => ms >= limit)
        .map(({ line, ms }) => `${file}:${line} waits ${ms} ms`),
    )
    expect(flowFiles.length).toBeGreaterThan(50)
    expect(tooLong).toEqual([])
  })
})

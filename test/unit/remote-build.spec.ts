import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, relative } from 'node:path'
import { gunzipSync } from 'node:zlib'
import { build } from 'vite'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

/**
 * A remote build (`VITE_API_MODE=remote npm run build`) is what a rack serves:
 * nothing of the mock may ship in it (MSW, the mock's handlers, its fixtures,
 * the service worker script).
 */
const root = new URL('../..', import.meta.url).pathname
const outDir = mkdtempSync(join(tmpdir(), 'console-remote-build-'))

// what only the mock holds: MSW's name and worker, fixture names and password
const mockOnly = /\bmsw|mockServiceWorker|web-prod|ml-training|oxide-mock|ABCD-EFGH/i
// where the mock's code comes from, as a source map names it
const mockSource = /(^|\/)src\/mock-api\/|node_modules\/(msw|@mswjs)\//

// vitest's 5 s default is for work in memory: building the app takes tens of
// seconds on a loaded 2-core machine, and reading all it wrote takes seconds too
const BUILDS = 180_000
const READS_BUILD = 30_000

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(outDir, join(entry.parentPath, entry.name)))
}

// each check reads every file of the build
describe('remote build', { timeout: READS_BUILD }, () => {
  let files: string[] = []

  beforeAll(async () => {
    const before = process.env.VITE_API_MODE
    process.env.VITE_API_MODE = 'remote'
    try {
      await build({
        root,
        configFile: join(root, 'vite.config.ts'),
        logLevel: 'error',
        build: { outDir, emptyOutDir: true },
      })
    } finally {
      if (before === undefined) delete process.env.VITE_API_MODE
      else process.env.VITE_API_MODE = before
    }
    files = filesUnder(outDir)
  }, BUILDS)

  afterAll(() => rmSync(outDir, { recursive: true, force: true }))

  it('holds the app: its page, scripts and favicon', () => {
    expect(files).toContain('index.html')
    expect(files).toContain('favicon.svg')
    // the stored theme, applied before the first paint (no inline script under the CSP)
    expect(files).toContain('theme.js')
    expect(files.filter((f) => f.endsWith('.js')).length).toBeGreaterThan(10)
  })

  it('holds no mock service worker', () => {
    expect(files.filter((f) => /mockServiceWorker/i.test(f))).toEqual([])
  })

  // config/precompressed.ts: what `vite preview` sends to a browser that takes gzip
  it('has every script and stylesheet compressed beside it, the same bytes', () => {
    const compressible = files.filter((f) => /\.(js|css)$/.test(f) && f.startsWith('assets/'))
    expect(compressible.length).toBeGreaterThan(10)
    for (const f of compressible) {
      const gz = gunzipSync(readFileSync(join(outDir, `${f}.gz`)))
      expect(gz.equals(readFileSync(join(outDir, f))), f).toBe(true)
    }
  })

  it('ships no code or text of the mock', () => {
    // the build's own file names are hashes, which may spell one of the words
    // ("F-MswQGS.js"): each file's text is read without them
    const ownNames = files.map((f) => f.split('/').pop() as string)
    const text = (f: string) =>
      ownNames.reduce((t, name) => t.replaceAll(name, ''), readFileSync(join(outDir, f), 'utf8'))
    const offending = files
      .filter((f) => !f.endsWith('.map') && !f.endsWith('.gz'))
      .filter((f) => mockOnly.test(text(f)))
    expect(offending).toEqual([])
  })

  // a source map carries the text of main.tsx, which names the mock in its
  // mock-only branch; what matters is which modules went into the bundle
  it('bundles no module of the mock or of MSW', () => {
    const bundled = files
      .filter((f) => f.endsWith('.map'))
      .flatMap((f) => (JSON.parse(readFileSync(join(outDir, f), 'utf8')).sources as string[]) ?? [])
    expect(bundled.length).toBeGreaterThan(100)
    expect(bundled.filter((source) => mockSource.test(source))).toEqual([])
  })
})

import { readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { describe, expect, it } from 'vitest'

/**
 * Loaders sit in the route table's bundle (the app's first load), so a
 * `loaders.ts` may import only light modules: never a component, a UI
 * primitive, a page or a chart and terminal library.
 */
const src = join(__dirname, '..')

function loaderFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return loaderFiles(path)
    return entry.name === 'loaders.ts' ? [path] : []
  })
}

const importsOf = (file: string) =>
  [...readFileSync(file, 'utf8').matchAll(/^import (type )?[^;]*? from '([^']+)'/gms)]
    .filter((m) => !m[1])
    .map((m) => m[2])

const heavy = [/^~\/components\//, /^~\/ui\//, /\.tsx$/, /^uplot/, /^@xterm\//, /-page$/, /-form$/]

describe('loaders.ts files', () => {
  const files = loaderFiles(src)

  it('exist for the pages and layouts', () => {
    expect(files.length).toBeGreaterThan(15)
  })

  for (const file of files) {
    it(`${relative(src, file)} imports only light modules`, () => {
      for (const path of importsOf(file)) {
        for (const pattern of heavy) expect(path, `${path} in ${file}`).not.toMatch(pattern)
      }
    })
  }
})

describe('the route table', () => {
  const routes = readFileSync(join(src, 'routes.tsx'), 'utf8')

  it('uses every loader of every loaders.ts', () => {
    const exported = loaderFiles(src).flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(/^export (?:async )?function (\w+Loader)\(/gm)].map(
        (m) => m[1],
      ),
    )
    expect(exported.length).toBeGreaterThan(60)
    // a loader is named in the table through its folder's module (`loader: disks.disksPageLoader`)
    const unused = exported.filter((name) => !new RegExp(`loader: \\w+\\.${name}\\b`).test(routes))
    expect(unused).toEqual([])
  })
})

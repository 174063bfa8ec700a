/**
 * First-load JS of /projects from a build's manifest, without a browser: the
 * same chunks `npm run bench` sees load (the HTML entry, with the route table
 * and its loaders, and the route modules /projects lazy-loads, with their
 * static imports), gzip level 6.
 * Usage: npx tsx bench/first-load.ts [distDir]
 */
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import { modulesForUrl, readRouteTable } from '../config/route-chunks'
import { paths } from '../src/util/paths'

type Chunk = { file: string; src?: string; name?: string; isEntry?: boolean; imports?: string[] }

const dist = process.argv[2] ?? 'dist'
const manifest: Record<string, Chunk> = JSON.parse(
  readFileSync(join(dist, '.vite/manifest.json'), 'utf8'),
)
// the route modules the router loads for /projects, read from the route table
const routes = readRouteTable(readFileSync('src/routes.tsx', 'utf8'))
const routeModules = modulesForUrl(routes, paths.projects()).flatMap((specifier) => {
  const base = specifier.replace(/^~\//, 'src/')
  return [`${base}.ts`, `${base}.tsx`].filter((key) => manifest[key])
})
const entries = [...Object.keys(manifest).filter((k) => manifest[k].isEntry), ...routeModules]
const seen = new Set<string>()
const visit = (key: string) => {
  if (seen.has(key) || !manifest[key]) return
  seen.add(key)
  for (const k of manifest[key].imports ?? []) visit(k)
}
for (const e of entries) visit(e)

let total = 0
const rows = [...seen].map((k) => {
  const size = gzipSync(readFileSync(join(dist, manifest[k].file)), { level: 6 }).length
  total += size
  // chunk files are bare hashes: show the chunk's name beside it
  const name = manifest[k].src ?? manifest[k].name
  return [
    name ? `${manifest[k].file} (${name})` : manifest[k].file,
    (size / 1024).toFixed(1),
  ] as const
})
for (const [file, kb] of rows.sort((a, b) => Number(b[1]) - Number(a[1]))) {
  console.log(`${kb.padStart(7)} KB  ${file}`)
}
console.log(
  `${(total / 1024).toFixed(1).padStart(7)} KB  total first-load JS of /projects (gzip 6)`,
)

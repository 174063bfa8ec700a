import { createReadStream, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { gzipSync } from 'node:zlib'
import type { Plugin } from 'vite'

const COMPRESSED_TYPES: Record<string, string> = {
  '.js': 'text/javascript',
  '.css': 'text/css',
}

const typeOf = (file: string) => COMPRESSED_TYPES[file.slice(file.lastIndexOf('.'))]

/** Writes `name.gz` beside every script and stylesheet in `dir` (level 9: it is done once). */
export function writeGzipped(dir: string) {
  for (const name of readdirSync(dir)) {
    if (!typeOf(name)) continue
    const file = join(dir, name)
    writeFileSync(`${file}.gz`, gzipSync(readFileSync(file), { level: 9 }))
  }
}

/** Whether an `Accept-Encoding` header takes gzip (`gzip;q=0` refuses it). */
export function acceptsGzip(header: string | undefined): boolean {
  for (const part of (header ?? '').split(',')) {
    const [coding, ...params] = part.trim().split(';')
    if (coding.trim().toLowerCase() !== 'gzip') continue
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='))
    return q === undefined || Number(q.slice(2)) > 0
  }
  return false
}

/**
 * The build's scripts and stylesheets compressed once, at build time, as
 * static servers that serve precompressed files expect (`name.js.gz` beside
 * `name.js`); `vite preview` sends them as they are, with the rack's headers,
 * instead of compressing every response again. On this 2-core machine that
 * compression ran beside the browser and the mock API it waits on.
 */
export function precompressed(headers: Record<string, string>): Plugin {
  let assetsDir = ''
  return {
    name: 'precompressed',
    configResolved(config) {
      assetsDir = resolve(config.root, config.build.outDir, config.build.assetsDir)
    },
    writeBundle() {
      writeGzipped(assetsDir)
    },
    configurePreviewServer(server) {
      const dir = resolve(
        server.config.root,
        server.config.build.outDir,
        server.config.build.assetsDir,
      )
      const base = `/${server.config.build.assetsDir}/`
      server.middlewares.use((req, res, next) => {
        const path = req.url?.split('?')[0] ?? ''
        const type = typeOf(path)
        if (req.method !== 'GET' || !type || !path.startsWith(base)) return next()
        if (!acceptsGzip(req.headers['accept-encoding'] as string | undefined)) return next()
        const name = path.slice(base.length)
        if (name.includes('/') || name.includes('..')) return next()
        const file = join(dir, `${name}.gz`)
        let size: number
        try {
          size = statSync(file).size
        } catch {
          return next()
        }
        for (const [header, value] of Object.entries(headers)) res.setHeader(header, value)
        res.setHeader('content-type', type)
        res.setHeader('content-encoding', 'gzip')
        res.setHeader('content-length', size)
        res.setHeader('vary', 'Accept-Encoding')
        createReadStream(file).pipe(res)
      })
    },
  }
}

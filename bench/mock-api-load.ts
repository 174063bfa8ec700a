/**
 * `npm run load:mock-api`: the mock API server (`npm run mock-api`) under a
 * bounded load on 127.0.0.1. 50 clients send 20,000 requests between them, a
 * mix of lists, creates and deletes (SSH keys and anti-affinity groups). It
 * fails on any 5xx, on any answer other than the one the API gives, and when
 * the final lists do not hold exactly what was created minus what was deleted.
 * It prints throughput and latency percentiles.
 *
 *   npm run load:mock-api -- --clients=50 --requests=20000
 */
import { type ChildProcess, spawn } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { createServer } from 'node:net'

const arg = (name: string, fallback: number) => {
  const found = process.argv.find((a) => a.startsWith(`--${name}=`))
  return found ? Number(found.split('=')[1]) : fallback
}
const CLIENTS = arg('clients', 50)
const REQUESTS = arg('requests', 20_000)
const PROJECT = 'web-prod'

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      const port = typeof address === 'object' && address ? address.port : 0
      server.close(() => resolve(port))
    })
  })
}

function startServer(port: number): Promise<ChildProcess> {
  // one process (tsx as a loader), so killing it stops the server; the server starts
  // signed out, and the load measures the API, not sign-in: MOCK_USER acts as alice
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/mock-api/server/serve.ts'], {
    env: {
      ...process.env,
      PORT: String(port),
      MOCK_LATENCY: '0',
      MOCK_FAULTS: '',
      MOCK_USER: 'alice',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  return new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`mock API server exited (${code})`)))
    child.stdout?.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('listening')) resolve(child)
    })
  })
}

type Kind = 'sshKey' | 'antiAffinityGroup'
const collection: Record<Kind, string> = {
  sshKey: '/v1/me/ssh-keys',
  antiAffinityGroup: '/v1/anti-affinity-groups',
}
const scoped = (kind: Kind, path: string) =>
  kind === 'antiAffinityGroup' ? `${path}?project=${PROJECT}` : path

const createBody = (kind: Kind, name: string) =>
  kind === 'sshKey'
    ? {
        name,
        description: 'load run',
        // a well-formed ed25519 key: type prefix, then 32 random bytes
        public_key: `ssh-ed25519 ${Buffer.concat([
          Buffer.from('0000000b7373682d6564323535313900000020', 'hex'),
          randomBytes(32),
        ]).toString('base64')} load`,
      }
    : { name, description: 'load run', failure_domain: 'sled', policy: 'allow' }

const listPaths = [
  '/v1/projects',
  `/v1/instances?project=${PROJECT}`,
  `/v1/disks?project=${PROJECT}`,
  '/v1/me/ssh-keys',
  `/v1/anti-affinity-groups?project=${PROJECT}`,
]

type Tally = { latencies: number[]; failures: string[]; serverErrors: number }

async function send(
  base: string,
  tally: Tally,
  method: string,
  path: string,
  expected: number,
  body?: unknown,
): Promise<Response> {
  const start = performance.now()
  const response = await fetch(base + path, {
    method,
    headers: body ? { 'content-type': 'application/json' } : undefined,
    body: body ? JSON.stringify(body) : undefined,
  })
  await response.arrayBuffer()
  tally.latencies.push(performance.now() - start)
  if (response.status >= 500) tally.serverErrors++
  if (response.status !== expected) {
    tally.failures.push(`${method} ${path}: ${response.status}, expected ${expected}`)
  }
  return response
}

/** Every name in a list, page by page. */
async function listAll(base: string, path: string): Promise<string[]> {
  const names: string[] = []
  let token: string | null = null
  do {
    const sep = path.includes('?') ? '&' : '?'
    const url = `${base}${path}${sep}limit=100${token ? `&page_token=${token}` : ''}`
    const page = (await (await fetch(url)).json()) as {
      items: { name: string }[]
      next_page: string | null
    }
    names.push(...page.items.map((i) => i.name))
    token = page.next_page
  } while (token)
  return names
}

async function main() {
  const port = await freePort()
  const server = await startServer(port)
  const base = `http://127.0.0.1:${port}`
  try {
    const before: Record<Kind, string[]> = {
      sshKey: await listAll(base, collection.sshKey),
      antiAffinityGroup: await listAll(
        base,
        scoped('antiAffinityGroup', collection.antiAffinityGroup),
      ),
    }
    const tally: Tally = { latencies: [], failures: [], serverErrors: 0 }
    const live: Record<Kind, Set<string>> = { sshKey: new Set(), antiAffinityGroup: new Set() }
    let issued = 0
    let serial = 0

    async function client(id: number) {
      const mine: { kind: Kind; name: string }[] = []
      while (issued < REQUESTS) {
        issued++
        const roll = Math.random()
        if (roll < 0.5) {
          await send(
            base,
            tally,
            'GET',
            listPaths[Math.floor(Math.random() * listPaths.length)],
            200,
          )
        } else if (roll < 0.75 || mine.length === 0) {
          const kind: Kind = Math.random() < 0.5 ? 'sshKey' : 'antiAffinityGroup'
          const name = `load-${id}-${serial++}`
          const response = await send(
            base,
            tally,
            'POST',
            scoped(kind, collection[kind]),
            201,
            createBody(kind, name),
          )
          if (response.status === 201) {
            mine.push({ kind, name })
            live[kind].add(name)
          }
        } else {
          const [{ kind, name }] = mine.splice(Math.floor(Math.random() * mine.length), 1)
          const response = await send(
            base,
            tally,
            'DELETE',
            scoped(kind, `${collection[kind]}/${name}`),
            204,
          )
          if (response.status === 204) live[kind].delete(name)
        }
      }
    }

    const start = performance.now()
    await Promise.all(Array.from({ length: CLIENTS }, (_, i) => client(i)))
    const seconds = (performance.now() - start) / 1000

    // the final lists hold the fixtures plus what was created, minus what was deleted
    const mismatches: string[] = []
    for (const kind of Object.keys(collection) as Kind[]) {
      const expected = [...before[kind], ...live[kind]].sort()
      const actual = (await listAll(base, scoped(kind, collection[kind]))).sort()
      const missing = expected.filter((n) => !actual.includes(n))
      const extra = actual.filter((n) => !expected.includes(n))
      const duplicated = actual.filter((n, i) => actual[i + 1] === n)
      if (missing.length || extra.length || duplicated.length) {
        mismatches.push(
          `${kind}: missing ${missing.join(',') || '-'}; unexpected ${extra.join(',') || '-'}; duplicated ${duplicated.join(',') || '-'}`,
        )
      }
    }

    const sorted = [...tally.latencies].sort((a, b) => a - b)
    const pct = (p: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))]
    console.log(
      [
        `| clients | requests | time (s) | throughput (req/s) | p50 (ms) | p99 (ms) | 5xx | unexpected | final lists |`,
        `|---|---|---|---|---|---|---|---|---|`,
        `| ${CLIENTS} | ${sorted.length} | ${seconds.toFixed(1)} | ${Math.round(sorted.length / seconds)} | ${pct(0.5).toFixed(1)} | ${pct(0.99).toFixed(1)} | ${tally.serverErrors} | ${tally.failures.length} | ${mismatches.length ? 'mismatch' : `match (${live.sshKey.size} keys and ${live.antiAffinityGroup.size} groups left)`} |`,
      ].join('\n'),
    )
    for (const failure of tally.failures.slice(0, 10)) console.error(failure)
    for (const mismatch of mismatches) console.error(mismatch)
    if (tally.serverErrors || tally.failures.length || mismatches.length) process.exitCode = 1
  } finally {
    server.kill()
  }
}

await main()

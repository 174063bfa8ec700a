import { db } from './db'
import { mswHandlers as handlers } from './handlers'
import { DEFAULT_USER, getKnob, setKnob } from './knobs'

/**
 * `mock-many`: big lists, made when the mock starts instead of by thousands of
 * requests, so a flow or the bench takes the same time on any machine.
 * `images,projects,users:1000` makes a thousand of each; groups join with `;`
 * (`instances:10;instances:10000`). Each item is made by the handler its
 * create request would reach, so it is the same as one made through the API.
 */
export const MANY_KINDS = ['images', 'projects', 'users', 'instances'] as const
export type ManyKind = (typeof MANY_KINDS)[number]

const MAX_COUNT = 20_000

export type ManyGroup = { kinds: ManyKind[]; count: number }

const isKind = (s: string): s is ManyKind => (MANY_KINDS as readonly string[]).includes(s)

/** The knob's groups; a group that does not parse is left out, with a warning. */
export function parseMany(value: string | null): ManyGroup[] {
  const groups: ManyGroup[] = []
  for (const group of (value ?? '').split(';')) {
    if (!group.trim()) continue
    const [kinds, count] = group.split(':').map((s) => s.trim())
    const list = (kinds ?? '').split(',').map((k) => k.trim())
    const n = Number(count)
    if (!list.every(isKind) || !Number.isInteger(n) || n < 1 || n > MAX_COUNT) {
      console.warn(
        `mock-many: "${group}" is not KINDS:COUNT (kinds ${MANY_KINDS.join(', ')}; 1 to ${MAX_COUNT})`,
      )
      continue
    }
    groups.push({ kinds: list.filter(isKind), count: n })
  }
  return groups
}

/**
 * Item `i` of `count`, numbered from 0 with as many digits as `count` has
 * (`0000` to `0999` for a thousand), so names sort in number order.
 */
export const manyName = (prefix: string, i: number, count: number) =>
  `${prefix}-${String(i).padStart(String(count).length, '0')}`

const call = { req: new Request('http://mock.invalid/'), cookies: {} }

/** What each kind makes: item `i` of `count`. */
const makers: Record<ManyKind, (i: number, count: number) => unknown> = {
  /** project images of `web-prod`, `image-0000`…, from its first ready snapshot */
  images: (i, count) => {
    const snapshot = db.snapshots.find((s) => s.state === 'ready')
    if (!snapshot) throw new Error('mock-many: no ready snapshot to make images from')
    return handlers.imageCreate({
      ...call,
      query: { project: 'web-prod' },
      body: {
        name: manyName('image', i, count),
        description: '',
        os: 'debian',
        version: '12',
        source: { type: 'snapshot', id: snapshot.id },
      },
    })
  },
  /** projects of silo `acme`, `proj-0000`… */
  projects: (i, count) =>
    handlers.projectCreate({
      ...call,
      body: { name: manyName('proj', i, count), description: '' },
    }),
  /** local users of silo `acme`, `user-0000`…, who cannot sign in */
  users: (i, count) =>
    handlers.localIdpUserCreate({
      ...call,
      query: { silo: 'acme' },
      body: { external_id: manyName('user', i, count), password: { mode: 'login_disallowed' } },
    }),
  /** instances `inst-00000`…, not started, with no network interface, in a new project `many-COUNT` */
  instances: (i, count) => {
    const project = `many-${count}`
    if (i === 0) handlers.projectCreate({ ...call, body: { name: project, description: '' } })
    return handlers.instanceCreate({
      ...call,
      query: { project },
      body: {
        name: manyName('inst', i, count),
        description: '',
        hostname: manyName('inst', i, count),
        ncpus: 1,
        memory: 1024 ** 3,
        start: false,
        // a subnet's addresses run out long before 10,000
        network_interfaces: { type: 'none' },
      },
    })
  },
}

/** Make what the `mock-many` knob asks for, as the fixture admin whoever the tab acts as. */
export async function seedMany(value = getKnob('mock-many')) {
  const groups = parseMany(value)
  if (groups.length === 0) return
  const user = getKnob('mock-user')
  setKnob('mock-user', DEFAULT_USER)
  try {
    for (const { kinds, count } of groups) {
      for (const kind of kinds) {
        for (let i = 0; i < count; i++) await makers[kind](i, count)
      }
    }
  } finally {
    setKnob('mock-user', user)
  }
}

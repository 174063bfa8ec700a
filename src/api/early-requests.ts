/**
 * The GET requests a page's loaders send first, known from its URL alone, so
 * a small classic script (`early-script.ts`, built into the remote build's
 * index.html by config/early-requests.ts) can send them before the app's code
 * has loaded; `sendRequest` then adopts each response once instead of asking
 * again (`early-responses.ts`).
 *
 * Imports are types only: the script must stay tiny. The types tie each path
 * to its operation in the operation table and the header to `apiVersion`, and
 * test/unit/early-requests.spec.ts runs the real loaders of each page listed
 * here and checks they send exactly these URLs among theirs.
 */
import type { apiVersion, operations } from './operations'

type Operations = typeof operations
/** An operation's GET path with its `{param}` templates, as the operation table has it. */
type GetPath<K extends keyof Operations> = Operations[K] extends `GET ${infer P}` ? P : never

const path = <K extends keyof Operations>(_operation: K, template: GetPath<K>) => template

export const API_VERSION: typeof apiVersion = '2026081901.0.0'

/** Where the early requests wait for the app: a global, as the script and the app are two bundles. */
export const EARLY_GLOBAL = '__oxideEarlyRequests'
export type EarlyRequests = {
  /** `performance.now()` when they were sent */
  at: number
  /** by URL; undefined when the request failed before an answer */
  responses: Map<string, Promise<Response | undefined>>
}

// the signed-in layout's loader: the user and the fleet-viewer probe
const SESSION = [path('currentUserView', '/v1/me'), path('systemPolicyView', '/v1/system/policy')]

/** A list's first page in its default order and size (spec section 7: 50 rows). */
const firstPage = (listPath: string, query = '') => `${listPath}?${query}limit=50`
/** A whole-list read's first call (`pageLimit(0)`, src/api/all-pages.ts), for a page's name lookups. */
const allPages = (listPath: string, query: string) => `${listPath}?${query}limit=1000`

type Rule = [RegExp, (param: string) => string[]]

const project = (p: string) => [
  path('projectView', '/v1/projects/{project}').replace('{project}', p),
]
const inProject = (p: string) => `project=${p}&`

const RULES: Rule[] = [
  [/^\/projects$/, () => [firstPage(path('projectList', '/v1/projects'))]],
  [
    /^\/projects\/([^/]+)\/instances$/,
    (p) => [...project(p), firstPage(path('instanceList', '/v1/instances'), inProject(p))],
  ],
  [
    /^\/projects\/([^/]+)\/disks$/,
    (p) => [
      ...project(p),
      firstPage(path('diskList', '/v1/disks'), inProject(p)),
      allPages(path('instanceList', '/v1/instances'), inProject(p)),
    ],
  ],
  [
    /^\/projects\/([^/]+)\/snapshots$/,
    (p) => [
      ...project(p),
      firstPage(path('snapshotList', '/v1/snapshots'), inProject(p)),
      allPages(path('diskList', '/v1/disks'), inProject(p)),
    ],
  ],
  [
    /^\/projects\/([^/]+)\/vpcs$/,
    (p) => [...project(p), firstPage(path('vpcList', '/v1/vpcs'), inProject(p))],
  ],
  [/^\/system\/silos$/, () => [firstPage(path('siloList', '/v1/system/silos'))]],
]

/** Pages outside the signed-in layout: their loaders ask for nothing of the session. */
const SIGNED_OUT = /^\/(login|device)(\/|$)/

/**
 * The URLs of the GET requests the page at `pathname` + `search` sends first.
 * A page with search params (a list's sort or size, a filter) gets the
 * session's calls only: its list call depends on them.
 */
export function earlyRequests(pathname: string, search: string): string[] {
  if (SIGNED_OUT.test(pathname)) return []
  const trimmed = pathname.length > 1 ? pathname.replace(/\/$/, '') : pathname
  let param: string
  try {
    // the API's path parameter, encoded as the app encodes it
    param = encodeURIComponent(decodeURIComponent(trimmed.split('/')[2] ?? ''))
  } catch {
    return SESSION
  }
  const rule = search && search !== '?' ? undefined : RULES.find(([re]) => re.test(trimmed))
  return rule ? [...SESSION, ...rule[1](param)] : SESSION
}

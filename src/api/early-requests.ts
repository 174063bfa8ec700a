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
import type { apiVersion, reads } from './operations'

type Reads = typeof reads
/** An operation's GET path with its `{param}` templates, as the operation table has it. */
type GetPath<K extends keyof Reads> = Reads[K] extends `GET ${infer P}` ? P : never

const path = <K extends keyof Reads>(_operation: K, template: GetPath<K>) => template

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

/** A list's first page in its default order and size (50 rows). */
const firstPage = (listPath: string, query = '') => `${listPath}?${query}limit=50`
/** A whole-list read's first call (`pageLimit(0)`, src/api/all-pages.ts), for a page's name lookups. */
const allPages = (listPath: string, query = '') => `${listPath}?${query}limit=1000`

const instances = path('instanceList', '/v1/instances')
const disks = path('diskList', '/v1/disks')

/**
 * The list pages of a project, `/projects/{project}/{segment}`, by segment:
 * the list's first page and the names its cells link with; `q` scopes a call
 * to the project.
 */
const PROJECT_LISTS: Record<string, (q: string) => string[]> = {
  instances: (q) => [firstPage(instances, q)],
  disks: (q) => [firstPage(disks, q), allPages(instances, q)],
  snapshots: (q) => [firstPage(path('snapshotList', '/v1/snapshots'), q), allPages(disks, q)],
  images: (q) => [firstPage(path('imageList', '/v1/images'), q)],
  vpcs: (q) => [firstPage(path('vpcList', '/v1/vpcs'), q)],
  'floating-ips': (q) => [
    firstPage(path('floatingIpList', '/v1/floating-ips'), q),
    allPages(path('ipPoolList', '/v1/ip-pools')),
    allPages(instances, q),
  ],
  affinity: (q) => [firstPage(path('antiAffinityGroupList', '/v1/anti-affinity-groups'), q)],
  'external-subnets': (q) => [
    firstPage(path('externalSubnetList', '/v1/external-subnets'), q),
    allPages(path('subnetPoolList', '/v1/subnet-pools')),
    allPages(instances, q),
  ],
}

/** The silo's and the fleet's list pages, by path. */
const TOP_LISTS: Record<string, string[]> = {
  '/projects': [firstPage(path('projectList', '/v1/projects'))],
  '/images': [
    firstPage(path('imageList', '/v1/images')),
    allPages(path('projectList', '/v1/projects')),
  ],
  '/utilization': [path('utilizationView', '/v1/utilization')],
  '/certificates': [firstPage(path('certificateList', '/v1/certificates'))],
  '/settings/ssh-keys': [firstPage(path('currentUserSshKeyList', '/v1/me/ssh-keys'))],
  '/settings/access-tokens': [
    firstPage(path('currentUserAccessTokenList', '/v1/me/access-tokens')),
  ],
  '/system/silos': [firstPage(path('siloList', '/v1/system/silos'))],
  '/system/utilization': [
    allPages(path('siloUtilizationList', '/v1/system/utilization/silos')),
    allPages(path('sledList', '/v1/system/hardware/sleds')),
  ],
  '/system/networking/ip-pools': [firstPage(path('systemIpPoolList', '/v1/system/ip-pools'))],
  '/system/networking/subnet-pools': [
    firstPage(path('systemSubnetPoolList', '/v1/system/subnet-pools')),
  ],
  '/system/inventory/sleds': [
    firstPage(path('rackList', '/v1/system/hardware/racks')),
    firstPage(path('switchList', '/v1/system/hardware/switches')),
    firstPage(path('sledList', '/v1/system/hardware/sleds')),
  ],
  '/system/support-bundles': [
    firstPage(
      path('supportBundleList', '/v1/system/support-bundles'),
      'sort_by=time_and_id_descending&',
    ),
  ],
}

/**
 * A project's pages, `/projects/{project}/...`: the project (its layout asks
 * for it on every one), the list of a list page, and the instance or VPC of a
 * page in one's tabs (their layouts ask for them on every tab; the serial
 * console, a router's or a subnet's page have their own layouts).
 */
function projectPage(segments: string[], hasQuery: boolean): string[] {
  const [, , project, segment, child, tab] = segments
  const view = path('projectView', '/v1/projects/{project}').replace('{project}', project)
  const q = `project=${project}`
  const inTabs = child && segments.length <= 6
  if (segment === 'instances' && child) {
    const instance = path('instanceView', '/v1/instances/{instance}').replace('{instance}', child)
    const ips = path('instanceExternalIpList', '/v1/instances/{instance}/external-ips')
    return inTabs && tab !== 'serial-console'
      ? [view, `${instance}?${q}`, `${ips.replace('{instance}', child)}?${q}`]
      : [view, `${instance}?${q}`]
  }
  if (segment === 'vpcs' && inTabs) {
    return [view, `${path('vpcView', '/v1/vpcs/{vpc}').replace('{vpc}', child)}?${q}`]
  }
  const list =
    !child && !hasQuery && Object.hasOwn(PROJECT_LISTS, segment) && PROJECT_LISTS[segment]
  return list ? [view, ...list(`${q}&`)] : [view]
}

/** Pages outside the signed-in layout: their loaders ask for nothing of the session. */
const SIGNED_OUT = /^\/(login|device)(\/|$)/

/**
 * The URLs of the GET requests the page at `pathname` + `search` sends first.
 * A list with search params (its sort or size, a filter) leaves its list call
 * to the app: that call depends on them.
 */
export function earlyRequests(pathname: string, search: string): string[] {
  if (SIGNED_OUT.test(pathname)) return []
  const trimmed = pathname.length > 1 ? pathname.replace(/\/$/, '') : pathname
  const hasQuery = Boolean(search && search !== '?')
  let segments: string[]
  try {
    // the API's path parameters, encoded as the app encodes them
    segments = trimmed.split('/').map((s) => encodeURIComponent(decodeURIComponent(s)))
  } catch {
    return SESSION
  }
  if (segments[1] === 'projects' && segments[2]) {
    return [...SESSION, ...projectPage(segments, hasQuery)]
  }
  const list = !hasQuery && Object.hasOwn(TOP_LISTS, trimmed) ? TOP_LISTS[trimmed] : []
  return [...SESSION, ...list]
}

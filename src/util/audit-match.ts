/**
 * Which audit log entries are about a resource. The audit log records each
 * request's URI (`request_uri`), and a request names the resource it acts on
 * by name or id, in its path (`/v1/instances/web-1/start`) or in a query
 * parameter (`/v1/vpc-subnets?vpc=default&project=web-prod`). A name is
 * unique only in its project, so where the URI names a project too, it must
 * be the resource's.
 */

/** How the API's URIs name each kind of resource: the path segment before it and its query parameter. */
export const AUDIT_KINDS = {
  instance: { segment: 'instances', param: 'instance', inProject: true },
  disk: { segment: 'disks', param: 'disk', inProject: true },
  vpc: { segment: 'vpcs', param: 'vpc', inProject: true },
  'floating-ip': { segment: 'floating-ips', param: 'floating_ip', inProject: true },
  image: { segment: 'images', param: 'image', inProject: true },
  project: { segment: 'projects', param: 'project', inProject: false },
  silo: { segment: 'silos', param: 'silo', inProject: false },
  'switch-port': { segment: 'switch-port', param: 'port', inProject: false },
} as const

export type AuditKind = keyof typeof AUDIT_KINDS

export type AuditResource = {
  kind: AuditKind
  /** what a request may call it: its name and its id */
  names: readonly string[]
  /** the project it is in, by name and id, for a kind that lives in one */
  project?: readonly string[]
  /**
   * query parameters the request must carry, with these values: a switch port
   * is named by its rack and switch too (`?rack_id=…&switch_slot=switch0`)
   */
  query?: Readonly<Record<string, string>>
}

/**
 * A resource of a project, as a request may name it: by its name or its id,
 * in its project by the project's name or id (the id once known).
 */
export const projectResourceAudit = (
  kind: AuditKind,
  project: string,
  resource: { name: string; id: string; projectId?: string | null },
): AuditResource => ({
  kind,
  names: [resource.name, resource.id],
  project: resource.projectId ? [project, resource.projectId] : [project],
})

const segmentsOf = (path: string) =>
  path
    .split('/')
    .filter(Boolean)
    .map((s) => {
      try {
        return decodeURIComponent(s)
      } catch {
        return s
      }
    })

/** The resource's name or id where the URI names one of this kind: path segment or query parameter. */
function namedIn(uri: URL, kind: AuditKind): string[] {
  const { segment, param } = AUDIT_KINDS[kind]
  const segments = segmentsOf(uri.pathname)
  const named: string[] = []
  segments.forEach((s, i) => {
    if (s === segment && i + 1 < segments.length) named.push(segments[i + 1])
  })
  named.push(...uri.searchParams.getAll(param))
  return named
}

/** Whether the request of `requestUri` is about `resource` (its whole segment or parameter, never a part of one). */
export function isAbout(requestUri: string, resource: AuditResource): boolean {
  let uri: URL
  try {
    uri = new URL(requestUri, 'http://audit.invalid')
  } catch {
    return false
  }
  const named = namedIn(uri, resource.kind)
  if (!named.some((n) => resource.names.includes(n))) return false
  // a name is unique in its project only: a URI naming another project is about another resource
  if (AUDIT_KINDS[resource.kind].inProject && resource.project) {
    const projects = namedIn(uri, 'project')
    if (projects.length > 0 && !projects.some((p) => resource.project?.includes(p))) return false
  }
  // the same port name on another switch or rack is another port
  return Object.entries(resource.query ?? {}).every(([key, value]) =>
    uri.searchParams.getAll(key).includes(value),
  )
}

/** How a resource reads in words: "vpc default in project web-prod". */
export function resourceText({ kind, names, project }: AuditResource) {
  const where = project?.length ? ` in project ${project[0]}` : ''
  return `${kind.replace('-', ' ')} ${names[0] ?? ''}${where}`
}

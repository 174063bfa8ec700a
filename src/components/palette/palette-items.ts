import type { NavItem } from '~/components/section-layout'
import {
  projectNavItems,
  settingsNavItems,
  siloNavItems,
  systemNavItems,
} from '~/layouts/nav-items'
import { paths } from '~/util/paths'

/** One thing the command palette can jump to: a page, a resource, or a create form. */
export type PaletteItem = {
  /** unique within the palette */
  id: string
  /** what is matched and shown */
  label: string
  /** what kind of thing it is, shown beside the label ("Instance", "System page") */
  kind: string
  to: string
}

const pages = (kind: string, items: readonly NavItem[]): PaletteItem[] =>
  items.map(({ label, to }) => ({ id: `page:${to}`, label, kind, to }))

/**
 * Every page of the side navs the person may see, from the navs' own lists:
 * the current project's first (inside a project), then the silo's and the
 * settings', then the system's for a fleet viewer only (the system section is
 * for operators, and a fleet viewer is who may read the system policy).
 */
export function pageItems({
  isFleetViewer,
  siloAdmin = false,
  project,
}: {
  isFleetViewer: boolean
  /** whether the silo's admin-only pages (certificates) are listed */
  siloAdmin?: boolean
  project?: string
}): PaletteItem[] {
  return [
    ...(project ? pages(`Project ${project}`, projectNavItems({ project })) : []),
    ...pages('Silo page', siloNavItems({ siloAdmin })),
    ...pages('Settings', settingsNavItems),
    ...(isFleetViewer ? pages('System page', systemNavItems) : []),
  ]
}

type Named = { name: string }

/** The current project's resources the palette lists by name, as far as they have loaded. */
export type ProjectResources = {
  instances?: readonly Named[]
  disks?: readonly Named[]
  vpcs?: readonly Named[]
  snapshots?: readonly Named[]
  images?: readonly Named[]
  floatingIps?: readonly Named[]
}

/** The silo's projects, then the current project's resources, each to its own page. */
export function resourceItems(
  projects: readonly Named[],
  project: string | undefined,
  r: ProjectResources,
): PaletteItem[] {
  const items: PaletteItem[] = projects.map((p) => ({
    id: `project:${p.name}`,
    label: p.name,
    kind: 'Project',
    to: paths.project({ project: p.name }),
  }))
  if (!project) return items
  const add = (list: readonly Named[] | undefined, kind: string, to: (name: string) => string) => {
    for (const { name } of list ?? [])
      items.push({ id: `${kind}:${name}`, label: name, kind, to: to(name) })
  }
  add(r.instances, 'Instance', (instance) => paths.instance({ project, instance }))
  // disks and snapshots have no page of their own: their project's list is where they are
  add(r.disks, 'Disk', () => paths.disks({ project }))
  add(r.snapshots, 'Snapshot', () => paths.snapshots({ project }))
  add(r.vpcs, 'VPC', (vpc) => paths.vpc({ project, vpc }))
  add(r.images, 'Image', (image) => paths.projectImageEdit({ project, image }))
  add(r.floatingIps, 'Floating IP', (floatingIp) => paths.floatingIpEdit({ project, floatingIp }))
  return items
}

/**
 * Create forms: a new project, and in the current project (or, outside one, in
 * each project) a new instance, disk, VPC, snapshot or floating IP.
 */
export function actionItems(
  projects: readonly Named[],
  project: string | undefined,
): PaletteItem[] {
  const action = (label: string, to: string): PaletteItem => ({
    id: `action:${to}`,
    label,
    kind: 'Action',
    to,
  })
  const items = [action('New project', paths.projectsNew())]
  const targets = project ? [project] : projects.map((p) => p.name)
  for (const p of targets) {
    const sel = { project: p }
    items.push(
      action(`New instance in ${p}`, paths.instancesNew(sel)),
      action(`New disk in ${p}`, paths.disksNew(sel)),
      action(`New VPC in ${p}`, paths.vpcsNew(sel)),
      action(`New snapshot in ${p}`, paths.snapshotsNew(sel)),
      action(`New floating IP in ${p}`, paths.floatingIpsNew(sel)),
    )
  }
  return items
}

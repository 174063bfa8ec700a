import { describe, expect, it } from 'vitest'
import { systemNavItems } from '~/layouts/nav-items'
import { actionItems, pageItems, resourceItems } from './palette-items'

const labels = (items: { label: string; kind: string }[]) =>
  items.map((i) => `${i.label} (${i.kind})`)

describe('pageItems', () => {
  it('gives the silo and settings pages to everyone, the system pages to fleet viewers only', () => {
    const user = pageItems({ isFleetViewer: false })
    expect(labels(user)).toEqual([
      'Projects (Silo page)',
      'Images (Silo page)',
      'Multicast Groups (Silo page)',
      'Utilization (Silo page)',
      'Access (Silo page)',
      'Silo Settings (Silo page)',
      'Profile (Settings)',
      'SSH Keys (Settings)',
      'Access Tokens (Settings)',
    ])
    const operator = pageItems({ isFleetViewer: true })
    const system = operator.filter((i) => i.kind === 'System page')
    expect(system.map((i) => i.to)).toContain('/system/silos')
    expect(system.map((i) => i.label)).toEqual(systemNavItems.map((i) => i.label))
    expect(system).toHaveLength(15)
    expect(operator.slice(0, user.length)).toEqual(user)
  })

  it('lists the silo admin’s certificates page as the silo nav does', () => {
    const admin = pageItems({ isFleetViewer: false, siloAdmin: true })
    expect(labels(admin)).toContain('Certificates (Silo page)')
    expect(labels(pageItems({ isFleetViewer: false }))).not.toContain('Certificates (Silo page)')
  })

  it('puts the current project’s pages first, under that project', () => {
    const items = pageItems({ isFleetViewer: false, project: 'web-prod' })
    expect(items[0]).toMatchObject({
      label: 'Instances',
      kind: 'Project web-prod',
      to: '/projects/web-prod/instances',
    })
    const project = items.filter((i) => i.kind === 'Project web-prod')
    expect(project.map((i) => i.label)).toContain('External Subnets')
    expect(project.map((i) => i.label)).toContain('Probes')
    expect(project).toHaveLength(10)
  })

  it('gives every item a distinct id', () => {
    const items = pageItems({ isFleetViewer: true, project: 'p' })
    expect(new Set(items.map((i) => i.id)).size).toBe(items.length)
  })
})

describe('resourceItems', () => {
  const projects = [{ name: 'web-prod' }, { name: 'a/b' }]
  it('lists the projects; outside a project nothing more', () => {
    expect(resourceItems(projects, undefined, { instances: [{ name: 'x' }] })).toEqual([
      { id: 'project:web-prod', label: 'web-prod', kind: 'Project', to: '/projects/web-prod' },
      // names go into the URL encoded
      { id: 'project:a/b', label: 'a/b', kind: 'Project', to: '/projects/a%2Fb' },
    ])
  })

  it('adds the current project’s resources, each to its page, as far as they have loaded', () => {
    const items = resourceItems(projects, 'web-prod', {
      instances: [{ name: 'web-1' }],
      disks: [{ name: 'web-1-boot' }],
      vpcs: [{ name: 'default' }],
      floatingIps: [{ name: 'web-vip' }],
      // snapshots and images not loaded yet
    })
    expect(items.slice(2).map((i) => [i.kind, i.label, i.to])).toEqual([
      ['Instance', 'web-1', '/projects/web-prod/instances/web-1'],
      ['Disk', 'web-1-boot', '/projects/web-prod/disks'],
      ['VPC', 'default', '/projects/web-prod/vpcs/default'],
      ['Floating IP', 'web-vip', '/projects/web-prod/floating-ips/web-vip/edit'],
    ])
  })
})

describe('actionItems', () => {
  it('offers the create forms of the current project', () => {
    expect(actionItems([{ name: 'a' }, { name: 'b' }], 'b').map((i) => [i.label, i.to])).toEqual([
      ['New project', '/projects-new'],
      ['New instance in b', '/projects/b/instances-new'],
      ['New disk in b', '/projects/b/disks-new'],
      ['New VPC in b', '/projects/b/vpcs-new'],
      ['New snapshot in b', '/projects/b/snapshots-new'],
      ['New floating IP in b', '/projects/b/floating-ips-new'],
    ])
  })

  it('outside a project, offers them in every project', () => {
    const items = actionItems([{ name: 'a' }, { name: 'b' }], undefined)
    expect(items.map((i) => i.label)).toContain('New instance in a')
    expect(items.map((i) => i.label)).toContain('New disk in b')
    expect(items).toHaveLength(11)
  })
})

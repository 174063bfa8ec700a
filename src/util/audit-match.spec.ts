import { describe, expect, it } from 'vitest'
import { type AuditResource, isAbout, projectResourceAudit, resourceText } from './audit-match'

const web1: AuditResource = {
  kind: 'instance',
  names: ['web-1', 'a1b2c3d4-0000-4000-8000-000000000001'],
  project: ['web-prod', 'p0000000-0000-4000-8000-000000000001'],
}

describe('isAbout', () => {
  it('matches the name or id as a whole path segment after its kind', () => {
    expect(isAbout('/v1/instances/web-1/start?project=web-prod', web1)).toBe(true)
    expect(isAbout('/v1/instances/a1b2c3d4-0000-4000-8000-000000000001', web1)).toBe(true)
    expect(isAbout('/v1/instances/web-10/start?project=web-prod', web1)).toBe(false)
    expect(isAbout('/v1/instances/web-?project=web-prod', web1)).toBe(false)
    expect(isAbout('/v1/instances/xweb-1?project=web-prod', web1)).toBe(false)
  })

  it('matches the query parameter of its kind, whole', () => {
    expect(isAbout('/v1/network-interfaces?project=web-prod&instance=web-1', web1)).toBe(true)
    expect(isAbout('/v1/network-interfaces?project=web-prod&instance=web-10', web1)).toBe(false)
    // another kind's parameter with the same name is another resource
    expect(isAbout('/v1/disks/web-1?project=web-prod', web1)).toBe(false)
    expect(isAbout('/v1/disks?project=web-prod&disk=web-1', web1)).toBe(false)
  })

  it('holds a name to its project where the URI names one', () => {
    expect(isAbout('/v1/instances/web-1?project=staging', web1)).toBe(false)
    expect(isAbout('/v1/instances/web-1?project=p0000000-0000-4000-8000-000000000001', web1)).toBe(
      true,
    )
    expect(isAbout('/v1/instances?project=web-prod', web1)).toBe(false)
  })

  it('reads a project, a silo and an encoded segment', () => {
    const project: AuditResource = { kind: 'project', names: ['web-prod'] }
    expect(isAbout('/v1/projects/web-prod/policy', project)).toBe(true)
    expect(isAbout('/v1/vpc-firewall-rules?project=web-prod&vpc=default', project)).toBe(true)
    expect(isAbout('/v1/projects/web-prod-2', project)).toBe(false)
    const silo: AuditResource = { kind: 'silo', names: ['acme'] }
    expect(isAbout('/v1/system/silos/acme/quotas', silo)).toBe(true)
    expect(isAbout('/v1/system/identity-providers/saml?silo=acme', silo)).toBe(true)
    expect(isAbout('/v1/system/silos/acme-corp', silo)).toBe(false)
    const odd: AuditResource = { kind: 'switch-port', names: ['qsfp 0'] }
    expect(isAbout('/v1/system/hardware/switch-port/qsfp%200/lldp/config', odd)).toBe(true)
    expect(isAbout('/v1/system/hardware/switch-port/%E0%A4%A/x', odd)).toBe(false)
  })

  it('holds a switch port to its rack and switch where the resource names them', () => {
    const rack = '11111111-0000-4000-8000-000000000001'
    const port: AuditResource = {
      kind: 'switch-port',
      names: ['qsfp0'],
      query: { rack_id: rack, switch_slot: 'switch0' },
    }
    const uri = (slot: string, rackId = rack) =>
      `/v1/system/hardware/switch-port/qsfp0/lldp/config?rack_id=${rackId}&switch_slot=${slot}`
    expect(isAbout(uri('switch0'), port)).toBe(true)
    // the right port on the other switch is another port
    expect(isAbout(uri('switch1'), port)).toBe(false)
    // and on another rack
    expect(isAbout(uri('switch0', '22222222-0000-4000-8000-000000000002'), port)).toBe(false)
    // a request that does not say which switch cannot be said to be about this port
    expect(isAbout('/v1/system/hardware/switch-port/qsfp0/settings', port)).toBe(false)
    expect(
      isAbout(
        `/v1/system/hardware/switch-port/qsfp1/settings?rack_id=${rack}&switch_slot=switch0`,
        port,
      ),
    ).toBe(false)
    // without `query`, the name alone matches, on any switch
    expect(isAbout(uri('switch1'), { kind: 'switch-port', names: ['qsfp0'] })).toBe(true)
  })

  it('says what the resource is', () => {
    expect(resourceText(web1)).toBe('instance web-1 in project web-prod')
    expect(resourceText({ kind: 'floating-ip', names: ['ip-1'] })).toBe('floating ip ip-1')
  })
})

describe('projectResourceAudit', () => {
  it('names a project resource by its name or id, in its project by name or id', () => {
    const instance = { name: 'web-1', id: web1.names[1], projectId: web1.project?.[1] }
    expect(projectResourceAudit('instance', 'web-prod', instance)).toEqual(web1)
  })

  it('names the project by its name alone when the resource has no project id (a silo image)', () => {
    const image = { name: 'debian', id: 'i1', projectId: undefined }
    expect(projectResourceAudit('image', 'web-prod', image)).toEqual({
      kind: 'image',
      names: ['debian', 'i1'],
      project: ['web-prod'],
    })
  })
})

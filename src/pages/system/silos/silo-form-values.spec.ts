import { describe, expect, it } from 'vitest'
import { GiB, TiB } from '~/util/units'
import {
  emptySilo,
  fleetRoleRows,
  identityModeLabel,
  quotasToValues,
  roleLabel,
  toMappedFleetRoles,
  valuesToQuotasUpdate,
  valuesToSiloCreate,
} from './silo-form-values'

describe('valuesToSiloCreate', () => {
  it('trims text, turns GiB into bytes and leaves no admin group when none is typed', () => {
    expect(
      valuesToSiloCreate({
        ...emptySilo,
        name: ' new-silo ',
        description: ' a silo ',
        adminGroupName: '  ',
        cpus: 16,
        memoryGiB: 64,
        storageGiB: 1024,
      }),
    ).toEqual({
      name: 'new-silo',
      description: 'a silo',
      discoverable: true,
      identityMode: 'saml_jit',
      adminGroupName: null,
      mappedFleetRoles: {},
      quotas: { cpus: 16, memory: 64 * GiB, storage: TiB },
      tlsCertificates: [],
    })
  })

  it('maps silo roles to fleet roles and sends TLS certificates for the external API', () => {
    const body = valuesToSiloCreate({
      ...emptySilo,
      name: 's',
      identityMode: 'local_only',
      adminGroupName: 'admins',
      mappedFleetRoles: {
        ...emptySilo.mappedFleetRoles,
        admin: ['viewer', 'admin'],
        viewer: ['viewer'],
      },
      tlsCertificates: [{ name: ' web ', description: ' main ', cert: '\nCERT\n', key: ' KEY\n' }],
    })
    expect(body.adminGroupName).toBe('admins')
    expect(body.identityMode).toBe('local_only')
    expect(body.mappedFleetRoles).toEqual({ admin: ['admin', 'viewer'], viewer: ['viewer'] })
    expect(body.tlsCertificates).toEqual([
      { name: 'web', description: 'main', cert: 'CERT', key: 'KEY', service: 'external_api' },
    ])
  })
})

describe('fleet roles', () => {
  it('drops silo roles that map to nothing and dedupes', () => {
    expect(toMappedFleetRoles({ collaborator: [], viewer: ['viewer', 'viewer'] })).toEqual({
      viewer: ['viewer'],
    })
  })

  it('lists mapped roles in the API order for the fleet roles tab', () => {
    expect(
      fleetRoleRows({ viewer: ['viewer'], admin: ['viewer', 'admin'], collaborator: [] }),
    ).toEqual([
      { siloRole: 'admin', fleetRoles: ['admin', 'viewer'] },
      { siloRole: 'viewer', fleetRoles: ['viewer'] },
    ])
  })

  it('labels roles in words', () => {
    expect(roleLabel('limited_collaborator')).toBe('limited collaborator')
    expect(roleLabel('admin')).toBe('admin')
  })
})

describe('quota values', () => {
  it('round-trips quotas through GiB', () => {
    const quotas = { siloId: 'x', cpus: 8, memory: 256 * GiB, storage: 4 * TiB }
    const values = quotasToValues(quotas)
    expect(values).toEqual({ cpus: 8, memoryGiB: 256, storageGiB: 4096 })
    expect(valuesToQuotasUpdate(values)).toEqual({ cpus: 8, memory: 256 * GiB, storage: 4 * TiB })
  })
})

describe('identityModeLabel', () => {
  it('names both modes', () => {
    expect(identityModeLabel('saml_jit')).toBe('SAML JIT')
    expect(identityModeLabel('local_only')).toBe('Local only')
  })
})

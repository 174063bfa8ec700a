import * as schema from '~/api/__generated__/validate'
import { CAROL_ID, DAVE_ID, GLOBEX_ADMINS_ID } from '~/mock-api/fixtures/users'
import { type Case, GiB } from './types'

const siloCases: Case[] = [
  { op: 'siloList', method: 'GET', path: '/v1/system/silos', schema: schema.SiloResultsPage },
  {
    op: 'siloCreate',
    method: 'POST',
    path: '/v1/system/silos',
    body: {
      name: 'new-silo',
      description: '',
      discoverable: true,
      identity_mode: 'local_only',
      admin_group_name: 'admins',
      mapped_fleet_roles: {},
      quotas: { cpus: 10, memory: 16 * GiB, storage: 100 * GiB },
      tls_certificates: [],
    },
    schema: schema.Silo,
  },
  { op: 'siloView', method: 'GET', path: '/v1/system/silos/acme', schema: schema.Silo },
  { op: 'siloDelete', method: 'DELETE', path: '/v1/system/silos/initech', schema: null },
  {
    op: 'siloIpPoolList',
    method: 'GET',
    path: '/v1/system/silos/acme/ip-pools',
    schema: schema.SiloIpPoolResultsPage,
  },
  {
    op: 'siloPolicyView',
    method: 'GET',
    path: '/v1/system/silos/globex/policy',
    schema: schema.SiloRolePolicy,
  },
  {
    op: 'siloPolicyUpdate',
    method: 'PUT',
    path: '/v1/system/silos/globex/policy',
    body: {
      role_assignments: [
        { identity_id: GLOBEX_ADMINS_ID, identity_type: 'silo_group', role_name: 'collaborator' },
      ],
    },
    schema: schema.SiloRolePolicy,
  },
  {
    op: 'siloQuotasView',
    method: 'GET',
    path: '/v1/system/silos/acme/quotas',
    schema: schema.SiloQuotas,
  },
  {
    op: 'siloQuotasUpdate',
    method: 'PUT',
    path: '/v1/system/silos/acme/quotas',
    body: { cpus: 100 },
    schema: schema.SiloQuotas,
  },
  {
    op: 'systemQuotasList',
    method: 'GET',
    path: '/v1/system/silo-quotas',
    schema: schema.SiloQuotasResultsPage,
  },
  {
    op: 'siloUserList',
    method: 'GET',
    path: '/v1/system/users?silo=acme',
    schema: schema.UserResultsPage,
  },
  {
    op: 'siloUserView',
    method: 'GET',
    path: `/v1/system/users/${CAROL_ID}?silo=acme`,
    schema: schema.User,
  },
  {
    op: 'siloIdentityProviderList',
    method: 'GET',
    path: '/v1/system/identity-providers?silo=globex',
    schema: schema.IdentityProviderResultsPage,
  },
  {
    op: 'samlIdentityProviderCreate',
    method: 'POST',
    path: '/v1/system/identity-providers/saml?silo=globex',
    body: {
      name: 'azure',
      description: '',
      acs_url: 'https://globex.example/login/globex/saml/azure',
      slo_url: 'https://login.microsoft.example/slo',
      idp_entity_id: 'https://sts.windows.example/abc/',
      sp_client_id: 'oxide',
      technical_contact_email: 'it@globex.example',
      idp_metadata_source: { type: 'url', url: 'https://login.microsoft.example/metadata.xml' },
    },
    schema: schema.SamlIdentityProvider,
  },
  {
    op: 'samlIdentityProviderView',
    method: 'GET',
    path: '/v1/system/identity-providers/saml/okta?silo=globex',
    schema: schema.SamlIdentityProvider,
  },
  {
    op: 'localIdpUserCreate',
    method: 'POST',
    path: '/v1/system/identity-providers/local/users?silo=acme',
    body: { external_id: 'erin', password: { mode: 'password', value: 'oxide-mock' } },
    schema: schema.User,
  },
  {
    op: 'localIdpUserDelete',
    method: 'DELETE',
    path: `/v1/system/identity-providers/local/users/${DAVE_ID}?silo=acme`,
    schema: null,
  },
  {
    op: 'localIdpUserSetPassword',
    method: 'POST',
    path: `/v1/system/identity-providers/local/users/${DAVE_ID}/set-password?silo=acme`,
    body: { mode: 'password', value: 'a-new-password' },
    schema: null,
  },
]

const pool = (name: string, rest = '') => `/v1/system/ip-pools/${name}${rest}`

const ipPoolCases: Case[] = [
  {
    op: 'systemIpPoolList',
    method: 'GET',
    path: '/v1/system/ip-pools',
    schema: schema.IpPoolResultsPage,
  },
  {
    op: 'systemIpPoolCreate',
    method: 'POST',
    path: '/v1/system/ip-pools',
    body: { name: 'pool-new', description: '', ip_version: 'v6' },
    schema: schema.IpPool,
  },
  { op: 'systemIpPoolView', method: 'GET', path: pool('default'), schema: schema.IpPool },
  {
    op: 'systemIpPoolUpdate',
    method: 'PUT',
    path: pool('default'),
    body: { description: 'updated' },
    schema: schema.IpPool,
  },
  {
    op: 'systemIpPoolDelete',
    method: 'DELETE',
    path: pool('empty'),
    setup: [['POST', '/v1/system/ip-pools', { name: 'empty', description: '' }]],
    schema: null,
  },
  {
    op: 'systemIpPoolAssign',
    method: 'POST',
    path: pool('unlinked-pool', '/assignment'),
    body: { assignment: 'system_services' },
    schema: schema.IpPool,
  },
  {
    op: 'systemIpPoolRangeList',
    method: 'GET',
    path: pool('default', '/ranges'),
    schema: schema.IpPoolRangeResultsPage,
  },
  {
    op: 'systemIpPoolRangeAdd',
    method: 'POST',
    path: pool('unlinked-pool', '/ranges/add'),
    body: { first: '10.99.1.1', last: '10.99.1.10' },
    schema: schema.IpPoolRange,
  },
  {
    op: 'systemIpPoolRangeRemove',
    method: 'POST',
    path: pool('unlinked-pool', '/ranges/remove'),
    body: { first: '10.99.0.1', last: '10.99.0.20' },
    schema: null,
  },
  {
    op: 'systemIpPoolSiloList',
    method: 'GET',
    path: pool('default', '/silos'),
    schema: schema.IpPoolSiloLinkResultsPage,
  },
  {
    op: 'systemIpPoolSiloLink',
    method: 'POST',
    path: pool('unlinked-pool', '/silos'),
    body: { silo: 'acme', is_default: false },
    schema: schema.IpPoolSiloLink,
  },
  {
    op: 'systemIpPoolSiloUpdate',
    method: 'PUT',
    path: pool('ipv6-pool', '/silos/acme'),
    body: { is_default: true },
    schema: schema.IpPoolSiloLink,
  },
  {
    op: 'systemIpPoolSiloUnlink',
    method: 'DELETE',
    path: pool('ipv6-pool', '/silos/acme'),
    schema: null,
  },
  {
    op: 'systemIpPoolUtilizationView',
    method: 'GET',
    path: pool('ipv6-pool', '/utilization'),
    schema: schema.IpPoolUtilization,
  },
  { op: 'ipPoolList', method: 'GET', path: '/v1/ip-pools', schema: schema.SiloIpPoolResultsPage },
  { op: 'ipPoolView', method: 'GET', path: '/v1/ip-pools/default', schema: schema.SiloIpPool },
]

export const systemCases: Case[] = [...siloCases, ...ipPoolCases]

import * as schema from '~/api/__generated__/validate'
import type { Case } from './types'

const P = 'project=web-prod'
const es = (name: string, rest = '') => `/v1/external-subnets/${name}${rest}?${P}`
const sp = (rest = '') => `/v1/system/subnet-pools${rest}`

/** External subnets (project) and subnet pools (system and silo). */
export const subnetCases: Case[] = [
  {
    op: 'externalSubnetList',
    method: 'GET',
    path: `/v1/external-subnets?${P}`,
    schema: schema.ExternalSubnetResultsPage,
  },
  {
    op: 'externalSubnetCreate',
    method: 'POST',
    path: `/v1/external-subnets?${P}`,
    body: { name: 'es-new', description: '', allocator: { type: 'auto', prefix_length: 28 } },
    schema: schema.ExternalSubnet,
  },
  {
    op: 'externalSubnetView',
    method: 'GET',
    path: es('web-egress'),
    schema: schema.ExternalSubnet,
  },
  {
    op: 'externalSubnetUpdate',
    method: 'PUT',
    path: es('spare-block'),
    body: { description: 'updated' },
    schema: schema.ExternalSubnet,
  },
  { op: 'externalSubnetDelete', method: 'DELETE', path: es('spare-block'), schema: null },
  {
    op: 'externalSubnetAttach',
    method: 'POST',
    path: es('spare-block', '/attach'),
    body: { instance: 'web-2' },
    schema: schema.ExternalSubnet,
  },
  {
    op: 'externalSubnetDetach',
    method: 'POST',
    path: es('web-egress', '/detach'),
    schema: schema.ExternalSubnet,
  },
  {
    op: 'instanceExternalSubnetList',
    method: 'GET',
    path: `/v1/instances/web-1/external-subnets?${P}`,
    schema: schema.ExternalSubnetResultsPage,
  },
  {
    op: 'subnetPoolList',
    method: 'GET',
    path: '/v1/subnet-pools',
    schema: schema.SiloSubnetPoolResultsPage,
  },
  {
    op: 'subnetPoolView',
    method: 'GET',
    path: '/v1/subnet-pools/customer-subnets',
    schema: schema.SiloSubnetPool,
  },
  {
    op: 'siloSubnetPoolList',
    method: 'GET',
    path: '/v1/system/silos/acme/subnet-pools',
    schema: schema.SiloSubnetPoolResultsPage,
  },
  { op: 'systemSubnetPoolList', method: 'GET', path: sp(), schema: schema.SubnetPoolResultsPage },
  {
    op: 'systemSubnetPoolCreate',
    method: 'POST',
    path: sp(),
    body: { name: 'sp-new', description: '', ip_version: 'v4' },
    schema: schema.SubnetPool,
  },
  {
    op: 'systemSubnetPoolView',
    method: 'GET',
    path: sp('/customer-subnets'),
    schema: schema.SubnetPool,
  },
  {
    op: 'systemSubnetPoolUpdate',
    method: 'PUT',
    path: sp('/customer-subnets'),
    body: { description: 'updated' },
    schema: schema.SubnetPool,
  },
  {
    op: 'systemSubnetPoolDelete',
    method: 'DELETE',
    path: sp('/sp-empty'),
    schema: null,
    setup: [['POST', sp(), { name: 'sp-empty', description: '', ip_version: 'v4' }]],
  },
  {
    op: 'systemSubnetPoolMemberList',
    method: 'GET',
    path: sp('/customer-subnets/members'),
    schema: schema.SubnetPoolMemberResultsPage,
  },
  {
    op: 'systemSubnetPoolMemberAdd',
    method: 'POST',
    path: sp('/customer-subnets/members/add'),
    body: { subnet: '100.64.0.0/16', min_prefix_length: 24, max_prefix_length: 28 },
    schema: schema.SubnetPoolMember,
  },
  {
    op: 'systemSubnetPoolMemberRemove',
    method: 'POST',
    path: sp('/v6-subnets/members/remove'),
    body: { subnet: 'fd00:99::/48' },
    schema: null,
  },
  {
    op: 'systemSubnetPoolSiloList',
    method: 'GET',
    path: sp('/customer-subnets/silos'),
    schema: schema.SubnetPoolSiloLinkResultsPage,
  },
  {
    op: 'systemSubnetPoolSiloLink',
    method: 'POST',
    path: sp('/v6-subnets/silos'),
    body: { silo: 'acme', is_default: true },
    schema: schema.SubnetPoolSiloLink,
  },
  {
    op: 'systemSubnetPoolSiloUpdate',
    method: 'PUT',
    path: sp('/customer-subnets/silos/acme'),
    body: { is_default: false },
    schema: schema.SubnetPoolSiloLink,
  },
  {
    op: 'systemSubnetPoolSiloUnlink',
    method: 'DELETE',
    path: sp('/v6-subnets/silos/globex'),
    schema: null,
    setup: [['POST', sp('/v6-subnets/silos'), { silo: 'globex', is_default: false }]],
  },
  {
    op: 'systemSubnetPoolUtilizationView',
    method: 'GET',
    path: sp('/customer-subnets/utilization'),
    schema: schema.SubnetPoolUtilization,
  },
]

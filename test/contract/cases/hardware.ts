import * as schema from '~/api/__generated__/validate'
import { RACK_ID, SLED_IDS } from '~/mock-api/fixtures/hardware'
import type { Case } from './types'

const hw = '/v1/system/hardware'
const sled = `${hw}/sleds/${SLED_IDS[0]}`
const addBrm4 = { sled_ids: [{ part_number: '913-0000019', serial_number: 'BRM42200004' }] }

/** Hardware inventory, utilization and the update status. */
export const hardwareCases: Case[] = [
  { op: 'rackList', method: 'GET', path: `${hw}/racks`, schema: schema.RackResultsPage },
  { op: 'rackView', method: 'GET', path: `${hw}/racks/${RACK_ID}`, schema: schema.Rack },
  { op: 'sledList', method: 'GET', path: `${hw}/sleds`, schema: schema.SledResultsPage },
  { op: 'sledView', method: 'GET', path: sled, schema: schema.Sled },
  {
    op: 'sledPhysicalDiskList',
    method: 'GET',
    path: `${sled}/disks`,
    schema: schema.PhysicalDiskResultsPage,
  },
  {
    op: 'sledInstanceList',
    method: 'GET',
    path: `${sled}/instances`,
    schema: schema.SledInstanceResultsPage,
  },
  {
    op: 'sledSetProvisionPolicy',
    method: 'PUT',
    path: `${sled}/provision-policy`,
    body: { state: 'non_provisionable' },
    schema: schema.SledProvisionPolicyResponse,
  },
  {
    op: 'sledListUninitialized',
    method: 'GET',
    path: `${hw}/sleds-uninitialized`,
    schema: schema.UninitializedSledResultsPage,
  },
  {
    op: 'rackMembershipStatus',
    method: 'GET',
    path: `${hw}/racks/${RACK_ID}/membership?version=1`,
    schema: schema.RackMembershipStatus,
  },
  {
    op: 'rackMembershipAddSleds',
    method: 'POST',
    path: `${hw}/racks/${RACK_ID}/membership/add`,
    body: addBrm4,
    schema: schema.RackMembershipStatus,
  },
  {
    op: 'rackMembershipAbort',
    method: 'POST',
    path: `${hw}/racks/${RACK_ID}/membership/abort`,
    setup: [['POST', `${hw}/racks/${RACK_ID}/membership/add`, addBrm4]],
    schema: schema.RackMembershipStatus,
  },
  {
    op: 'physicalDiskListUnadopted',
    method: 'GET',
    path: `${hw}/disks-unadopted`,
    schema: schema.UnadoptedPhysicalDiskResultsPage,
  },
  {
    op: 'physicalDiskListAdoptionRequests',
    method: 'GET',
    path: `${hw}/disk-adoption-requests?sort_by=id_ascending`,
    schema: schema.PhysicalDiskAdoptionRequestResultsPage,
  },
  {
    op: 'physicalDiskEnableAdoption',
    method: 'PUT',
    path: `${hw}/disk-adoption-request`,
    body: { vendor: '1b96', model: 'WUS5EA138ESP7E1', serial: 'U2-NEW03' },
    status: 201,
    schema: schema.PhysicalDiskAdoptionRequest,
  },
  {
    op: 'physicalDiskDisableAdoption',
    method: 'DELETE',
    path: `${hw}/disk-adoption-request/ad0b0000-4c3d-4e2f-9a1b-2c3d4e5f6a01`,
    schema: null,
  },
  { op: 'switchList', method: 'GET', path: `${hw}/switches`, schema: schema.SwitchResultsPage },
  {
    op: 'switchView',
    method: 'GET',
    path: `${hw}/switches/5c170000-6b1a-4e2d-9f3c-4d5e6f7a8b01`,
    schema: schema.Switch,
  },
  {
    op: 'physicalDiskList',
    method: 'GET',
    path: `${hw}/disks`,
    schema: schema.PhysicalDiskResultsPage,
  },
  {
    op: 'physicalDiskView',
    method: 'GET',
    path: `${hw}/disks/d15c0000-5a4b-4c3d-8e2f-1a2b3c4d5e01`,
    schema: schema.PhysicalDisk,
  },
  { op: 'utilizationView', method: 'GET', path: '/v1/utilization', schema: schema.Utilization },
  {
    op: 'siloUtilizationList',
    method: 'GET',
    path: '/v1/system/utilization/silos',
    schema: schema.SiloUtilizationResultsPage,
  },
  {
    op: 'siloUtilizationView',
    method: 'GET',
    path: '/v1/system/utilization/silos/acme',
    schema: schema.SiloUtilization,
  },
  {
    op: 'systemUpdateStatus',
    method: 'GET',
    path: '/v1/system/update/status',
    schema: schema.UpdateStatus,
  },
  {
    op: 'targetReleaseUpdate',
    method: 'PUT',
    path: '/v1/system/update/target-release',
    body: { system_version: '16.1.0' },
    schema: null,
  },
]

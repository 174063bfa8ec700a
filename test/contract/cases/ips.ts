import * as schema from '~/api/__generated__/validate'
import type { Case } from './types'

const P = 'project=web-prod'
const N = `${P}&instance=db-primary`

/** Floating IPs and instance network interfaces. */
export const ipCases: Case[] = [
  {
    op: 'floatingIpList',
    method: 'GET',
    path: `/v1/floating-ips?${P}`,
    schema: schema.FloatingIpResultsPage,
  },
  {
    op: 'floatingIpCreate',
    method: 'POST',
    path: `/v1/floating-ips?${P}`,
    body: { name: 'fip-new', description: '' },
    schema: schema.FloatingIp,
  },
  {
    op: 'floatingIpView',
    method: 'GET',
    path: `/v1/floating-ips/web-vip?${P}`,
    schema: schema.FloatingIp,
  },
  {
    op: 'floatingIpUpdate',
    method: 'PUT',
    path: `/v1/floating-ips/spare-ip?${P}`,
    body: { description: 'updated' },
    schema: schema.FloatingIp,
  },
  {
    op: 'floatingIpDelete',
    method: 'DELETE',
    path: `/v1/floating-ips/spare-ip?${P}`,
    schema: null,
  },
  {
    op: 'floatingIpAttach',
    method: 'POST',
    path: `/v1/floating-ips/spare-ip/attach?${P}`,
    body: { kind: 'instance', parent: 'web-2' },
    schema: schema.FloatingIp,
  },
  {
    op: 'floatingIpDetach',
    method: 'POST',
    path: `/v1/floating-ips/web-vip/detach?${P}`,
    schema: schema.FloatingIp,
  },
  {
    op: 'instanceNetworkInterfaceList',
    method: 'GET',
    path: `/v1/network-interfaces?${P}&instance=web-1`,
    schema: schema.InstanceNetworkInterfaceResultsPage,
  },
  {
    op: 'instanceNetworkInterfaceCreate',
    method: 'POST',
    path: `/v1/network-interfaces?${N}`,
    // db-primary's nic0 is in `db`: each interface of an instance is in a subnet of its own
    body: { name: 'nic-new', description: '', vpc_name: 'backend', subnet_name: 'default' },
    schema: schema.InstanceNetworkInterface,
  },
  {
    op: 'instanceNetworkInterfaceView',
    method: 'GET',
    path: `/v1/network-interfaces/nic0?${P}&instance=web-1`,
    schema: schema.InstanceNetworkInterface,
  },
  {
    op: 'instanceNetworkInterfaceUpdate',
    method: 'PUT',
    path: `/v1/network-interfaces/nic0?${N}`,
    body: { description: 'updated', transit_ips: ['10.200.0.0/16'] },
    schema: schema.InstanceNetworkInterface,
  },
  {
    op: 'instanceNetworkInterfaceDelete',
    method: 'DELETE',
    path: `/v1/network-interfaces/nic0?${N}`,
    schema: null,
  },
]

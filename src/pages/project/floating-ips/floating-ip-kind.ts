import { apiRequest } from '~/api/client'
import { paths } from '~/util/paths'
import type { AttachableKind } from '../attachables/attachable-kind'
import { floatingIpAttachRequest } from './floating-ip-form-values'

/** Floating IPs: one external address from an IP pool, moved between instances. */
export const floatingIpKind: AttachableKind<'floatingIpList'> = {
  noun: 'floating IP',
  article: 'a',
  addressWord: 'address',
  listOp: 'floatingIpList',
  title: 'Floating IPs',
  listLabel: 'Floating IPs',
  newLabel: 'New Floating IP',
  listEmptyBody: 'A floating IP is an external address you can move between instances.',
  terraform: 'floatingIps',
  addressHeader: 'IP address',
  address: (fip) => fip.ip,
  poolHeader: 'IP pool',
  poolId: (fip) => fip.ipPoolId,
  deleteNote: 'Its address goes back to the pool.',
  paths: {
    list: paths.floatingIps,
    create: paths.floatingIpsNew,
    edit: (project, floatingIp) => paths.floatingIpEdit({ project, floatingIp }),
    activity: (project, floatingIp) => paths.floatingIpActivity({ project, floatingIp }),
  },
  requests: {
    attach: (project, floatingIp, instance) =>
      floatingIpAttachRequest({ project, floatingIp }, instance),
    detach: (project, floatingIp) =>
      apiRequest('floatingIpDetach', { path: { floatingIp }, query: { project } }),
    update: (project, floatingIp, body) =>
      apiRequest('floatingIpUpdate', { path: { floatingIp }, query: { project }, body }),
    delete: (project, floatingIp) =>
      apiRequest('floatingIpDelete', { path: { floatingIp }, query: { project } }),
  },
  queries: [
    'floatingIpList',
    'floatingIpView',
    'instanceExternalIpList',
    'systemIpPoolUtilizationView',
  ],
}

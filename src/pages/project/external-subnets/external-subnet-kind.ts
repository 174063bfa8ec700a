import { apiRequest } from '~/api/client'
import { paths } from '~/util/paths'
import type { AttachableKind } from '../attachables/attachable-kind'

/** External subnets: a whole routed block from a subnet pool, attached to one instance. */
export const externalSubnetKind: AttachableKind<'externalSubnetList'> = {
  noun: 'external subnet',
  article: 'an',
  addressWord: 'block',
  listOp: 'externalSubnetList',
  title: 'External Subnets',
  listLabel: 'External subnets',
  newLabel: 'New external subnet',
  listEmptyBody:
    'An external subnet is a routed block of external addresses you can attach to an instance.',
  addressHeader: 'Subnet',
  address: (s) => s.subnet,
  poolHeader: 'Subnet pool',
  poolId: (s) => s.subnetPoolId,
  deleteNote: 'Its block goes back to the subnet pool.',
  paths: {
    list: paths.externalSubnets,
    create: paths.externalSubnetsNew,
    edit: (project, externalSubnet) => paths.externalSubnetEdit({ project, externalSubnet }),
  },
  requests: {
    attach: (project, externalSubnet, instance) =>
      apiRequest('externalSubnetAttach', {
        path: { externalSubnet },
        query: { project },
        body: { instance },
      }),
    detach: (project, externalSubnet) =>
      apiRequest('externalSubnetDetach', { path: { externalSubnet }, query: { project } }),
    update: (project, externalSubnet, body) =>
      apiRequest('externalSubnetUpdate', { path: { externalSubnet }, query: { project }, body }),
    delete: (project, externalSubnet) =>
      apiRequest('externalSubnetDelete', { path: { externalSubnet }, query: { project } }),
  },
  queries: ['externalSubnetList', 'externalSubnetView', 'instanceExternalSubnetList'],
}

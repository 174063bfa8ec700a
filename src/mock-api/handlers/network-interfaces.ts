import type * as Api from '~/api/__generated__/Api'
import type { Json, MSWHandlers } from '~/api/__generated__/msw-handlers'
import { instanceActions } from '~/api/states'
import { requireProjectRole } from '../authz'
import { db, lookup } from '../db'
import { badRequest } from '../errors'
import { insertNic } from './nic-store'
import { applyUpdate, assertNameFree, childList, NoContent, removeWhere } from './util'

type Nic = Json<Api.InstanceNetworkInterface>

const instanceNics = (instanceId: string) =>
  db.networkInterfaces.filter((n) => n.instance_id === instanceId)

/** NIC changes need the instance stopped (as `updateNic` requires), in Nexus's words. */
function writableInstance(instanceId: string, change: 'attach a new' | 'update a' | 'detach a') {
  const instance = lookup.instance({ instance: instanceId })
  requireProjectRole(instance.project_id, 'collaborator')
  if (!instanceActions.updateNic.includes(instance.run_state)) {
    throw badRequest(`Instance must be stopped to ${change} network interface`)
  }
  return instance
}

function setTransitIps(nic: Nic, transitIps: string[]) {
  const stack = nic.ip_stack
  if (stack.type === 'dual_stack') {
    stack.value.v4.transit_ips = transitIps.filter((t) => !t.includes(':'))
    stack.value.v6.transit_ips = transitIps.filter((t) => t.includes(':'))
  } else {
    stack.value.transit_ips = transitIps.filter((t) => t.includes(':') === (stack.type === 'v6'))
  }
}

export const networkInterfaceHandlers = {
  instanceNetworkInterfaceList: childList(lookup.instance, instanceNics),

  instanceNetworkInterfaceCreate({ query, body }) {
    const instance = lookup.instance(query)
    writableInstance(instance.id, 'attach a new')
    return insertNic(instance.project_id, instance.id, body, false)
  },

  instanceNetworkInterfaceView: ({ path, query }) => lookup.networkInterface({ ...path, ...query }),

  instanceNetworkInterfaceUpdate({ path, query, body }) {
    const nic = lookup.networkInterface({ ...path, ...query })
    writableInstance(nic.instance_id, 'update a')
    const siblings = instanceNics(nic.instance_id)
    if (body.name && body.name !== nic.name) {
      assertNameFree('instance-network-interface', siblings, body.name)
    }
    if (body.primary && !nic.primary) {
      for (const s of siblings) s.primary = false
      nic.primary = true
    }
    if (body.transit_ips) setTransitIps(nic, body.transit_ips)
    return applyUpdate(nic, { name: body.name, description: body.description })
  },

  instanceNetworkInterfaceDelete({ path, query }) {
    const nic = lookup.networkInterface({ ...path, ...query })
    writableInstance(nic.instance_id, 'detach a')
    if (nic.primary && instanceNics(nic.instance_id).length > 1) {
      throw badRequest(
        'The primary interface for an instance may not be deleted while secondary interfaces are still attached',
      )
    }
    removeWhere(db.networkInterfaces, (n) => n.id === nic.id)
    return NoContent
  },
} satisfies Partial<MSWHandlers>

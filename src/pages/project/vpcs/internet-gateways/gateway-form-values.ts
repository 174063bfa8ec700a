import { apiRequest } from '~/api/client'
import { trimmedIdentity } from '~/util/names'

type VpcSel = { project: string; vpc: string }
type GatewaySel = VpcSel & { gateway: string }

/** A new internet gateway: its name and description. */
export type GatewayFormValues = { name: string; description: string }
export const emptyGateway: GatewayFormValues = { name: '', description: '' }

/** An IP pool attached to a gateway: the attachment's own name, and the silo pool. */
export type GatewayPoolFormValues = { name: string; description: string; pool: string }
export const emptyGatewayPool: GatewayPoolFormValues = { name: '', description: '', pool: '' }

/** An IP address attached to a gateway: the attachment's own name, and the address. */
export type GatewayAddressFormValues = { name: string; description: string; address: string }
export const emptyGatewayAddress: GatewayAddressFormValues = {
  name: '',
  description: '',
  address: '',
}

export const gatewayCreateRequest = (v: GatewayFormValues, sel: VpcSel) =>
  apiRequest('internetGatewayCreate', { query: sel, body: trimmedIdentity(v) })

export const gatewayPoolAttachRequest = (v: GatewayPoolFormValues, sel: GatewaySel) =>
  apiRequest('internetGatewayIpPoolCreate', {
    query: sel,
    body: { ...trimmedIdentity(v), ipPool: v.pool },
  })

export const gatewayAddressAttachRequest = (v: GatewayAddressFormValues, sel: GatewaySel) =>
  apiRequest('internetGatewayIpAddressCreate', {
    query: sel,
    body: { ...trimmedIdentity(v), address: v.address.trim() },
  })

/**
 * Deleting a gateway. Without `cascade` the API refuses while IP pools or
 * addresses are attached; with it, they go too, and so do the routes that target it.
 */
export const gatewayDeleteRequest = ({ gateway, ...sel }: GatewaySel, cascade: boolean) =>
  apiRequest('internetGatewayDelete', {
    path: { gateway },
    query: cascade ? { ...sel, cascade } : sel,
  })

export const gatewayPoolDetachRequest = (sel: GatewaySel, pool: string) =>
  apiRequest('internetGatewayIpPoolDelete', { path: { pool }, query: sel })

export const gatewayAddressDetachRequest = (sel: GatewaySel, address: string) =>
  apiRequest('internetGatewayIpAddressDelete', { path: { address }, query: sel })

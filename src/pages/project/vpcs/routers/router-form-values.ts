import type { VpcRouter, VpcRouterCreate, VpcRouterUpdate } from '~/api/__generated__/Api'
import { apiRequest } from '~/api/client'
import { type IdentityValues, trimmedIdentity } from '~/util/names'

/** What the router forms edit: a custom router has only a name and a description. */
export type RouterFormValues = IdentityValues

export const emptyRouter: RouterFormValues = { name: '', description: '' }

export const routerToValues = (router: VpcRouter): RouterFormValues => ({
  name: router.name,
  description: router.description,
})

export const valuesToRouterCreate = (v: RouterFormValues): VpcRouterCreate => trimmedIdentity(v)

export const valuesToRouterUpdate = (v: RouterFormValues): VpcRouterUpdate =>
  valuesToRouterCreate(v)

/** Why the system router's actions are disabled: the rack manages it. */
export const systemRouterReason = 'The system router is managed by the rack'

type VpcSel = { project: string; vpc: string }

export const routerCreateRequest = (v: RouterFormValues, sel: VpcSel) =>
  apiRequest('vpcRouterCreate', { query: sel, body: valuesToRouterCreate(v) })

export const routerUpdateRequest = (v: RouterFormValues, sel: VpcSel & { router: string }) =>
  apiRequest('vpcRouterUpdate', {
    path: { router: sel.router },
    query: { project: sel.project, vpc: sel.vpc },
    body: valuesToRouterUpdate(v),
  })

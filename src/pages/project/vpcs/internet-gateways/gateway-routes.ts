import type { RouterRoute, VpcRouter } from '~/api/__generated__/Api'

export type RouterAndRoute = { router: VpcRouter; route: RouterRoute }

/** Routes of a VPC's routers that send traffic to this internet gateway (targets name it). */
export const routesTargetingGateway = (routes: RouterAndRoute[], gateway: string) =>
  routes.filter(
    ({ route: { target } }) => target.type === 'internet_gateway' && target.value === gateway,
  )

import { Link } from 'react-router'
import type { RouteDestination, RouterRoute, RouteTarget } from '~/api/__generated__/Api'
import { routeDestinationLabels, routeTargetLabels } from '~/api/route-rules'
import { Property } from '~/components/property'
import type { VpcSel } from '~/hooks/selectors'
import { Alert } from '~/ui/alert'
import { Badge } from '~/ui/badge'
import { paths } from '~/util/paths'

/** Why a system route cannot be changed here. */
export const systemRoutesReason = "The system router's routes are managed by the rack"

/** A route's destination: its kind, then the address, block or subnet (linked). */
export function RouteDestinationText({ dest, vpc }: { dest: RouteDestination; vpc: VpcSel }) {
  return (
    <span className="cell-nowrap">
      <Badge color="gray">{routeDestinationLabels[dest.type]}</Badge>{' '}
      {dest.type === 'subnet' ? (
        <Link to={paths.vpcSubnet({ ...vpc, subnet: dest.value })}>{dest.value}</Link>
      ) : (
        <span className="mono">{dest.value}</span>
      )}
    </span>
  )
}

/** A route's target: its kind, then where it sends traffic, linked when that is a resource. */
export function RouteTargetText({ target, vpc }: { target: RouteTarget; vpc: VpcSel }) {
  const value = (() => {
    switch (target.type) {
      case 'drop':
        return null
      case 'ip':
        return <span className="mono">{target.value}</span>
      case 'instance':
        return (
          <Link to={paths.instance({ project: vpc.project, instance: target.value })}>
            {target.value}
          </Link>
        )
      case 'internet_gateway':
        return (
          <Link to={paths.vpcInternetGateway({ ...vpc, gateway: target.value })}>
            {target.value}
          </Link>
        )
      case 'subnet':
        return <Link to={paths.vpcSubnet({ ...vpc, subnet: target.value })}>{target.value}</Link>
      case 'vpc':
        return (
          <Link to={paths.vpc({ project: vpc.project, vpc: target.value })}>{target.value}</Link>
        )
    }
  })()
  return (
    <span className="cell-nowrap">
      <Badge color={target.type === 'drop' ? 'red' : 'gray'}>
        {routeTargetLabels[target.type]}
      </Badge>
      {value && ' '}
      {value}
    </span>
  )
}

/** A system route, read only: what it matches and where it sends traffic. */
export function RouteSummary({ route, vpc }: { route: RouterRoute; vpc: VpcSel }) {
  return (
    <>
      <Alert variant="info" title="Read only">
        {systemRoutesReason}.
      </Alert>
      <dl className="properties" aria-label="Route properties">
        <Property term="Name">{route.name}</Property>
        <Property term="Description">{route.description || '—'}</Property>
        <Property term="Destination">
          <RouteDestinationText dest={route.destination} vpc={vpc} />
        </Property>
        <Property term="Target">
          <RouteTargetText target={route.target} vpc={vpc} />
        </Property>
      </dl>
    </>
  )
}

import type { MulticastGroup } from '~/api/__generated__/Api'
import type { RouteHandle } from '~/components/breadcrumbs'
import { createdColumn, descriptionColumn, nameLinkColumn, valueColumn } from '~/components/columns'
import { ListPage } from '~/components/list-page'
import { paths } from '~/util/paths'
import { SourceIps } from './source-ips'

export const handle: RouteHandle = {
  crumbs: () => [{ label: 'Multicast Groups', to: paths.multicastGroups() }],
}

const columns = [
  nameLinkColumn<MulticastGroup>((g) => paths.multicastGroup({ multicastGroup: g.name })),
  valueColumn<MulticastGroup>('address', 'Multicast IP', (r) => (
    <span className="mono">{r.multicastIp}</span>
  )),
  valueColumn<MulticastGroup>('sources', 'Sources', (r) => <SourceIps group={r} />),
  valueColumn<MulticastGroup>('state', 'State', (r) => r.state),
  descriptionColumn<MulticastGroup>(),
  createdColumn<MulticastGroup>(),
]

/**
 * The fleet's multicast groups. An instance joins one from its networking
 * tab; a group comes into being with its first member and goes with its last.
 */
export function Component() {
  return (
    <ListPage
      title="Multicast Groups"
      operationId="multicastGroupList"
      params={{}}
      columns={columns}
      label="Multicast groups"
      empty={{
        title: 'No multicast groups',
        body: 'A group is made when an instance joins it from its networking tab.',
      }}
    />
  )
}

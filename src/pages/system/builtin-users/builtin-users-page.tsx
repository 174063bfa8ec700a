import type { UserBuiltin } from '~/api/__generated__/Api'
import type { RouteHandle } from '~/components/breadcrumbs'
import { createdColumn, descriptionColumn, nameLinkColumn } from '~/components/columns'
import { ListPage } from '~/components/list-page'
import { paths } from '~/util/paths'

export const handle: RouteHandle = {
  crumbs: () => [{ label: 'Built-in Users', to: paths.systemBuiltinUsers() }],
}

const columns = [
  nameLinkColumn<UserBuiltin>((u) => paths.systemBuiltinUser({ user: u.name })),
  descriptionColumn<UserBuiltin>(),
  createdColumn<UserBuiltin>(),
]

/** The control plane's own users: the identities its services act as. Read-only. */
export function Component() {
  return (
    <ListPage
      title="Built-in Users"
      operationId="userBuiltinList"
      params={{}}
      columns={columns}
      empty={{ title: 'No built-in users', body: 'The control plane reports none.' }}
      note="The identities the control plane's own services act as. The API creates them; they cannot be changed."
    />
  )
}

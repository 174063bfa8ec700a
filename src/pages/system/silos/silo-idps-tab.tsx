import { Link } from 'react-router'
import type { IdentityProvider } from '~/api/__generated__/Api'
import { createdColumn, descriptionColumn, valueColumn } from '~/components/columns'
import { ListTab } from '~/components/list-page'
import { Badge } from '~/ui/badge'
import { LinkButton } from '~/ui/link-button'
import { paths } from '~/util/paths'

export function SiloIdpsTab({ silo }: { silo: string }) {
  const columns = [
    valueColumn<IdentityProvider>('name', 'Name', (r) =>
      // only SAML providers have a detail view in the API
      r.providerType === 'saml' ? (
        <Link to={paths.systemSiloIdp({ silo, provider: r.name })}>{r.name}</Link>
      ) : (
        r.name
      ),
    ),
    valueColumn<IdentityProvider>('type', 'Type', (r) => <Badge>{r.providerType}</Badge>),
    descriptionColumn<IdentityProvider>(),
    createdColumn<IdentityProvider>(),
  ]
  const newLink = <LinkButton to={paths.systemSiloIdpsNew({ silo })}>New provider</LinkButton>
  return (
    <ListTab
      actions={newLink}
      operationId="siloIdentityProviderList"
      params={{ query: { silo } }}
      columns={columns}
      label="Identity providers"
      empty={{
        title: 'No identity providers',
        body: 'Users of this silo do not sign in through an identity provider.',
        action: null,
      }}
    />
  )
}

import { apiRequest } from '~/api/client'
import { usePrefetchedApiQuery } from '~/api/query'
import type { RouteHandle } from '~/components/breadcrumbs'
import { PageHeader } from '~/components/page-header'
import { Property, TimeProperty } from '~/components/property'
import { ViewRequestDisclosure } from '~/components/request-disclosure'
import { useUpdateRepoSelector } from '~/hooks/selectors'
import { paths } from '~/util/paths'

export const handle: RouteHandle = {
  crumbs: (params) => [
    { label: 'System update', to: paths.systemUpdate() },
    { label: 'Repositories', to: paths.systemUpdateRepos() },
    {
      label: params.systemVersion ?? '',
      to: paths.systemUpdateRepo({ systemVersion: params.systemVersion ?? '' }),
    },
  ],
}

/** One uploaded repository: its version, file, hash and upload time. */
export function Component() {
  const path = useUpdateRepoSelector()
  const { data: repo } = usePrefetchedApiQuery('systemUpdateRepositoryView', { path })
  return (
    <>
      <PageHeader title={`Repository ${repo.systemVersion}`} />
      <dl className="properties" aria-label="Repository">
        <Property term="System version" mono>
          {repo.systemVersion}
        </Property>
        <Property term="File name">{repo.fileName}</Property>
        <Property term="SHA-256" mono>
          {repo.hash}
        </Property>
        <TimeProperty term="Uploaded" date={repo.timeCreated} />
      </dl>
      <ViewRequestDisclosure request={apiRequest('systemUpdateRepositoryView', { path })} />
    </>
  )
}

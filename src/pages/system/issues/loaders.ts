import { queryOptions } from '@tanstack/react-query'
import { callApi } from '~/api/client'
import { apiQuery, queryClient } from '~/api/query'
import { fetchAllItems } from './all-items'

/** The issues page's loader, imported by the route table. */

const BIG_PAGE = 1000

// every sled and disk, not a first page: keyed under the list operation, so the
// mutations that invalidate `sledList` refresh these too
export const allSledsQuery = queryOptions({
  queryKey: ['sledList', { allItems: true }],
  queryFn: () =>
    fetchAllItems((pageToken) => callApi('sledList', { query: { limit: BIG_PAGE, pageToken } })),
})
export const allDisksQuery = queryOptions({
  queryKey: ['physicalDiskList', { allItems: true }],
  queryFn: () =>
    fetchAllItems((pageToken) =>
      callApi('physicalDiskList', { query: { limit: BIG_PAGE, pageToken } }),
    ),
})
// the API lists instances per project, so failed ones are looked for in the user's own silo
export const instancesQuery = queryOptions({
  queryKey: ['instanceList', { allProjects: true }],
  queryFn: async () => {
    const projects = await fetchAllItems((pageToken) =>
      callApi('projectList', { query: { limit: BIG_PAGE, pageToken } }),
    )
    const perProject = await Promise.all(
      projects.map(async ({ name: project }) => {
        const instances = await fetchAllItems((pageToken) =>
          callApi('instanceList', { query: { project, limit: BIG_PAGE, pageToken } }),
        )
        return instances.map((instance) => ({ project, instance }))
      }),
    )
    return perProject.flat()
  },
})
export const updateQuery = apiQuery('systemUpdateStatus', {})

export async function issuesPageLoader() {
  // a failed call is shown on the page, next to what the others found
  await Promise.all([
    queryClient.prefetchQuery(allSledsQuery),
    queryClient.prefetchQuery(allDisksQuery),
    queryClient.prefetchQuery(instancesQuery),
    queryClient.prefetchQuery(updateQuery),
  ])
  return null
}

import { useQuery } from '@tanstack/react-query'
import type { OpParams } from '~/api/client'
import {
  type AllPages,
  allPagesQuery,
  type ListItem,
  type ListOperationId,
  listQuery,
  queryClient,
} from '~/api/query'
import type { ProjectResources } from './palette-items'

/**
 * Every item of a list for the palette: at once whatever is cached (the whole
 * list, or the first page a list page showed), then the whole list as it
 * arrives. Asked for when the palette opens; off while `enabled` is false.
 */
function usePaletteList<K extends ListOperationId>(
  operationId: K,
  params: OpParams<K>,
  enabled = true,
): { items?: ListItem<K>[]; loading: boolean } {
  const query = useQuery({
    ...allPagesQuery(operationId, params),
    enabled,
    placeholderData: () => {
      const firstPage = queryClient.getQueryData<AllPages<K>>(
        listQuery(operationId, params).queryKey,
      )
      return firstPage ? { items: firstPage.items } : undefined
    },
  })
  return { items: query.data?.items, loading: enabled && query.isFetching }
}

/** The silo's projects and, inside a project, its resources, for the palette's items. */
export function usePaletteData(project: string | undefined) {
  const inProject = project !== undefined
  const q = { query: { project: project ?? '' } }
  const projects = usePaletteList('projectList', {})
  const instances = usePaletteList('instanceList', q, inProject)
  const disks = usePaletteList('diskList', q, inProject)
  const vpcs = usePaletteList('vpcList', q, inProject)
  const snapshots = usePaletteList('snapshotList', q, inProject)
  const images = usePaletteList('imageList', q, inProject)
  const floatingIps = usePaletteList('floatingIpList', q, inProject)
  const lists = [projects, instances, disks, vpcs, snapshots, images, floatingIps]
  const resources: ProjectResources = {
    instances: instances.items,
    disks: disks.items,
    vpcs: vpcs.items,
    snapshots: snapshots.items,
    images: images.items,
    floatingIps: floatingIps.items,
  }
  return {
    projects: projects.items ?? [],
    resources,
    loading: lists.some((l) => l.loading),
  }
}

import { useMemo } from 'react'
import { Link, type NavigateFunction, useNavigate } from 'react-router'
import type { Image } from '~/api/__generated__/Api'
import { activityMenuItem } from '~/components/activity/activity-links'
import type { RouteHandle } from '~/components/breadcrumbs'
import { useBulkActions } from '~/components/bulk/use-bulk'
import { actionsColumn } from '~/components/columns'
import {
  confirmDeleteImage,
  confirmPromoteImage,
  imageBulkActions,
} from '~/components/images/image-actions'
import { imageColumns } from '~/components/images/image-columns'
import { ListPage } from '~/components/list-page'
import { getProjectSelector, useProjectSelector } from '~/hooks/selectors'
import { useIsFleetViewer } from '~/layouts/fleet-viewer'
import { LinkButton } from '~/ui/link-button'
import { paths } from '~/util/paths'

export const handle: RouteHandle = {
  crumbs: (params) => [{ label: 'Images', to: paths.projectImages(getProjectSelector(params)) }],
}

/** The row menu; Activity (from the audit log) for fleet viewers only. */
const actions = (project: string, fleetViewer: boolean, navigate: NavigateFunction) =>
  actionsColumn<Image>((image) => [
    { label: 'Promote', onSelect: () => confirmPromoteImage(image) },
    { label: 'Delete', destructive: true, onSelect: () => confirmDeleteImage(image) },
    ...activityMenuItem(fleetViewer, () =>
      navigate(paths.projectImageActivity({ project, image: image.name })),
    ),
  ])

/** `projects/{project}/images`: the project's own images; silo images are at /images. */
export function Component() {
  const selector = useProjectSelector()
  const { project } = selector
  const bulk = useBulkActions(imageBulkActions)
  const fleetViewer = useIsFleetViewer()
  const navigate = useNavigate()
  // stable across renders, so an open row menu survives a refetch
  const columns = useMemo(
    () => [
      ...imageColumns((image) => paths.projectImageEdit({ project, image: image.name })),
      actions(project, fleetViewer, navigate),
    ],
    [project, fleetViewer, navigate],
  )
  const upload = <LinkButton to={paths.projectImagesNew(selector)}>Upload image</LinkButton>
  return (
    <ListPage
      title="Images"
      actions={upload}
      operationId="imageList"
      params={{ query: selector }}
      columns={columns}
      bulk={bulk}
      empty={{
        title: 'No images',
        body: (
          <>
            Upload a disk image file, or make an image from one of the{' '}
            <Link to={paths.snapshots(selector)}>snapshots</Link> of this project.{' '}
            <Link to={paths.siloImages()}>Silo images</Link> are shared by every project.
          </>
        ),
      }}
    />
  )
}

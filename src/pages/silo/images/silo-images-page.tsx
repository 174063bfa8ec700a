import { useState } from 'react'
import type { Image } from '~/api/__generated__/Api'
import { usePrefetchedAllPages } from '~/api/query'
import type { RouteHandle } from '~/components/breadcrumbs'
import { useBulkActions } from '~/components/bulk/use-bulk'
import { actionsColumn } from '~/components/columns'
import { confirmDeleteImage, imageBulkActions } from '~/components/images/image-actions'
import { imageColumns } from '~/components/images/image-columns'
import { ListPage } from '~/components/list-page'
import { Button } from '~/ui/button'
import { paths } from '~/util/paths'
import { DemoteImageModal } from './demote-image-modal'
import { PromoteImageModal } from './promote-image-modal'

export const handle: RouteHandle = {
  crumbs: () => [{ label: 'Images', to: paths.siloImages() }],
}

const columns = imageColumns((image) => paths.siloImageEdit({ image: image.name }))

/** `/images`: silo images, which every project of the silo can make disks from. */
export function Component() {
  const projects = usePrefetchedAllPages('projectList', {})
  const bulk = useBulkActions(imageBulkActions)
  const [demoting, setDemoting] = useState<Image | null>(null)
  const [promoting, setPromoting] = useState(false)
  const promote = <Button onClick={() => setPromoting(true)}>Promote image</Button>
  const withActions = [
    ...columns,
    actionsColumn<Image>((image) => [
      { label: 'Demote', onSelect: () => setDemoting(image) },
      { label: 'Delete', destructive: true, onSelect: () => confirmDeleteImage(image) },
    ]),
  ]
  return (
    <ListPage
      title="Images"
      actions={promote}
      operationId="imageList"
      params={{}}
      columns={withActions}
      bulk={bulk}
      empty={{
        title: 'No images',
        body: 'Silo images are shared by every project of the silo. Promote a project image to add one.',
      }}
    >
      {demoting && (
        <DemoteImageModal
          image={demoting}
          projects={projects.items}
          onDismiss={() => setDemoting(null)}
        />
      )}
      {promoting && (
        <PromoteImageModal projects={projects.items} onDismiss={() => setPromoting(false)} />
      )}
    </ListPage>
  )
}

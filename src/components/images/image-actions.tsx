import type { Image } from '~/api/__generated__/Api'
import { mutate, readFresh } from '~/api/query'
import { afterDelete } from '~/components/bulk/after-delete'
import { type BulkActions, readBeforeDelete } from '~/components/bulk/bulk-action'
import { confirmAction } from '~/ui/confirm'

/** Delete a project or silo image, after a confirm. */
export function confirmDeleteImage(image: Image, onDeleted?: () => void) {
  const kind = image.projectId ? 'project' : 'silo'
  confirmAction({
    title: 'Delete image',
    body: (
      <>
        Delete {kind} image <strong>{image.name}</strong>? Disks made from it keep their data. This
        cannot be undone.
      </>
    ),
    confirmLabel: 'Delete',
    errorTitle: 'Could not delete image',
    action: async () => {
      await mutate(
        'imageDelete',
        { path: { image: image.id } },
        {
          invalidates: ['imageList', 'imageView'],
          toast: { title: 'Image deleted', content: image.name },
        },
      )
      onDeleted?.()
    },
  })
}

/** Make a project image a silo image, visible to every project of the silo, after a confirm. */
export function confirmPromoteImage(image: Image) {
  confirmAction({
    title: 'Promote image',
    body: (
      <>
        Promote <strong>{image.name}</strong> to a silo image? Every project in the silo can then
        use it, and it leaves this project's images.
      </>
    ),
    confirmLabel: 'Promote',
    errorTitle: 'Could not promote image',
    action: () =>
      mutate(
        'imagePromote',
        { path: { image: image.id } },
        {
          invalidates: ['imageList', 'imageView'],
          toast: { title: 'Image promoted', content: image.name },
        },
      ),
  })
}

/** Both image lists' bulk delete (project and silo images alike). */
export const imageBulkActions: BulkActions<Image> = {
  actions: [
    {
      label: 'Delete',
      done: 'deleted',
      noun: ['image', 'images'],
      destructive: true,
      note: 'Disks made from them keep their data. This cannot be undone',
      run: (image) => mutate('imageDelete', { path: { image: image.id } }),
      finish: afterDelete('image', 'imageList', 'imageView'),
      resume: readBeforeDelete((image) => readFresh('imageView', { path: { image: image.id } })),
    },
  ],
}

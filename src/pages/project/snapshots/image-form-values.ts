import type { ImageCreate } from '~/api/__generated__/Api'
import { apiRequest } from '~/api/client'

export type ImageFormValues = { name: string; description: string; os: string; version: string }

export const emptyImage: ImageFormValues = { name: '', description: '', os: '', version: '' }

/** An image made from a snapshot. */
export const valuesToImageCreate = (values: ImageFormValues, snapshotId: string): ImageCreate => ({
  name: values.name.trim(),
  description: values.description.trim(),
  os: values.os.trim(),
  version: values.version.trim(),
  source: { type: 'snapshot', id: snapshotId },
})

export const imageCreateRequest = (v: ImageFormValues, project: string, snapshotId: string) =>
  apiRequest('imageCreate', { query: { project }, body: valuesToImageCreate(v, snapshotId) })

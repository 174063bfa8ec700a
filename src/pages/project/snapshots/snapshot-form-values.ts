import type { SnapshotCreate } from '~/api/__generated__/Api'
import { apiRequest } from '~/api/client'

export type SnapshotFormValues = { name: string; description: string; disk: string }

export const emptySnapshot: SnapshotFormValues = { name: '', description: '', disk: '' }

export const valuesToSnapshotCreate = (values: SnapshotFormValues): SnapshotCreate => ({
  name: values.name.trim(),
  description: values.description.trim(),
  disk: values.disk,
})

export const snapshotCreateRequest = (v: SnapshotFormValues, project: string) =>
  apiRequest('snapshotCreate', { query: { project }, body: valuesToSnapshotCreate(v) })

import type { SnapshotCreate } from '~/api/__generated__/Api'

export type SnapshotFormValues = { name: string; description: string; disk: string }

export const emptySnapshot: SnapshotFormValues = { name: '', description: '', disk: '' }

export const valuesToSnapshotCreate = (values: SnapshotFormValues): SnapshotCreate => ({
  name: values.name.trim(),
  description: values.description.trim(),
  disk: values.disk,
})

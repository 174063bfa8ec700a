import { describe, expect, it } from 'vitest'
import { valuesToSnapshotCreate } from './snapshot-form-values'

describe('valuesToSnapshotCreate', () => {
  it('trims the name and description and names the disk', () => {
    expect(
      valuesToSnapshotCreate({
        name: ' nightly ',
        description: ' before upgrade ',
        disk: 'db-data',
      }),
    ).toEqual({ name: 'nightly', description: 'before upgrade', disk: 'db-data' })
  })
})

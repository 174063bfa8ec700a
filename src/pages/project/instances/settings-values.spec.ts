import { describe, expect, it } from 'vitest'
import type { Instance } from '~/api/__generated__/Api'
import { GiB } from '~/util/units'
import { instanceToSettings, settingsToInstanceUpdate } from './settings-values'

const t = new Date(0)
const instance: Instance = {
  id: 'i',
  name: 'db',
  description: '',
  hostname: 'db',
  projectId: 'p',
  ncpus: 16,
  memory: 128 * GiB,
  runState: 'stopped',
  autoRestartEnabled: true,
  autoRestartPolicy: null,
  bootDiskId: 'd1',
  cpuPlatform: 'amd_milan',
  enableJumboFrames: false,
  timeCreated: t,
  timeModified: t,
  timeRunStateUpdated: t,
}

describe('instance settings', () => {
  it('reads the size in GiB and a missing policy as the default', () => {
    expect(instanceToSettings(instance)).toEqual({
      ncpus: 16,
      memoryGiB: 128,
      autoRestartPolicy: 'default',
    })
  })

  it('takes the fields the form does not hold from the instance as the person saw it', () => {
    expect(
      settingsToInstanceUpdate(instance, { ncpus: 8, memoryGiB: 32, autoRestartPolicy: 'never' }),
    ).toEqual({
      ncpus: 8,
      memory: 32 * GiB,
      autoRestartPolicy: 'never',
      bootDisk: 'd1',
      cpuPlatform: 'amd_milan',
      enableJumboFrames: false,
    })
    expect(
      settingsToInstanceUpdate(
        { ...instance, bootDiskId: null, cpuPlatform: null },
        { ncpus: 1, memoryGiB: 1, autoRestartPolicy: 'default' },
      ),
    ).toMatchObject({ autoRestartPolicy: null, bootDisk: null, cpuPlatform: null })
  })
})

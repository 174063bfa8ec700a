import type { Instance, InstanceAutoRestartPolicy, InstanceUpdate } from '~/api/__generated__/Api'
import { GiB } from '~/util/units'

/** `default` leaves the policy to the silo (null in the API). */
export type PolicyChoice = 'default' | InstanceAutoRestartPolicy

export type SettingsValues = { ncpus: number; memoryGiB: number; autoRestartPolicy: PolicyChoice }

export const instanceToSettings = (instance: Instance): SettingsValues => ({
  ncpus: instance.ncpus,
  memoryGiB: instance.memory / GiB,
  autoRestartPolicy: instance.autoRestartPolicy ?? 'default',
})

/** The whole update body: what the form changes, everything else as the instance has it. */
export const settingsToInstanceUpdate = (
  instance: Instance,
  values: SettingsValues,
): InstanceUpdate => ({
  ncpus: values.ncpus,
  memory: values.memoryGiB * GiB,
  autoRestartPolicy: values.autoRestartPolicy === 'default' ? null : values.autoRestartPolicy,
  bootDisk: instance.bootDiskId ?? null,
  cpuPlatform: instance.cpuPlatform ?? null,
  enableJumboFrames: instance.enableJumboFrames,
})

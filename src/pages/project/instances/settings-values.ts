import type { Instance, InstanceAutoRestartPolicy, InstanceUpdate } from '~/api/__generated__/Api'
import { instanceFields } from '~/api/whole-set'
import { GiB } from '~/util/units'

/** `default` leaves the policy to the silo (null in the API). */
export type PolicyChoice = 'default' | InstanceAutoRestartPolicy

export type SettingsValues = { ncpus: number; memoryGiB: number; autoRestartPolicy: PolicyChoice }

export const instanceToSettings = (instance: Instance): SettingsValues => ({
  ncpus: instance.ncpus,
  memoryGiB: instance.memory / GiB,
  autoRestartPolicy: instance.autoRestartPolicy ?? 'default',
})

/**
 * The whole update body as the person would have it: the form's fields onto
 * the instance as they saw it (`mergeInstanceUpdate` then takes the others fresh).
 */
export const settingsToInstanceUpdate = (
  instance: Instance,
  values: SettingsValues,
): InstanceUpdate => ({
  ...instanceFields(instance),
  ncpus: values.ncpus,
  memory: values.memoryGiB * GiB,
  autoRestartPolicy: values.autoRestartPolicy === 'default' ? null : values.autoRestartPolicy,
})

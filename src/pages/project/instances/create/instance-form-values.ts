import type { Image, InstanceCreate } from '~/api/__generated__/Api'
import { GiB } from '~/util/units'

/** Hardware presets: vCPUs and GiB of memory; `custom` shows the two number fields. */
export const presets = [
  { id: 'general-xs', label: 'General purpose: 2 vCPU, 8 GiB', ncpus: 2, memoryGiB: 8 },
  { id: 'general-sm', label: 'General purpose: 4 vCPU, 16 GiB', ncpus: 4, memoryGiB: 16 },
  { id: 'general-md', label: 'General purpose: 8 vCPU, 32 GiB', ncpus: 8, memoryGiB: 32 },
  { id: 'general-lg', label: 'General purpose: 16 vCPU, 64 GiB', ncpus: 16, memoryGiB: 64 },
  { id: 'highcpu-sm', label: 'High CPU: 4 vCPU, 8 GiB', ncpus: 4, memoryGiB: 8 },
  { id: 'highcpu-md', label: 'High CPU: 8 vCPU, 16 GiB', ncpus: 8, memoryGiB: 16 },
  { id: 'highmem-sm', label: 'High memory: 4 vCPU, 32 GiB', ncpus: 4, memoryGiB: 32 },
  { id: 'highmem-md', label: 'High memory: 8 vCPU, 64 GiB', ncpus: 8, memoryGiB: 64 },
] as const

export const CUSTOM = 'custom'
// the API's limits (Nexus): 1-64 vCPUs here, memory 1-1536 GiB, disks up to 1023 GiB
export const MAX_NCPUS = 64
export const MAX_MEMORY_GIB = 1536
export const MAX_DISK_GIB = 1023

export type ImageSource = 'silo' | 'project'

export type InstanceFormValues = {
  name: string
  description: string
  preset: string
  ncpus: number
  memoryGiB: number
  imageSource: ImageSource
  imageId: string
  bootDiskSizeGiB: number
  /** names of the user's SSH keys to put on the instance */
  sshKeys: string[]
  start: boolean
}

export const emptyInstance = (sshKeys: string[]): InstanceFormValues => ({
  name: '',
  description: '',
  preset: presets[0].id,
  ncpus: presets[0].ncpus,
  memoryGiB: presets[0].memoryGiB,
  imageSource: 'silo',
  imageId: '',
  bootDiskSizeGiB: 10,
  sshKeys,
  start: true,
})

/** vCPUs and memory: the preset's, or the custom fields' for `custom`. */
export function hardwareOf(values: Pick<InstanceFormValues, 'preset' | 'ncpus' | 'memoryGiB'>) {
  const preset = presets.find((p) => p.id === values.preset)
  return preset
    ? { ncpus: preset.ncpus, memoryGiB: preset.memoryGiB }
    : { ncpus: values.ncpus, memoryGiB: values.memoryGiB }
}

/** The smallest whole number of GiB a disk from this image can have. */
export const minDiskGiB = (image: Pick<Image, 'size'> | undefined) =>
  image ? Math.max(1, Math.ceil(image.size / GiB)) : 1

/** The form, as the API's instance create body; the boot disk is a new disk from the image. */
export function valuesToInstanceCreate(
  values: InstanceFormValues,
  bootDiskName: string,
): InstanceCreate {
  const name = values.name.trim()
  const { ncpus, memoryGiB } = hardwareOf(values)
  return {
    name,
    description: values.description.trim(),
    hostname: name,
    ncpus,
    memory: memoryGiB * GiB,
    bootDisk: {
      type: 'create',
      name: bootDiskName,
      description: `Boot disk of ${name}`,
      size: values.bootDiskSizeGiB * GiB,
      diskBackend: {
        type: 'distributed',
        diskSource: { type: 'image', imageId: values.imageId },
      },
    },
    networkInterfaces: { type: 'default_dual_stack' },
    sshPublicKeys: values.sshKeys,
    start: values.start,
  }
}

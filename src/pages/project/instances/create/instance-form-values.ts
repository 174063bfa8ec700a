import type {
  ExternalIpCreate,
  Image,
  InstanceCreate,
  InstanceDiskAttachment,
  InstanceNetworkInterfaceAttachment,
  InstanceNetworkInterfaceCreate,
  PrivateIpStackCreate,
} from '~/api/__generated__/Api'
import { apiRequest } from '~/api/client'
import type { ApiError } from '~/api/errors'
import { type DiskFormValues, valuesToDiskCreate } from '~/pages/project/disks/disk-form-values'
import { textToBase64 } from '~/util/base64'
import { ipVersion } from '~/util/ip'
import type { IdentityValues } from '~/util/names'
import { GiB, KiB } from '~/util/units'

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
// the API's limits (Nexus): 1-64 vCPUs here, memory 1-1536 GiB; disks up to 1023 GiB (MAX_DISK_GIB, disks/disk-form-values)
export const MAX_NCPUS = 64
export const MAX_MEMORY_GIB = 1536
// Nexus: user data is at most 32 KiB once decoded; a hostname at most 253 characters (RFC 1035)
export const MAX_USER_DATA_BYTES = 32 * KiB
export const MAX_HOSTNAME_LENGTH = 253
// Nexus: an instance has at most 8 network interfaces
export const MAX_NICS = 8

export type ImageSource = 'silo' | 'project'

/** An extra disk: a new one (the disk form's values) or an existing detached one, by name. */
export type AdditionalDisk =
  | ({ type: 'create' } & DiskFormValues)
  | { type: 'attach'; name: string }

/** A network interface to create with the instance; an empty `ip` lets the subnet pick one. */
export type NicValues = IdentityValues & {
  vpcName: string
  subnetName: string
  ip: string
}

/** The default interface in the default VPC, interfaces of the user's choosing, or none. */
export type NetworkingChoice = 'default' | 'custom' | 'none'

/** `default` leaves the choice to the silo (the API's null). */
export type AutoRestartChoice = 'default' | 'never' | 'best_effort'

export type InstanceFormValues = IdentityValues & {
  preset: string
  ncpus: number
  memoryGiB: number
  imageSource: ImageSource
  imageId: string
  bootDiskSizeGiB: number
  disks: AdditionalDisk[]
  networking: NetworkingChoice
  nics: NicValues[]
  /** an ephemeral external IP from `ephemeralIpPool` ('' = the silo's default pool) */
  ephemeralIp: boolean
  ephemeralIpPool: string
  /** names of the project's detached floating IPs to attach */
  floatingIps: string[]
  /** names of the user's SSH keys to put on the instance */
  sshKeys: string[]
  /** '' = the instance's name */
  hostname: string
  /** plain text; sent base64-encoded */
  userData: string
  autoRestartPolicy: AutoRestartChoice
  /** names of the project's anti-affinity groups the instance joins */
  antiAffinityGroups: string[]
  start: boolean
}

export const emptyInstance = (sshKeys: string[], defaultPool = ''): InstanceFormValues => ({
  name: '',
  description: '',
  preset: presets[0].id,
  ncpus: presets[0].ncpus,
  memoryGiB: presets[0].memoryGiB,
  imageSource: 'silo',
  imageId: '',
  bootDiskSizeGiB: 10,
  disks: [],
  networking: 'default',
  nics: [],
  ephemeralIp: true,
  ephemeralIpPool: defaultPool,
  floatingIps: [],
  sshKeys,
  hostname: '',
  userData: '',
  autoRestartPolicy: 'default',
  antiAffinityGroups: [],
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

const LABEL = /^[a-zA-Z0-9]([a-zA-Z0-9-]*[a-zA-Z0-9])?$/

/** The API's Hostname rule (RFC 1035): dot-separated labels of letters, digits and inner dashes. */
export function validateHostname(s: string): string | undefined {
  const hostname = s.trim()
  if (!hostname) return undefined // the instance's name is used
  if (hostname.length > MAX_HOSTNAME_LENGTH) {
    return `Must be ${MAX_HOSTNAME_LENGTH} characters or fewer`
  }
  const labels = hostname.split('.')
  if (labels.some((l) => l === ''))
    return 'Cannot start or end with a dot, or have two dots in a row'
  if (labels.some((l) => !/^[a-zA-Z0-9-]+$/.test(l))) {
    return 'Can only contain letters, numbers, dashes and dots'
  }
  if (labels.some((l) => !LABEL.test(l))) {
    return 'Each part between dots must start and end with a letter or number'
  }
  if (labels.some((l) => l.length > 63))
    return 'Each part between dots must be 63 characters or fewer'
  return undefined
}

/** Size of the text once UTF-8 encoded: what the API counts. */
export const userDataBytes = (text: string) => new TextEncoder().encode(text).length

export function validateUserData(text: string): string | undefined {
  const bytes = userDataBytes(text)
  return bytes > MAX_USER_DATA_BYTES
    ? `Must be 32 KiB (${MAX_USER_DATA_BYTES} bytes) or less; this is ${bytes} bytes`
    : undefined
}

export function diskToAttachment(disk: AdditionalDisk): InstanceDiskAttachment {
  return disk.type === 'attach'
    ? { type: 'attach', name: disk.name }
    : { type: 'create', ...valuesToDiskCreate(disk) }
}

/** An explicit address on the interface's one stack; none lets the subnet choose. */
function ipConfigOf(ip: string): PrivateIpStackCreate | undefined {
  const address = ip.trim()
  const version = ipVersion(address)
  if (version === 'v4') return { type: 'v4', value: { ip: { type: 'explicit', value: address } } }
  if (version === 'v6') return { type: 'v6', value: { ip: { type: 'explicit', value: address } } }
  return undefined
}

export function nicToCreate(nic: NicValues): InstanceNetworkInterfaceCreate {
  const ipConfig = ipConfigOf(nic.ip)
  return {
    name: nic.name.trim(),
    description: nic.description.trim(),
    vpcName: nic.vpcName,
    subnetName: nic.subnetName,
    ...(ipConfig ? { ipConfig } : {}),
  }
}

export function networkingOf(
  values: Pick<InstanceFormValues, 'networking' | 'nics'>,
): InstanceNetworkInterfaceAttachment {
  if (values.networking === 'none') return { type: 'none' }
  if (values.networking === 'custom') {
    return { type: 'create', params: values.nics.map(nicToCreate) }
  }
  return { type: 'default_dual_stack' }
}

export function externalIpsOf(
  values: Pick<InstanceFormValues, 'ephemeralIp' | 'ephemeralIpPool' | 'floatingIps'>,
): ExternalIpCreate[] {
  const ephemeral: ExternalIpCreate[] = values.ephemeralIp
    ? [
        {
          type: 'ephemeral',
          poolSelector: values.ephemeralIpPool
            ? { type: 'explicit', pool: values.ephemeralIpPool }
            : { type: 'auto' },
        },
      ]
    : []
  return [
    ...ephemeral,
    ...values.floatingIps.map((f): ExternalIpCreate => ({ type: 'floating', floatingIp: f })),
  ]
}

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
    hostname: values.hostname.trim() || name,
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
    disks: values.disks.map(diskToAttachment),
    networkInterfaces: networkingOf(values),
    externalIps: externalIpsOf(values),
    sshPublicKeys: values.sshKeys,
    ...(values.userData ? { userData: textToBase64(values.userData) } : {}),
    autoRestartPolicy: values.autoRestartPolicy === 'default' ? null : values.autoRestartPolicy,
    antiAffinityGroups: values.antiAffinityGroups,
    start: values.start,
  }
}

/**
 * Instance create can fail on a name of something else it makes (a disk, an
 * interface): only an instance name clash belongs on the form's name field.
 */
export function placeCreateError(error: ApiError): ApiError {
  if (
    error.errorCode !== 'ObjectAlreadyExists' ||
    error.message === 'Instance name already exists'
  ) {
    return error
  }
  return { ...error, errorCode: undefined }
}

/** The create form's call; the boot disk's name is the form's own, fixed per instance name. */
export const instanceCreateRequest = (
  values: InstanceFormValues,
  project: string,
  bootDiskName: string,
) =>
  apiRequest('instanceCreate', {
    query: { project },
    body: valuesToInstanceCreate(values, bootDiskName),
  })

import type * as Api from '~/api/__generated__/Api'
import type { Json } from '~/api/__generated__/msw-handlers'
import { db } from '../db'

/**
 * What a support bundle holds in the mock: a few text files about the rack
 * (flat names: the download route takes one path segment),
 * made from the store when asked (the same bundle always gives the same
 * bytes, so ranges of it line up), and the whole bundle as a zip of them.
 */

type Bundle = Json<Api.SupportBundleInfo>
export type BundleFile = { path: string; bytes: Uint8Array }

const encode = (s: string) => new TextEncoder().encode(s)

export function bundleFiles(bundle: Bundle): BundleFile[] {
  const files: [string, string][] = [
    ['bundle_id.txt', `${bundle.id}\n`],
    [
      'reason.txt',
      `reason_for_creation: ${bundle.reason_for_creation}\nuser_comment: ${bundle.user_comment ?? ''}\ntime_created: ${bundle.time_created}\n`,
    ],
    ['rack_inventory.json', `${JSON.stringify({ racks: db.racks, sleds: db.sleds }, null, 2)}\n`],
    ...db.sleds.map((sled): [string, string] => [
      `sled_${sled.baseboard.serial}_status.txt`,
      `sled ${sled.id}\nstate: ${sled.state}\npolicy: ${sled.policy.kind}\nusable_hardware_threads: ${sled.usable_hardware_threads}\n`,
    ]),
  ]
  return files.map(([path, text]) => ({ path, bytes: encode(text) }))
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1
  return c >>> 0
})

function crc32(bytes: Uint8Array) {
  let c = 0xffffffff
  for (const b of bytes) c = CRC_TABLE[(c ^ b) & 0xff] ^ (c >>> 8)
  return (c ^ 0xffffffff) >>> 0
}

/** Little-endian fields of a zip header. */
function le(...fields: [value: number, bytes: 2 | 4][]) {
  const out: number[] = []
  for (const [value, size] of fields) {
    for (let i = 0; i < size; i++) out.push((value >>> (8 * i)) & 0xff)
  }
  return out
}

/** A zip archive of the files, stored without compression (any unzip reads it). */
export function zipOf(files: BundleFile[]): Uint8Array {
  const local: number[] = []
  const central: number[] = []
  for (const file of files) {
    const name = encode(file.path)
    const crc = crc32(file.bytes)
    const size = file.bytes.length
    const offset = local.length
    // version 20, no flags, stored, no time: 1980-01-01
    const common = le([20, 2], [0, 2], [0, 2], [0, 2], [0x21, 2], [crc, 4], [size, 4], [size, 4])
    local.push(...le([0x04034b50, 4]), ...common, ...le([name.length, 2], [0, 2]), ...name)
    local.push(...file.bytes)
    central.push(...le([0x02014b50, 4], [20, 2]), ...common)
    central.push(...le([name.length, 2], [0, 2], [0, 2], [0, 2], [0, 2], [0, 4], [offset, 4]))
    central.push(...name)
  }
  const end = le(
    [0x06054b50, 4],
    [0, 2],
    [0, 2],
    [files.length, 2],
    [files.length, 2],
    [central.length, 4],
    [local.length, 4],
    [0, 2],
  )
  return new Uint8Array([...local, ...central, ...end])
}

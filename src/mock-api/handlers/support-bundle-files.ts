import { zipSync } from 'fflate'
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

/**
 * A zip archive of the files, stored without compression (any unzip reads
 * it); a fixed time keeps the bytes of one bundle the same on every request.
 */
export const zipOf = (files: BundleFile[]): Uint8Array =>
  zipSync(Object.fromEntries(files.map((f) => [f.path, f.bytes])), {
    level: 0,
    mtime: new Date(1980, 0, 1),
  })

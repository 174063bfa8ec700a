/** semver.org 2.0.0: MAJOR.MINOR.PATCH, no leading zeros, optional -prerelease and +build. */
const ident = String.raw`(?:0|[1-9]\d*|\d*[a-zA-Z-][0-9a-zA-Z-]*)`
const SEMVER = new RegExp(
  String.raw`^(0|[1-9]\d*)\.(0|[1-9]\d*)\.(0|[1-9]\d*)` +
    String.raw`(?:-${ident}(?:\.${ident})*)?` +
    String.raw`(?:\+[0-9a-zA-Z-]+(?:\.[0-9a-zA-Z-]+)*)?$`,
)

export const isSemver = (value: string) => SEMVER.test(value)

/** A system version as the target release takes it (`targetReleaseUpdate`): a semantic version. */
export function validateSystemVersion(value: string): string | undefined {
  if (!value.trim()) return 'System version is required'
  if (value !== value.trim()) return 'Must not start or end with spaces'
  if (!isSemver(value)) return 'Must be a semantic version, like 17.0.0'
  return undefined
}

/**
 * Semantic versions in precedence order (semver.org, item 11): the numbers as
 * numbers, a pre-release before its release, pre-release identifiers one by
 * one (numbers below words); build metadata is ignored. Negative: `a` first.
 */
export function compareVersions(a: string, b: string): number {
  const parse = (v: string) => {
    const [core, pre] = v.split('+')[0].split(/-(.*)/s)
    return { nums: core.split('.').map(Number), pre: pre ? pre.split('.') : [] }
  }
  const x = parse(a)
  const y = parse(b)
  for (let i = 0; i < 3; i++) {
    if (x.nums[i] !== y.nums[i]) return (x.nums[i] ?? 0) - (y.nums[i] ?? 0)
  }
  if (!x.pre.length || !y.pre.length) return y.pre.length - x.pre.length
  for (let i = 0; i < Math.max(x.pre.length, y.pre.length); i++) {
    const p = x.pre[i]
    const q = y.pre[i]
    if (p === undefined || q === undefined) return p === undefined ? -1 : 1
    if (p === q) continue
    const pn = /^\d+$/.test(p)
    const qn = /^\d+$/.test(q)
    if (pn && qn) return Number(p) - Number(q)
    if (pn !== qn) return pn ? -1 : 1
    return p < q ? -1 : 1
  }
  return 0
}

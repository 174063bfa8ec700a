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

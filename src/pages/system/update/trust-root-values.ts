import type { UpdatesTrustRoot } from '~/api/__generated__/Api'

/** What the console reads of a TUF root role (`root.json`): its version and expiry. */
type Signed = { _type?: unknown; version?: unknown; expires?: unknown }

const signedOf = (root: unknown): Signed | undefined => {
  const signed = (root as { signed?: unknown } | null)?.signed
  return signed && typeof signed === 'object' ? (signed as Signed) : undefined
}

/** The root role's version (`signed.version`), or undefined when it has none. */
export function rootVersion(root: UpdatesTrustRoot): number | undefined {
  const v = signedOf(root.rootRole)?.version
  return typeof v === 'number' ? v : undefined
}

/** When the root role expires (`signed.expires`), as the file writes it. */
export function rootExpires(root: UpdatesTrustRoot): string | undefined {
  const v = signedOf(root.rootRole)?.expires
  return typeof v === 'string' ? v : undefined
}

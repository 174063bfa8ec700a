/**
 * The headers a rack serves the built console with, from the same origin as the API.
 * `npm run preview` and both e2e projects send exactly these, so a build that
 * breaks under them (an inline script, a `data:` URL, a native form post)
 * fails before it reaches a rack.
 */
export const RACK_HEADERS = {
  'content-security-policy':
    "default-src 'self'; style-src 'unsafe-inline' 'self'; frame-src 'none'; object-src 'none'; form-action 'none'; frame-ancestors 'none'",
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
} as const

/**
 * The silo whose sign-in page /login opens: `acme` on the mock API, or the
 * rack's silo given by VITE_SILO at build time (README, "API modes").
 */
export const DEFAULT_SILO: string = import.meta.env.VITE_SILO || 'acme'

export const isMockMode = import.meta.env.VITE_API_MODE === 'mock'

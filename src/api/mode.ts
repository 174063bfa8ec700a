/**
 * The silo whose sign-in page /login opens: `acme` on the mock API, or the
 * rack's silo given by VITE_SILO at build time (README, "API modes").
 */
export const DEFAULT_SILO: string = import.meta.env.VITE_SILO || 'acme'

// Test for mock mode with `import.meta.env.VITE_API_MODE === 'mock'` where it
// is used, not through a constant from here: only the literal comparison lets
// a remote build drop the mock-only code (src/main.tsx).

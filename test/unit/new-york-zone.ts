import { afterAll } from 'vitest'

/**
 * Imported first by a spec: the browser zone is America/New_York, not UTC, from
 * before any time formatter is made (the spec's own imports make them), and
 * the process's zone is put back after the spec's tests.
 */
const savedTz = process.env.TZ
process.env.TZ = 'America/New_York'
afterAll(() => {
  if (savedTz === undefined) delete process.env.TZ
  else process.env.TZ = savedTz
})

import { createRequire } from 'node:module'
import { describe, expect, it } from 'vitest'

const require = createRequire(import.meta.url)

describe('scheduler', () => {
  // main.tsx sets the frame rate on the scheduler it imports: it must be React's own copy
  it('is the copy react-dom uses', () => {
    const reactDom = require.resolve('react-dom/package.json')
    const ours = require.resolve('scheduler')
    const reactDoms = createRequire(reactDom).resolve('scheduler')
    expect(ours).toBe(reactDoms)
  })
})

import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'

/**
 * The accessibility suite checks each page in its second theme with the colour
 * rules alone (test/e2e/axe.ts, COLOUR_RULES): that is only as thorough as a
 * full check while the two themes differ in nothing but colours. These tests
 * fail the day a stylesheet gives a theme anything else.
 */
const cssFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory()
      ? cssFiles(join(dir, e.name))
      : e.name.endsWith('.css')
        ? [join(dir, e.name)]
        : [],
  )
const sheets = cssFiles('src').map((file) => ({ file, css: readFileSync(file, 'utf8') }))

describe('the two themes', () => {
  it('are not chosen by a media query in any stylesheet', () => {
    const withQuery = sheets.filter((s) => /@media[^{]*prefers-color-scheme/.test(s.css))
    expect(withQuery.map((s) => s.file)).toEqual([])
  })

  it('are pinned by rules that set color-scheme and nothing else', () => {
    const pinned = sheets.flatMap(({ css }) =>
      [...css.matchAll(/\[data-theme[^{]*\{([^}]*)\}/g)].map((m) => m[1].trim()),
    )
    expect(pinned).toEqual(['color-scheme: light;', 'color-scheme: dark;'])
  })
})

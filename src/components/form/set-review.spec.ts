import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'

/**
 * The review step of a whole-set form marks each row by a word and a colour
 * (set-review.tsx). Its colours come from the stylesheet's light-dark()
 * variables: these tests hold the two themes of its rules to differ in
 * colours alone, each declaration read as the light theme and as the dark one.
 */
const css = readFileSync('src/styles.css', 'utf8')

/** The custom properties of :root, by name. */
const vars = new Map(
  [...css.matchAll(/^\s*(--[\w-]+):\s*([^;]+);/gm)].map((m) => [m[1], m[2].trim()]),
)

/** The arguments of light-dark(a, b), split at the top-level comma. */
function lightDarkArgs(inner: string): [string, string] {
  let depth = 0
  for (let i = 0; i < inner.length; i++) {
    if (inner[i] === '(') depth++
    else if (inner[i] === ')') depth--
    else if (inner[i] === ',' && depth === 0)
      return [inner.slice(0, i).trim(), inner.slice(i + 1).trim()]
  }
  throw new Error(`light-dark(${inner}) without two values`)
}

/** A value as one theme has it: each var() and light-dark() replaced by that theme's side. */
function resolve(value: string, theme: 0 | 1): string {
  let v = value
  for (let i = 0; i < 10; i++) {
    const next = v
      .replace(/var\((--[\w-]+)\)/g, (_, name: string) => vars.get(name) ?? `var(${name})`)
      .replace(
        /light-dark\(((?:[^()]|\([^()]*\))*)\)/g,
        (_, inner: string) => lightDarkArgs(inner)[theme],
      )
    if (next === v) return v
    v = next
  }
  return v
}

const colour = /#[0-9a-f]{3,8}\b|rgba?\([^)]*\)|hsla?\([^)]*\)|\btransparent\b|\bcurrentColor\b/gi

const reviewRules = [...css.matchAll(/([^{}]+)\{([^{}]*)\}/g)]
  .filter((m) => /\.set-(review|diff)/.test(m[1]))
  .map((m) => ({ selector: m[1].trim(), body: m[2] }))

describe("the review step's styles", () => {
  it('are in the stylesheet', () => {
    expect(reviewRules.map((r) => r.selector)).toEqual(
      expect.arrayContaining(['.set-diff-added', '.set-diff-removed', '.set-diff-changed']),
    )
  })

  it('differ between the themes in colours alone', () => {
    const declarations = reviewRules.flatMap(({ selector, body }) =>
      body
        .split(';')
        .map((d) => d.trim())
        .filter(Boolean)
        .map((d) => `${selector} { ${d} }`),
    )
    for (const d of declarations) {
      const [light, dark] = [resolve(d, 0), resolve(d, 1)]
      expect(light.replace(colour, 'COLOUR'), d).toBe(dark.replace(colour, 'COLOUR'))
    }
  })

  it('give added, removed and changed rows colours of their own, in both themes', () => {
    const edge = (kind: string, theme: 0 | 1) => {
      const rule = reviewRules.find((r) => r.selector === `.set-diff-${kind}`)
      return resolve(rule?.body ?? '', theme)
    }
    for (const theme of [0, 1] as const) {
      const colours = ['added', 'removed', 'changed'].map((k) => edge(k, theme))
      expect(new Set(colours).size).toBe(3)
    }
    // and the themes do differ: each colour is light-dark()
    expect(edge('added', 0)).not.toBe(edge('added', 1))
  })

  it('a theme-dependent length would be caught', () => {
    const bad = resolve('padding: light-dark(2px, 4px)', 0)
    expect(bad.replace(colour, 'COLOUR')).not.toBe(
      resolve('padding: light-dark(2px, 4px)', 1).replace(colour, 'COLOUR'),
    )
  })
})

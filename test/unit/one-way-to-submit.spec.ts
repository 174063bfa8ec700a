/**
 * A form submits one way for each kind of submit (docs/adding-a-screen.md,
 * "The form"): one call built from the values, `{...requestFormProps(...)}`;
 * several calls, `{...stepsFormProps(...)}`; a whole set or object re-read and
 * merged, an `onSubmit` returning `wholeSet.write(...)`. Nothing else sends
 * from a form shell: no `useApiMutation`, no `mutateAsync`, no `mutate` in a
 * shell's props outside those.
 */
import { readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'

const root = fileURLToPath(new URL('../..', import.meta.url))
const src = join(root, 'src')

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return entry.name === '__generated__' ? [] : sourceFiles(path)
    return /\.tsx?$/.test(entry.name) && !/\.spec\.tsx?$/.test(entry.name) ? [path] : []
  })
}

/** The code of each file: imports and comments left out. */
const files = sourceFiles(src).map((path) => ({
  file: relative(root, path),
  code: readFileSync(path, 'utf8')
    .replace(/^import [^;]*?from '[^']*'$/gms, '')
    .replace(/\/\*[\s\S]*?\*\/|\/\/.*$/gm, ''),
}))

/** From an opening bracket, the index just past its matching close. */
function closing(code: string, open: number) {
  let depth = 0
  for (let i = open; i < code.length; i++) {
    if ('([{'.includes(code[i])) depth++
    else if (')]}'.includes(code[i]) && --depth === 0) return i + 1
  }
  return code.length
}

/** Each `<SideModalForm ...>` or `<ModalForm ...>` opening tag, its props as written. */
function shellTags(code: string) {
  return [...code.matchAll(/<(SideModalForm|ModalForm)\b/g)].map((m) => {
    let i = (m.index ?? 0) + m[0].length
    while (i < code.length && code[i] !== '>') i = code[i] === '{' ? closing(code, i) : i + 1
    return code.slice(m.index, i + 1)
  })
}

/** The tag with the arguments of `stepsFormProps(...)` and `wholeSet.write(...)` left out. */
function outsideRecipes(tag: string) {
  let rest = tag
  for (;;) {
    const m = /\b(stepsFormProps|wholeSet\.write)\(/.exec(rest)
    if (!m) return rest
    const open = m.index + m[0].length - 1
    rest = rest.slice(0, open) + rest.slice(closing(rest, open))
  }
}

type Shell = { file: string; tag: string; code: string }
const shells: Shell[] = files.flatMap(({ file, code }) =>
  shellTags(code).map((tag) => ({ file, tag, code })),
)

/** Whether a shell's submit follows one of the three recipes, or sends nothing at all. */
function submitsOneWay({ tag, code }: Shell) {
  const spread = /\{\.\.\.(requestFormProps|stepsFormProps)\(/.test(tag)
  const onSubmit = /\bonSubmit=\{([^}]*)/.exec(tag)?.[1].trim()
  if (spread) return !onSubmit && !/\bonSuccess=/.test(tag)
  if (!onSubmit) return true // a read-only view
  if (onSubmit === 'shell.onSubmit') return true
  // a whole-set write, inline or in the component's submit function
  if (/\buseWholeSet\(/.test(code)) return true
  // a subform that adds to a list in the browser: the file sends nothing
  return !/\b(mutate|mutateRequest|mutateAsync|callApi|useWholeSet)\b/.test(code)
}

describe('one way to submit a form', () => {
  it('finds the form shells', () => {
    expect(shells.length).toBeGreaterThan(60)
    const spreads = shells.filter(({ tag }) => tag.includes('{...requestFormProps('))
    expect(spreads.length).toBeGreaterThan(30)
  })

  it('submits every shell through requestFormProps, stepsFormProps or a whole-set write', () => {
    const others = shells.filter((shell) => !submitsOneWay(shell))
    expect(others.map(({ file, tag }) => `${file}: ${tag.slice(0, 120)}`)).toEqual([])
  })

  it('sends no call from a shell prop outside stepsFormProps and wholeSet.write', () => {
    const sending = shells.filter(({ tag }) =>
      /\b(mutate|mutateRequest|mutateAsync)\(/.test(outsideRecipes(tag)),
    )
    expect(sending.map(({ file }) => file)).toEqual([])
  })

  it('has no form mutation hook: useApiMutation and mutateAsync are gone', () => {
    const hooks = files.filter(({ code }) => /\b(useApiMutation|mutateAsync)\b/.test(code))
    expect(hooks.map(({ file }) => file)).toEqual([])
  })
})

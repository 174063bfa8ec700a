/**
 * Writing HCL: quoted strings escaped as the HCL native syntax reads them,
 * values (strings, numbers, lists, objects, references), and stable
 * Terraform identifiers made from resource names.
 */

/**
 * A quoted HCL string: backslash, quote and control characters escaped, and
 * `${` and `%{` doubled so Terraform takes them as text, not a template.
 */
export function hclString(s: string): string {
  let out = ''
  for (const ch of s) {
    const code = ch.codePointAt(0) ?? 0
    if (ch === '\\') out += '\\\\'
    else if (ch === '"') out += '\\"'
    else if (ch === '\n') out += '\\n'
    else if (ch === '\r') out += '\\r'
    else if (ch === '\t') out += '\\t'
    else if (code < 0x20 || code === 0x7f) out += `\\u${code.toString(16).padStart(4, '0')}`
    else out += ch
  }
  // (a function, not a replacement string, in which `$$` would mean one `$`)
  return `"${out.replaceAll('${', () => '$${').replaceAll('%{', () => '%%{')}"`
}

/** A bare expression: a reference to another resource's attribute (`oxide_vpc.web.id`) */
export type HclRef = { ref: string }
export type HclValue = string | number | boolean | HclRef | HclValue[] | HclObject
export type HclObject = { [key: string]: HclValue | undefined }

export const ref = (expr: string): HclRef => ({ ref: expr })
const isRef = (v: HclValue): v is HclRef =>
  typeof v === 'object' && !Array.isArray(v) && 'ref' in v && typeof v.ref === 'string'

const IDENT = /^[A-Za-z_][A-Za-z0-9_-]*$/
/** An object key: bare when it is an identifier, else quoted (a firewall rule's name) */
const key = (k: string) => (IDENT.test(k) ? k : hclString(k))

const pad = (depth: number) => '  '.repeat(depth)

export function hclValue(v: HclValue, depth = 0): string {
  if (typeof v === 'string') return hclString(v)
  if (typeof v === 'number') return String(v)
  if (typeof v === 'boolean') return v ? 'true' : 'false'
  if (isRef(v)) return v.ref
  if (Array.isArray(v)) {
    if (v.length === 0) return '[]'
    // a list of scalars on one line; of objects, one per line
    if (v.every((x) => typeof x !== 'object' || isRef(x))) {
      return `[${v.map((x) => hclValue(x, depth)).join(', ')}]`
    }
    return `[\n${v.map((x) => `${pad(depth + 1)}${hclValue(x, depth + 1)},`).join('\n')}\n${pad(depth)}]`
  }
  const entries = Object.entries(v).filter((e): e is [string, HclValue] => e[1] !== undefined)
  if (entries.length === 0) return '{}'
  return `{\n${hclBody(v, depth + 1)}\n${pad(depth)}}`
}

/** `name = value` lines of a block or object, undefined values left out */
export function hclBody(attrs: HclObject, depth = 1): string {
  return Object.entries(attrs)
    .filter((e): e is [string, HclValue] => e[1] !== undefined)
    .map(([k, v]) => `${pad(depth)}${key(k)} = ${hclValue(v, depth)}`)
    .join('\n')
}

/** A `# comment` line per line of text, nothing in it able to end the comment early */
export function hclComment(text: string, depth = 0): string {
  return text
    .split(/\r\n|\r|\n/)
    .map((line) => `${pad(depth)}# ${line}`.trimEnd())
    .join('\n')
}

/**
 * A Terraform identifier from a name: a dash becomes an underscore, anything
 * else an identifier cannot hold an underscore, and one that would start with
 * a digit (or be empty) starts with `r_`.
 */
export function identifierBase(name: string): string {
  const s = name.replace(/[^A-Za-z0-9_]/g, '_')
  return /^[A-Za-z_]/.test(s) ? s : `r_${s}`
}

/**
 * Identifiers for the resources of one type, by key (a name, or a path of
 * names: `vpc/subnet`), unique and independent of the keys' order: keys that
 * make the same identifier take it in sorted order, the first bare, the next
 * with `_2`, `_3`..., skipping any another key makes.
 */
export function assignIdentifiers(keys: string[]): Map<string, string> {
  const sorted = [...new Set(keys)].sort()
  const bases = new Map(sorted.map((k) => [k, identifierBase(k)]))
  const taken = new Set(bases.values())
  const used = new Set<string>()
  const out = new Map<string, string>()
  for (const k of sorted) {
    const base = bases.get(k) as string
    if (!used.has(base)) {
      used.add(base)
      out.set(k, base)
      continue
    }
    let n = 2
    while (taken.has(`${base}_${n}`) || used.has(`${base}_${n}`)) n++
    used.add(`${base}_${n}`)
    out.set(k, `${base}_${n}`)
  }
  return out
}

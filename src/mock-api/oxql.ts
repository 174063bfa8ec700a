/**
 * The part of OxQL the console writes, parsed for the mock's timeseries query:
 *
 *   get virtual_machine:vcpu_usage
 *     | filter timestamp >= @2026-11-23T10:00:00.000 && timestamp < @… && instance_id == "…"
 *     | align mean_within(60s)
 *     | group_by [instance_id], sum
 *
 * Field filters compare with == against a string, an integer or a boolean; a group
 * combines its series with `sum` or `mean` (the default). Anything else is refused
 * with a message, as Nexus refuses a query it cannot parse.
 */
export type ParsedQuery = {
  timeseries: string
  start?: Date
  end?: Date
  /** field == value conditions (a string's text, or a number or boolean written out) */
  filters: Record<string, string>
  intervalSeconds?: number
  groupBy?: string[]
  /** how a group's series are combined at each timestamp (OxQL's default: mean) */
  reducer?: 'sum' | 'mean'
}

export class OxqlError extends Error {}

const TIMESERIES = /^[a-z_][a-z0-9_]*:[a-z_][a-z0-9_]*$/
const FIELD = /^[a-z_][a-z0-9_]*$/
const UNIT_SECONDS: Record<string, number> = { s: 1, m: 60, h: 3600, d: 86400 }

function parseTime(literal: string): Date {
  if (!literal.startsWith('@')) throw new OxqlError(`expected a timestamp, found "${literal}"`)
  const text = literal.slice(1)
  const date = new Date(/[zZ]|[+-]\d\d:\d\d$/.test(text) ? text : `${text}Z`)
  if (Number.isNaN(date.getTime())) throw new OxqlError(`invalid timestamp "${text}"`)
  return date
}

/** A quoted string, an integer (`vcpu_id == 0`) or a boolean, as text to compare with. */
function parseLiteral(literal: string): string {
  if (/^-?\d+$/.test(literal) || literal === 'true' || literal === 'false') return literal
  const m = /^"((?:[^"\\]|\\.)*)"$/.exec(literal)
  if (!m) throw new OxqlError(`expected a quoted string, a number or a boolean, found ${literal}`)
  return m[1].replace(/\\(.)/g, '$1')
}

function parseFilter(text: string, q: ParsedQuery) {
  for (const cond of text.split('&&').map((c) => c.trim())) {
    const m = /^([a-z_][a-z0-9_]*)\s*(>=|<=|==|>|<)\s*(.+)$/.exec(cond)
    if (!m) throw new OxqlError(`unsupported filter "${cond}"`)
    const [, field, op, value] = m
    if (field === 'timestamp') {
      const t = parseTime(value.trim())
      if (op === '>=' || op === '>') q.start = t
      else if (op === '<' || op === '<=') q.end = t
      else throw new OxqlError('timestamp filters compare with >, >=, < or <=')
    } else if (op === '==') {
      q.filters[field] = parseLiteral(value.trim())
    } else {
      throw new OxqlError(`field "${field}" can only be compared with ==`)
    }
  }
}

function parseAlign(text: string, q: ParsedQuery) {
  const m = /^mean_within\((\d+)([smhd])\)$/.exec(text)
  if (!m) throw new OxqlError(`unsupported alignment "${text}"`)
  const seconds = Number(m[1]) * UNIT_SECONDS[m[2]]
  if (seconds <= 0) throw new OxqlError('alignment period must be positive')
  q.intervalSeconds = seconds
}

function parseGroupBy(text: string, q: ParsedQuery) {
  const m = /^\[([^\]]*)\]\s*(?:,\s*(sum|mean))?$/.exec(text)
  if (!m) throw new OxqlError(`unsupported group_by "${text}"`)
  const fields = m[1]
    .split(',')
    .map((f) => f.trim())
    .filter(Boolean)
  for (const f of fields) if (!FIELD.test(f)) throw new OxqlError(`invalid field name "${f}"`)
  q.groupBy = fields
  q.reducer = m[2] === 'sum' ? 'sum' : 'mean'
}

export function parseOxql(query: string): ParsedQuery {
  const [first, ...rest] = query.split('|').map((s) => s.trim())
  const get = /^get\s+(\S+)$/.exec(first ?? '')
  if (!get) throw new OxqlError('a query starts with "get <timeseries>"')
  if (!TIMESERIES.test(get[1])) throw new OxqlError(`invalid timeseries name "${get[1]}"`)
  const q: ParsedQuery = { timeseries: get[1], filters: {} }
  for (const stage of rest) {
    const m = /^(filter|align|group_by)\s+(.+)$/s.exec(stage)
    if (!m) throw new OxqlError(`unsupported table operation "${stage}"`)
    const [, op, args] = m
    if (op === 'filter') parseFilter(args, q)
    else if (op === 'align') parseAlign(args.trim(), q)
    else parseGroupBy(args.trim(), q)
  }
  if (q.start && q.end && q.start >= q.end) {
    throw new OxqlError('the start of the time range must be before its end')
  }
  return q
}

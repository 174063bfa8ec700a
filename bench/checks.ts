/**
 * The budgets `npm run bench` checks, and what it says of each. In remote mode
 * a figure has a floor (bench/floor.ts): the same figure for a page with no
 * app code on the same servers. A budget under its floor is out of any page's
 * reach on the machine the bench ran on, and the report says so.
 */
export type Check = {
  name: string
  value: number
  budget: number
  ok: boolean
  /** the floor page's figure for this check, where it has one */
  floor?: number
}

export function check(name: string, value: number, budget: number, floor?: number): Check {
  return { name, value, budget, ok: value <= budget, ...(floor === undefined ? {} : { floor }) }
}

/** The report's word on a check. */
export function verdict({ ok, budget, floor }: Check): string {
  if (ok) return 'ok'
  return floor !== undefined && floor > budget ? 'MISSED (budget below the floor)' : 'MISSED'
}

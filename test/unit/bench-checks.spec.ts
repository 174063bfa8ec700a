import { describe, expect, it } from 'vitest'
import { type Budgets, budgets, checks, type Figures, ratio, verdict } from '../../bench/checks'

const budgetsUnderTest: Budgets = {
  remote: {
    coldLoadVsFrameworkFloor: 1.25,
    navigationVsFrameworkFloor: 1.1,
    firstLoadJsVsFrameworkFloor: 2,
    instances10000Vs10: 1.1,
    filterInstances10000Seconds: 1,
  },
}

const frameworkFloor = { coldLoadMs: 253, navigationMs: 183, firstLoadJsKb: 75.4 }

const remote: Figures = {
  coldLoadMs: 310,
  navigationMs: 194,
  frameworkFloor,
  appJsKb: 140.2,
  instances10000Vs10: 0.97,
  filterInstances10000Ms: 870,
}

const byName = (rows: ReturnType<typeof checks>, start: string) => {
  const row = rows.find((r) => r.name.startsWith(start))
  if (!row) throw new Error(`no row ${start}`)
  return row
}

describe('bench checks', () => {
  it('judges remote page loads as ratios to the framework floor of the same run', () => {
    const rows = checks('remote', remote, budgetsUnderTest)
    expect(byName(rows, 'cold load')).toEqual({
      name: 'cold load (first data row, median of routes) / framework floor',
      value: 1.23,
      budget: 1.25,
      ok: true,
      detail: '310 / 253 ms',
    })
    expect(byName(rows, 'client navigation')).toMatchObject({ value: 1.06, budget: 1.1, ok: true })
  })

  it('misses a remote ratio over its budget, whatever the absolute time', () => {
    // a fast machine: 180 ms is well under any absolute budget, but 1.5x its floor
    const fast = {
      ...remote,
      coldLoadMs: 180,
      frameworkFloor: { ...frameworkFloor, coldLoadMs: 120, navigationMs: 90 },
    }
    const cold = byName(checks('remote', fast, budgetsUnderTest), 'cold load')
    expect(cold.value).toBe(1.5)
    expect(verdict(cold)).toBe('MISSED')
    // a slow machine: 850 ms, but within 1.25x of a 700 ms floor
    const slow = {
      ...remote,
      coldLoadMs: 850,
      frameworkFloor: { ...frameworkFloor, coldLoadMs: 700, navigationMs: 400 },
    }
    expect(verdict(byName(checks('remote', slow, budgetsUnderTest), 'cold load'))).toBe('ok')
  })

  it("judges first-load JS as a ratio to the framework floor's, given in KB beside it", () => {
    expect(byName(checks('remote', remote, budgetsUnderTest), 'first-load JS')).toEqual({
      name: 'first-load JS of the app (gzip) / framework floor',
      value: 1.86,
      budget: 2,
      ok: true,
      detail: '140.2 / 75.4 KB',
    })
    // the same KB over a lighter floor: more than twice the stack's own
    const lighter = { ...remote, frameworkFloor: { ...frameworkFloor, firstLoadJsKb: 60 } }
    const row = byName(checks('remote', lighter, budgetsUnderTest), 'first-load JS')
    expect([row.value, verdict(row)]).toEqual([2.34, 'MISSED'])
  })

  it('checks the big-list ratio and the filter time in remote mode', () => {
    const rows = checks(
      'remote',
      { ...remote, instances10000Vs10: 1.2, filterInstances10000Ms: 1372 },
      budgetsUnderTest,
    )
    expect(verdict(byName(rows, '10,000 instances vs 10'))).toBe('MISSED')
    expect(byName(rows, '10,000 instances: filtered')).toMatchObject({
      value: 1.37,
      budget: 1,
      ok: false,
    })
    expect(checks('remote', remote, budgetsUnderTest).every((r) => r.ok)).toBe(true)
  })

  it("reports mock mode's figures without failing on them", () => {
    const rows = checks(
      'mock',
      {
        coldLoadMs: 5000,
        navigationMs: 900,
        appJsKb: 160,
        instances10000Vs10: 3,
        filterInstances10000Ms: 9000,
      },
      budgetsUnderTest,
    )
    expect(rows.map((r) => [r.value, verdict(r), r.ok])).toEqual([
      [5000, 'reported', true],
      [900, 'reported', true],
      [160, 'reported', true],
      [3, 'reported', true],
      [9, 'reported', true],
    ])
  })

  it('leaves out the big-list rows when they were not measured', () => {
    const { instances10000Vs10, filterInstances10000Ms, ...withoutLists } = remote
    const names = checks('remote', withoutLists, budgetsUnderTest).map((r) => r.name)
    expect(names.some((n) => n.includes('10,000'))).toBe(false)
  })

  it('refuses remote figures without their framework floor', () => {
    const { frameworkFloor, ...withoutFloor } = remote
    expect(() => checks('remote', withoutFloor, budgetsUnderTest)).toThrow(/framework floor/)
  })

  it('holds no absolute budget but the filter time: every other is a ratio', () => {
    expect(budgets).toEqual(budgetsUnderTest)
    expect(Object.keys(budgets)).toEqual(['remote'])
    expect(Object.keys(budgets.remote).filter((k) => !/Vs/.test(k))).toEqual([
      'filterInstances10000Seconds',
    ])
  })

  it('rounds ratios to two decimals', () => {
    expect(ratio(310, 253)).toBe(1.23)
    expect(ratio(186, 183)).toBe(1.02)
  })
})

import { describe, expect, it } from 'vitest'
import { GiB, TiB } from '~/util/units'
import { formatShare, RESOURCES, sumCounts } from './utilization-values'

describe('utilization values', () => {
  it('gives whole percentages, and a dash without a total', () => {
    expect(formatShare(26, 256)).toBe('10%')
    expect(formatShare(300, 256)).toBe('117%')
    expect(formatShare(5, 0)).toBe('—')
  })

  it('sums silos', () => {
    expect(
      sumCounts([
        { cpus: 1, memory: GiB, storage: TiB },
        { cpus: 2, memory: GiB, storage: 0 },
      ]),
    ).toEqual({ cpus: 3, memory: 2 * GiB, storage: TiB })
  })

  it('formats CPUs as counts and bytes 1024-based', () => {
    const [cpus, memory] = RESOURCES
    expect(cpus.format(1234)).toBe('1,234')
    expect(memory.format(1.5 * TiB)).toBe('1.5 TiB')
  })
})

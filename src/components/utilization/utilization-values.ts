import type { SystemMetricName, VirtualResourceCounts } from '~/api/__generated__/Api'
import { percentage } from '~/util/capacity'
import { formatNumber } from '~/util/metrics'
import { formatBytes } from '~/util/units'

export type ResourceKey = keyof VirtualResourceCounts

/** The three provisioned resources: their labels, metrics and units (bytes are 1024-based). */
export const RESOURCES: {
  key: ResourceKey
  label: string
  metric: SystemMetricName
  chartTitle: string
  format: (n: number) => string
}[] = [
  {
    key: 'cpus',
    label: 'CPUs',
    metric: 'cpus_provisioned',
    chartTitle: 'CPUs provisioned',
    format: (n) => formatNumber(n),
  },
  {
    key: 'memory',
    label: 'Memory',
    metric: 'ram_provisioned',
    chartTitle: 'Memory provisioned',
    format: formatBytes,
  },
  {
    key: 'storage',
    label: 'Storage',
    metric: 'virtual_disk_space_provisioned',
    chartTitle: 'Storage provisioned',
    format: formatBytes,
  },
]

/** `10%` of the total, whole percent; `—` when there is no total to measure against. */
export function formatShare(used: number, total: number): string {
  if (total === 0) return '—'
  return `${Math.round(percentage(used, total))}%`
}

/** The sum of several silos' counts (the fleet's provisioned total). */
export const sumCounts = (counts: VirtualResourceCounts[]): VirtualResourceCounts =>
  counts.reduce(
    (sum, c) => ({
      cpus: sum.cpus + c.cpus,
      memory: sum.memory + c.memory,
      storage: sum.storage + c.storage,
    }),
    { cpus: 0, memory: 0, storage: 0 },
  )

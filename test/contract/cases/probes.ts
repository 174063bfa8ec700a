import * as schema from '~/api/__generated__/validate'
import { SLED_IDS } from '~/mock-api/fixtures/hardware'
import type { Case } from './types'

const probes = '/experimental/v1/probes'

export const probeCases: Case[] = [
  {
    op: 'probeList',
    method: 'GET',
    path: `${probes}?project=web-prod&limit=10`,
    schema: schema.ProbeInfoResultsPage,
  },
  {
    op: 'probeCreate',
    method: 'POST',
    path: `${probes}?project=web-prod`,
    body: {
      name: 'uplink-check',
      description: 'from the second sled',
      sled: SLED_IDS[1],
      pool_selector: { type: 'explicit', pool: 'default' },
    },
    schema: schema.Probe,
    status: 201,
  },
  {
    op: 'probeView',
    method: 'GET',
    path: `${probes}/edge-probe?project=web-prod`,
    schema: schema.ProbeInfo,
  },
  {
    op: 'probeDelete',
    method: 'DELETE',
    path: `${probes}/edge-probe?project=web-prod`,
    schema: null,
  },
]

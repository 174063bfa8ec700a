import * as schema from '~/api/__generated__/validate'
import { WEB_1_ID } from '~/mock-api/fixtures/instances'
import type { Case } from './types'

const hourAgo = '2026-01-01T09:00:00.000Z'
const now = '2026-01-01T10:00:00.000Z'
const window = `start_time=${hourAgo}&end_time=${now}`

export const metricsCases: Case[] = [
  {
    op: 'timeseriesQuery',
    method: 'POST',
    path: '/v1/timeseries/query?project=web-prod',
    body: {
      query:
        'get virtual_machine:vcpu_usage | filter timestamp >= @2026-01-01T09:00:00.000 && ' +
        `timestamp < @2026-01-01T10:00:00.000 && instance_id == "${WEB_1_ID}" && state == "run"` +
        ' | align mean_within(60s) | group_by [instance_id], sum',
    },
    schema: schema.OxqlQueryResult,
  },
  {
    op: 'systemTimeseriesQuery',
    method: 'POST',
    path: '/v1/system/timeseries/query',
    body: {
      query:
        'get instance_network_interface:packets_dropped | filter timestamp >= ' +
        '@2026-01-01T09:00:00.000 && timestamp < @2026-01-01T10:00:00.000 | ' +
        'align mean_within(300s) | group_by [project_id], sum',
    },
    schema: schema.OxqlQueryResult,
  },
  {
    op: 'systemTimeseriesSchemaList',
    method: 'GET',
    path: '/v1/system/timeseries/schemas?limit=100',
    schema: schema.TimeseriesSchemaResultsPage,
  },
  {
    op: 'siloMetric',
    method: 'GET',
    path: `/v1/metrics/cpus_provisioned?${window}&limit=100`,
    schema: schema.MeasurementResultsPage,
  },
  {
    op: 'systemMetric',
    method: 'GET',
    path: `/v1/system/metrics/ram_provisioned?${window}&silo=acme`,
    schema: schema.MeasurementResultsPage,
  },
]

import { describe, expect, it } from 'vitest'
import { makeHandlers } from '~/api/__generated__/msw-handlers'
import { namedHandlers, snakeOperationId } from './audit-log'
import { mswHandlers } from './handlers'

describe('audit log recording', () => {
  it('names operations as the API document does', () => {
    expect(snakeOperationId('projectCreate')).toBe('project_create')
    expect(snakeOperationId('networkingBgpConfigCreate')).toBe('networking_bgp_config_create')
  })

  it('names every generated route with its operation', () => {
    const names = namedHandlers(makeHandlers, mswHandlers)
    const byRoute = new Map(
      [...names].map(([h, op]) => [`${h.info.method} ${String(h.info.path)}`, op]),
    )
    expect(byRoute.get('POST /v1/projects')).toBe('projectCreate')
    expect(byRoute.get('GET /v1/system/audit-log')).toBe('auditLogList')
    expect(byRoute.get('PUT /v1/system/update/recovery-finish')).toBe('systemUpdateRecoveryFinish')
    expect(new Set(names.values()).size).toBe(names.size)
  })
})

import { describe, expect, it, vi } from 'vitest'
import type { ErrorResult } from './__generated__/http-client'
import { logApiError, processApiError, resourceFromOperation } from './errors'

const errorResult = (
  status: number,
  data: { message: string; errorCode?: string; requestId?: string },
): ErrorResult => ({
  type: 'error',
  response: new Response(null, { status }),
  data: { requestId: 'req-1', ...data },
})

describe('processApiError', () => {
  it('403 is "Action not authorized"', () => {
    const e = processApiError(
      'projectCreate',
      errorResult(403, { errorCode: 'Forbidden', message: 'Forbidden' }),
    )
    expect(e.message).toBe('Action not authorized')
    expect(e.statusCode).toBe(403)
  })

  it('ObjectNotFound is the server message capitalised', () => {
    const e = processApiError(
      'projectView',
      errorResult(404, {
        errorCode: 'ObjectNotFound',
        message: 'not found: project with name "x"',
      }),
    )
    expect(e.message).toBe('Not found: project with name "x"')
  })

  it('ObjectAlreadyExists names the resource from the message', () => {
    const e = processApiError(
      'currentUserSshKeyCreate',
      errorResult(400, {
        errorCode: 'ObjectAlreadyExists',
        message: 'already exists: ssh-key "k"',
      }),
    )
    expect(e.message).toBe('Ssh key name already exists')
  })

  it('ObjectAlreadyExists falls back to the operation name', () => {
    const e = processApiError(
      'projectCreate',
      errorResult(400, { errorCode: 'ObjectAlreadyExists', message: 'duplicate' }),
    )
    expect(e.message).toBe('Project name already exists')
  })

  it('JSON parse errors give the reason without line and column', () => {
    const e = processApiError(
      'projectCreate',
      errorResult(400, {
        errorCode: 'InvalidRequest',
        message: 'unable to parse JSON body: missing field `name` at line 1 column 17',
      }),
    )
    expect(e.message).toBe('Missing field `name`')
  })

  it('any other error is the capitalised server message', () => {
    const e = processApiError(
      'instanceStop',
      errorResult(400, { message: 'instance is not running' }),
    )
    expect(e.message).toBe('Instance is not running')
  })

  it('an error without a message is "Unknown server error"', () => {
    const e = processApiError('instanceStop', errorResult(500, { message: '' }))
    expect(e.message).toBe('Unknown server error')
  })

  it('an unreadable response is "Error reading API response"', () => {
    const e = processApiError('projectList', {
      type: 'client_error',
      response: new Response('<html>', { status: 502 }),
      error: new SyntaxError('Unexpected token <'),
      text: '<html>',
    })
    expect(e.message).toBe('Error reading API response')
  })

  it('keeps code, status and request id', () => {
    const e = processApiError(
      'projectList',
      errorResult(500, { errorCode: 'Internal', message: 'boom', requestId: 'abc' }),
    )
    expect(e).toEqual({ message: 'Boom', errorCode: 'Internal', statusCode: 500, requestId: 'abc' })
  })
})

describe('resourceFromOperation', () => {
  it.each([
    ['projectCreate', 'Project'],
    ['vpcSubnetCreate', 'Vpc subnet'],
    ['currentUserSshKeyCreate', 'Ssh key'],
    ['floatingIpUpdate', 'Floating ip'],
  ])('%s -> %s', (op, resource) => expect(resourceFromOperation(op)).toBe(resource))
})

describe('logApiError', () => {
  it('logs message, code, status and request id', () => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => {})
    logApiError('projectList', { message: 'Boom', errorCode: 'X', statusCode: 500, requestId: 'r' })
    expect(spy).toHaveBeenCalledWith('API error in projectList: Boom', {
      errorCode: 'X',
      statusCode: 500,
      requestId: 'r',
    })
    spy.mockRestore()
  })
})

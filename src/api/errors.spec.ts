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

  it.each([
    [
      'ObjectNotFound is the server message capitalised',
      'projectView',
      404,
      { errorCode: 'ObjectNotFound', message: 'not found: project with name "x"' },
      'Not found: project with name "x"',
    ],
    [
      'ObjectAlreadyExists names the resource from the message',
      'currentUserSshKeyCreate',
      400,
      { errorCode: 'ObjectAlreadyExists', message: 'already exists: ssh-key "k"' },
      'Ssh key name already exists',
    ],
    [
      'ObjectAlreadyExists falls back to the operation name',
      'projectCreate',
      400,
      { errorCode: 'ObjectAlreadyExists', message: 'duplicate' },
      'Project name already exists',
    ],
    [
      'JSON parse errors give the reason without line and column',
      'projectCreate',
      400,
      {
        errorCode: 'InvalidRequest',
        message: 'unable to parse JSON body: missing field `name` at line 1 column 17',
      },
      'Missing field `name`',
    ],
    [
      'any other error is the capitalised server message',
      'instanceStop',
      400,
      { message: 'instance is not running' },
      'Instance is not running',
    ],
    [
      'an error without a message is "Unknown server error"',
      'instanceStop',
      500,
      { message: '' },
      'Unknown server error',
    ],
  ] as const)('%s', (_, operationId, status, data, message) => {
    expect(processApiError(operationId, errorResult(status, data)).message).toBe(message)
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

import { describe, expect, it } from 'vitest'
import { cliText, curlText, httpText, wireRequest } from '~/api/request-text'
import { repositoryUploadRequest, trustRootCreateRequest } from './update-requests'

describe('the update forms’ calls', () => {
  it('uploads a repository: the file name as the query, the zip by its variable', () => {
    const file = new File(['PK secret bytes'], 'oxide-17.0.0.zip')
    const request = repositoryUploadRequest(file)
    if (!request) throw new Error('a chosen file makes a call')
    const wire = wireRequest(request)
    expect(httpText(wire)).toBe(
      'PUT /v1/system/update/repositories?file_name=oxide-17.0.0.zip\n' +
        'content-type: application/octet-stream\n\n<the bytes of $REPO_FILE>',
    )
    expect(curlText(wire)).toBe(
      [
        'curl -X PUT "$OXIDE_HOST/v1/system/update/repositories?file_name=oxide-17.0.0.zip"',
        '-H "Authorization: Bearer $OXIDE_TOKEN"',
        '-H "Content-Type: application/octet-stream"',
        '--data-binary "@$REPO_FILE"',
      ].join(' \\\n  '),
    )
    expect(httpText(wire) + curlText(wire)).not.toContain('secret')
    // no CLI words the console is sure of: HTTP and curl only
    expect(cliText(request, wire)).toBeUndefined()
  })

  it('has no call before a file is chosen', () => {
    expect(repositoryUploadRequest(null)).toBeUndefined()
  })

  it('adds a trust root: its root.json by its variable', () => {
    const request = trustRootCreateRequest()
    const wire = wireRequest(request)
    expect(httpText(wire)).toBe(
      'POST /v1/system/update/trust-roots\ncontent-type: application/json\n\n' +
        '<the bytes of $TRUST_ROOT_FILE>',
    )
    expect(curlText(wire)).toContain('-H "Content-Type: application/json"')
    expect(curlText(wire)).toContain('--data-binary "@$TRUST_ROOT_FILE"')
    expect(cliText(request, wire)).toBeUndefined()
  })
})

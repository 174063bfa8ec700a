import { describe, expect, it } from 'vitest'
import { cliText, curlText, httpText, shellQuote, wireRequest } from '~/api/request-text'
import { panelRequests, SECRETS } from './form-panel-samples'

const panel = (name: string) => {
  const request = panelRequests.find(([n]) => n === name)?.[1]
  if (!request) throw new Error(name)
  const wire = wireRequest(request)
  const cli = cliText(request, wire)
  return { cli, all: [cli?.command, cli?.bodyFile, httpText(wire), curlText(wire)].join('\n') }
}

describe('the forms’ Equivalent CLI / API panels', () => {
  it.each(panelRequests.map(([name]) => name))('%s never shows a secret', (name) => {
    const { all } = panel(name)
    for (const secret of Object.values(SECRETS)) expect(all).not.toContain(secret)
  })

  it('a certificate: its chain and key as file placeholders', () => {
    expect(panel('Add certificate').cli?.command).toBe(
      'oxide certificate create --name api-cert --description \'\' --service external_api --cert "$CERT_FILE" --key "$KEY_FILE"',
    )
  })

  it('a webhook receiver: each secret as a numbered placeholder', () => {
    const { cli } = panel('Create webhook receiver')
    expect(cli?.command).toBe('oxide alert receiver webhook create --json-body body.json')
    expect(JSON.parse(cli?.bodyFile ?? '{}')).toEqual({
      name: 'pager',
      description: '',
      endpoint: 'https://hooks.example.com/oxide',
      secrets: ['$WEBHOOK_SECRET_1'],
      subscriptions: ['instance.*'],
    })
  })

  it('the allow list, a support bundle, a subnet pool member', () => {
    expect(panel('Edit IP allow list').cli).toEqual({
      command: 'oxide system networking allow-list update --json-body body.json',
      bodyFile: JSON.stringify(
        { allowed_ips: { allow: 'list', ips: ['10.0.0.0/8', '192.0.2.1/32'] } },
        null,
        2,
      ),
    })
    expect(panel('Create support bundle').cli?.command).toBe(
      "oxide bundle create --user-comment 'Disk faults on sled 3'",
    )
    // the CLI has no command for a bundle's comment: the panel shows the HTTP call
    expect(panel('Edit support bundle comment').cli).toBeUndefined()
    expect(panel('Edit support bundle comment').all).toContain(
      'PUT /v1/system/support-bundles/2a7c3f00-0000-4000-8000-000000000001',
    )
    expect(panel('Add subnet pool member').cli?.command).toBe(
      'oxide subnet-pool member add --pool customer --subnet 203.0.113.0/24 --min-prefix-length 28',
    )
  })

  it('an image upload: its last call, from the snapshot the upload makes', () => {
    const { cli } = panel('Upload image')
    expect(cli?.command).toBe('oxide image create --project web-prod --json-body body.json')
    expect(JSON.parse(cli?.bodyFile ?? '{}').source).toEqual({
      type: 'snapshot',
      id: '$SNAPSHOT_ID',
    })
  })

  it('quotes a placeholder as a shell variable, and anything else as a literal', () => {
    expect(shellQuote('$KEY_FILE')).toBe('"$KEY_FILE"')
    expect(shellQuote('$(rm -rf /)')).toBe("'$(rm -rf /)'")
    expect(shellQuote('$lower')).toBe("'$lower'")
    expect(shellQuote('web-1')).toBe('web-1')
  })
})

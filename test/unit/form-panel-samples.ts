import type { ApiRequest } from '~/api/client'
import { emptyImageUpload, imageUploadRequest } from '~/pages/project/images/image-upload-values'
import {
  certificateCreateRequest,
  emptyCertificate,
} from '~/pages/silo/certificates/certificate-values'
import { webhookCreateRequest } from '~/pages/system/alerts/webhook-values'
import { allowListUpdateRequest } from '~/pages/system/allow-list/allow-list-values'
import { subnetPoolMemberAddRequest } from '~/pages/system/subnet-pools/subnet-pool-values'
import {
  supportBundleCreateRequest,
  supportBundleUpdateRequest,
} from '~/pages/system/support-bundles/bundle-requests'

/** Secrets a person could type into the forms below: their panels must never show them. */
export const SECRETS = {
  key: '-----BEGIN PRIVATE KEY-----\nMIIEvQIBADANBgkqhkiG9w0BAQEFAASC\n-----END PRIVATE KEY-----',
  cert: '-----BEGIN CERTIFICATE-----\nMIIDdzCCAl+gAwIBAgIE\n-----END CERTIFICATE-----',
  webhook: 'hunter2-webhook-secret',
}

/**
 * The forms whose panels were added with the placeholders, and each one's
 * call as the panel shows it (form-panels.spec.ts).
 */
export const panelRequests: [string, ApiRequest][] = [
  [
    'Add certificate',
    certificateCreateRequest({
      ...emptyCertificate,
      name: 'api-cert',
      description: '',
      cert: SECRETS.cert,
      key: SECRETS.key,
    }),
  ],
  [
    'Create webhook receiver',
    webhookCreateRequest({
      name: 'pager',
      description: '',
      endpoint: 'https://hooks.example.com/oxide',
      secrets: [{ value: SECRETS.webhook }],
      subscriptions: ['instance.*'],
    }),
  ],
  ['Edit IP allow list', allowListUpdateRequest({ mode: 'list', ips: '10.0.0.0/8\n192.0.2.1/32' })],
  ['Create support bundle', supportBundleCreateRequest(' Disk faults on sled 3 ')],
  [
    'Edit support bundle comment',
    supportBundleUpdateRequest('', '2a7c3f00-0000-4000-8000-000000000001'),
  ],
  [
    'Add subnet pool member',
    subnetPoolMemberAddRequest(
      { subnet: '203.0.113.0/24', minPrefixLength: 28, maxPrefixLength: Number.NaN },
      'customer',
    ),
  ],
  [
    'Upload image',
    imageUploadRequest(
      { ...emptyImageUpload, name: 'alpine', os: 'alpine', version: '3.21' },
      'web-prod',
    ),
  ],
]

import { readFileSync } from 'node:fs'
import * as schema from '~/api/__generated__/validate'
import { SUPPORT_BUNDLE_ID } from '~/mock-api/fixtures/operator'
import type { Case } from './types'

/** The test certificates of `test/fixtures/certs` (made with OpenSSL, see its README). */
export const pem = (file: string) => readFileSync(`test/fixtures/certs/${file}`, 'utf8')

const bundle = `/v1/system/support-bundles/${SUPPORT_BUNDLE_ID}`

/** Certificates, support bundles and the allow list (downloads are flows: support-bundles.spec.ts). */
export const operatorCases: Case[] = [
  {
    op: 'certificateList',
    method: 'GET',
    path: '/v1/certificates',
    schema: schema.CertificateResultsPage,
  },
  {
    op: 'certificateCreate',
    method: 'POST',
    path: '/v1/certificates',
    body: {
      name: 'rack-api',
      description: '',
      service: 'external_api',
      cert: pem('valid.crt'),
      key: pem('valid.key'),
    },
    schema: schema.Certificate,
  },
  {
    op: 'certificateView',
    method: 'GET',
    path: '/v1/certificates/acme-external-api',
    schema: schema.Certificate,
  },
  {
    op: 'certificateDelete',
    method: 'DELETE',
    path: '/v1/certificates/acme-external-api',
    schema: null,
  },
  {
    op: 'supportBundleList',
    method: 'GET',
    path: '/v1/system/support-bundles',
    schema: schema.SupportBundleInfoResultsPage,
  },
  {
    op: 'supportBundleCreate',
    method: 'POST',
    path: '/v1/system/support-bundles',
    body: { user_comment: 'disk latency on sled 3' },
    schema: schema.SupportBundleInfo,
  },
  { op: 'supportBundleView', method: 'GET', path: bundle, schema: schema.SupportBundleInfo },
  {
    op: 'supportBundleUpdate',
    method: 'PUT',
    path: bundle,
    body: { user_comment: 'sent to support' },
    schema: schema.SupportBundleInfo,
  },
  { op: 'supportBundleDelete', method: 'DELETE', path: bundle, schema: null },
  {
    op: 'networkingAllowListView',
    method: 'GET',
    path: '/v1/system/networking/allow-list',
    schema: schema.AllowList,
  },
  {
    op: 'networkingAllowListUpdate',
    method: 'PUT',
    path: '/v1/system/networking/allow-list',
    body: { allowed_ips: { allow: 'list', ips: ['127.0.0.0/8', '10.0.0.0/8'] } },
    schema: schema.AllowList,
  },
]

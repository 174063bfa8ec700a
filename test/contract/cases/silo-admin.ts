import * as schema from '~/api/__generated__/validate'
import { ACME_SCIM_TOKEN_ID } from '~/mock-api/fixtures/silo-admin'
import { BOB_ID } from '~/mock-api/fixtures/users'
import type { Case } from './types'

/** A silo admin's calls (alice, the default user, is acme's admin and a fleet admin). */
export const siloAdminCases: Case[] = [
  {
    op: 'userSessionList',
    method: 'GET',
    path: `/v1/users/${BOB_ID}/sessions`,
    schema: schema.ConsoleSessionResultsPage,
  },
  {
    op: 'userTokenList',
    method: 'GET',
    path: `/v1/users/${BOB_ID}/access-tokens`,
    schema: schema.DeviceAccessTokenResultsPage,
  },
  { op: 'userLogout', method: 'POST', path: `/v1/users/${BOB_ID}/logout`, schema: null },
  {
    op: 'scimTokenList',
    method: 'GET',
    path: '/v1/system/scim/tokens?silo=acme',
    schema: schema.ScimClientBearerToken.array(),
  },
  {
    op: 'scimTokenCreate',
    method: 'POST',
    path: '/v1/system/scim/tokens?silo=acme',
    schema: schema.ScimClientBearerTokenValue,
  },
  {
    op: 'scimTokenView',
    method: 'GET',
    path: `/v1/system/scim/tokens/${ACME_SCIM_TOKEN_ID}?silo=acme`,
    schema: schema.ScimClientBearerToken,
  },
  {
    op: 'scimTokenDelete',
    method: 'DELETE',
    path: `/v1/system/scim/tokens/${ACME_SCIM_TOKEN_ID}?silo=acme`,
    schema: null,
  },
  {
    op: 'authSettingsView',
    method: 'GET',
    path: '/v1/auth-settings',
    schema: schema.SiloAuthSettings,
  },
  {
    op: 'authSettingsUpdate',
    method: 'PUT',
    path: '/v1/auth-settings',
    body: { device_token_max_ttl_seconds: 3600 },
    schema: schema.SiloAuthSettings,
  },
  {
    op: 'userBuiltinList',
    method: 'GET',
    path: '/v1/system/users-builtin',
    schema: schema.UserBuiltinResultsPage,
  },
  {
    op: 'userBuiltinView',
    method: 'GET',
    path: '/v1/system/users-builtin/db-init',
    schema: schema.UserBuiltin,
  },
]

import * as schema from '~/api/__generated__/validate'
import { ALICE_CLI_TOKEN_ID, ALICE_ID, CAROL_ID, OPS_TEAM_ID } from '~/mock-api/fixtures/users'
import { encodeAssertion, encodeRelayState } from '~/mock-api/saml'
import type { Case } from './types'

const ED25519 =
  'ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIOxK7mL0b3n2qQ8vZr4yT6uJ1wE5sD9fA2hG7kP3cX0B me@host'

export const sessionCases: Case[] = [
  { op: 'ping', method: 'GET', path: '/v1/ping', schema: schema.Ping },
  { op: 'currentUserView', method: 'GET', path: '/v1/me', schema: schema.CurrentUser },
  {
    op: 'currentUserGroups',
    method: 'GET',
    path: '/v1/me/groups',
    schema: schema.GroupResultsPage,
  },
  {
    op: 'loginLocal',
    method: 'POST',
    path: '/v1/login/acme/local',
    body: { username: 'bob', password: 'oxide-mock' },
    schema: null,
  },
  {
    // the identity provider's form, posted back: 303 to the relay state's path
    op: 'loginSaml',
    method: 'POST',
    path: '/login/globex/saml/okta',
    body: new URLSearchParams({
      SAMLResponse: encodeAssertion({
        issuer: 'http://www.okta.com/exk1globex0oxide',
        subject: 'hank',
      }),
      RelayState: encodeRelayState('/projects'),
    }).toString(),
    schema: null,
  },
  { op: 'logout', method: 'POST', path: '/v1/logout', schema: null },
  {
    op: 'deviceAuthConfirm',
    method: 'POST',
    path: '/device/confirm',
    body: { user_code: 'ABCD-EFGH' },
    schema: null,
  },
  {
    op: 'currentUserAccessTokenList',
    method: 'GET',
    path: '/v1/me/access-tokens',
    schema: schema.DeviceAccessTokenResultsPage,
  },
  {
    op: 'currentUserAccessTokenDelete',
    method: 'DELETE',
    path: `/v1/me/access-tokens/${ALICE_CLI_TOKEN_ID}`,
    schema: null,
  },
  {
    op: 'currentUserSshKeyList',
    method: 'GET',
    path: '/v1/me/ssh-keys',
    schema: schema.SshKeyResultsPage,
  },
  {
    op: 'currentUserSshKeyCreate',
    method: 'POST',
    path: '/v1/me/ssh-keys',
    body: { name: 'new-key', description: 'a key', public_key: ED25519 },
    schema: schema.SshKey,
  },
  {
    op: 'currentUserSshKeyView',
    method: 'GET',
    path: '/v1/me/ssh-keys/alice-laptop',
    schema: schema.SshKey,
  },
  {
    op: 'currentUserSshKeyDelete',
    method: 'DELETE',
    path: '/v1/me/ssh-keys/alice-laptop',
    schema: null,
  },
]

export const projectCases: Case[] = [
  { op: 'projectList', method: 'GET', path: '/v1/projects', schema: schema.ProjectResultsPage },
  {
    op: 'projectCreate',
    method: 'POST',
    path: '/v1/projects',
    body: { name: 'new-project', description: 'made by the contract test' },
    schema: schema.Project,
  },
  { op: 'projectView', method: 'GET', path: '/v1/projects/web-prod', schema: schema.Project },
  {
    op: 'projectUpdate',
    method: 'PUT',
    path: '/v1/projects/staging',
    body: { description: 'renamed', name: 'staging-2' },
    schema: schema.Project,
  },
  { op: 'projectDelete', method: 'DELETE', path: '/v1/projects/empty-project', schema: null },
]

const assignment = (identity_id: string, role_name: string, identity_type = 'silo_user') => ({
  identity_id,
  identity_type,
  role_name,
})

export const policyCases: Case[] = [
  { op: 'policyView', method: 'GET', path: '/v1/policy', schema: schema.SiloRolePolicy },
  {
    op: 'policyUpdate',
    method: 'PUT',
    path: '/v1/policy',
    body: {
      role_assignments: [assignment(ALICE_ID, 'admin'), assignment(CAROL_ID, 'collaborator')],
    },
    schema: schema.SiloRolePolicy,
  },
  {
    op: 'projectPolicyView',
    method: 'GET',
    path: '/v1/projects/web-prod/policy',
    schema: schema.ProjectRolePolicy,
  },
  {
    op: 'projectPolicyUpdate',
    method: 'PUT',
    path: '/v1/projects/web-prod/policy',
    body: { role_assignments: [assignment(OPS_TEAM_ID, 'collaborator', 'silo_group')] },
    schema: schema.ProjectRolePolicy,
  },
  {
    op: 'systemPolicyView',
    method: 'GET',
    path: '/v1/system/policy',
    schema: schema.FleetRolePolicy,
  },
  {
    op: 'systemPolicyUpdate',
    method: 'PUT',
    path: '/v1/system/policy',
    body: { role_assignments: [assignment(ALICE_ID, 'admin'), assignment(CAROL_ID, 'viewer')] },
    schema: schema.FleetRolePolicy,
  },
  { op: 'userList', method: 'GET', path: '/v1/users', schema: schema.UserResultsPage },
  {
    op: 'userView',
    method: 'GET',
    path: `/v1/users/${CAROL_ID}`,
    schema: schema.User,
  },
  { op: 'groupList', method: 'GET', path: '/v1/groups', schema: schema.GroupResultsPage },
  { op: 'groupView', method: 'GET', path: `/v1/groups/${OPS_TEAM_ID}`, schema: schema.Group },
]

import { readFileSync } from 'node:fs'
import { type FormCase, textbox } from './form-case'

/** A test certificate and its key (test/fixtures/certs). */
const pem = (file: string) => readFileSync(`test/fixtures/certs/${file}`, 'utf8')

/** The silo's and the system's forms: what a person types, and what must stay. */
export const systemFormCases = {
  siloAuthSettingsEdit: {
    submit: 'Update auth settings',
    success: 'Auth settings updated',
    fill: async (form) => {
      await form.getByRole('spinbutton', { name: 'Device token maximum lifetime' }).fill('7200')
    },
    kept: [['Device token maximum lifetime', '7200', 'spinbutton']],
  },
  siloScimTokensNew: {
    submit: 'Create SCIM token',
    success: 'SCIM token created',
    // nothing to type: the silo is the signed-in user's
    fill: async () => {},
    kept: [['Silo', 'acme']],
  },
  systemSilosNew: {
    submit: 'Create silo',
    success: 'Silo created',
    fill: async (form) => {
      await textbox(form, /^Name/).fill('kept-silo')
      await textbox(form, 'Description').fill('still here')
      await textbox(form, 'Admin group name').fill('kept-admins')
      await form.getByRole('spinbutton', { name: 'CPUs' }).fill('16')
    },
    kept: [
      [/^Name/, 'kept-silo'],
      ['Description', 'still here'],
      ['Admin group name', 'kept-admins'],
      ['CPUs', '16', 'spinbutton'],
    ],
  },
  systemSiloIdpsNew: {
    submit: 'Create provider',
    success: 'Identity provider created',
    fill: async (form) => {
      await textbox(form, /^Name/).fill('kept-idp')
      await textbox(form, 'Description').fill('still here')
      await textbox(form, /^Metadata URL/).fill('https://idp.example/metadata')
      await textbox(form, /^IdP entity ID/).fill('https://idp.example/entity')
      await textbox(form, /^SP client ID/).fill('kept-client')
      await textbox(form, /^SLO URL/).fill('https://idp.example/slo')
      await textbox(form, /^Technical contact email/).fill('ops@globex.example')
    },
    kept: [
      [/^Name/, 'kept-idp'],
      ['Description', 'still here'],
      [/^Metadata URL/, 'https://idp.example/metadata'],
      [/^IdP entity ID/, 'https://idp.example/entity'],
      [/^SP client ID/, 'kept-client'],
      [/^SLO URL/, 'https://idp.example/slo'],
      [/^Technical contact email/, 'ops@globex.example'],
    ],
  },
  systemIpPoolsNew: {
    submit: 'Create IP pool',
    success: 'IP pool created',
    fill: async (form) => {
      await textbox(form, /^Name/).fill('kept-pool')
      await textbox(form, 'Description').fill('still here')
      await form.getByRole('combobox', { name: 'IP version' }).selectOption('v6')
    },
    kept: [
      [/^Name/, 'kept-pool'],
      ['Description', 'still here'],
      ['IP version', 'v6', 'combobox'],
    ],
  },
  systemIpPoolEdit: {
    submit: 'Update IP pool',
    success: 'IP pool updated',
    fill: async (form) => {
      await textbox(form, 'Description').fill('edited, still here')
    },
    kept: [
      [/^Name/, 'default'],
      ['Description', 'edited, still here'],
    ],
  },
  systemIpPoolRangesAdd: {
    submit: 'Add IP range',
    success: 'IP range added',
    fill: async (form) => {
      await textbox(form, /^First/).fill('203.0.113.10')
      await textbox(form, /^Last/).fill('203.0.113.20')
    },
    kept: [
      [/^First/, '203.0.113.10'],
      [/^Last/, '203.0.113.20'],
    ],
  },
  // subnet pools
  systemSubnetPoolsNew: {
    submit: 'Create subnet pool',
    success: 'Subnet pool created',
    fill: async (form) => {
      await textbox(form, /^Name/).fill('kept-subnet-pool')
      await textbox(form, 'Description').fill('still here')
      await form.getByRole('combobox', { name: 'IP version' }).selectOption('v6')
    },
    kept: [
      [/^Name/, 'kept-subnet-pool'],
      ['Description', 'still here'],
      ['IP version', 'v6', 'combobox'],
    ],
  },
  systemSubnetPoolEdit: {
    submit: 'Update subnet pool',
    success: 'Subnet pool updated',
    fill: async (form) => {
      await textbox(form, 'Description').fill('edited, still here')
    },
    kept: [
      [/^Name/, 'customer-subnets'],
      ['Description', 'edited, still here'],
    ],
  },
  systemSubnetPoolMembersAdd: {
    submit: 'Add subnet',
    success: 'Subnet added',
    fill: async (form) => {
      await textbox(form, /^Subnet/).fill('198.51.100.0/24')
      await form.getByRole('spinbutton', { name: 'Minimum prefix length' }).fill('26')
    },
    kept: [
      [/^Subnet/, '198.51.100.0/24'],
      ['Minimum prefix length', '26', 'spinbutton'],
    ],
  },
  // alerts and webhooks
  systemAlertReceiversNew: {
    submit: 'Create webhook receiver',
    success: 'Webhook receiver created',
    fill: async (form) => {
      await textbox(form, /^Name/).fill('kept-hook')
      await textbox(form, 'Description').fill('still here')
      await textbox(form, /^Endpoint/).fill('https://hooks.example.com/kept')
    },
    kept: [
      [/^Name/, 'kept-hook'],
      ['Description', 'still here'],
      [/^Endpoint/, 'https://hooks.example.com/kept'],
    ],
  },
  systemAlertReceiverEdit: {
    submit: 'Update webhook receiver',
    success: 'Webhook receiver updated',
    fill: async (form) => {
      await textbox(form, 'Description').fill('edited, still here')
    },
    kept: [
      [/^Name/, 'ops-pager'],
      ['Description', 'edited, still here'],
    ],
  },
  // operator areas: certificates, support bundles
  certificatesNew: {
    submit: 'Add certificate',
    success: 'Certificate added',
    fill: async (form) => {
      await textbox(form, /^Name/).fill('kept-cert')
      await textbox(form, 'Description').fill('still here')
      await textbox(form, /^Certificate/).fill(pem('valid.crt'))
      await textbox(form, /^Private key/).fill(pem('valid.key'))
    },
    kept: [
      [/^Name/, 'kept-cert'],
      ['Description', 'still here'],
      [/^Private key/, pem('valid.key')],
    ],
  },
  systemSupportBundlesNew: {
    submit: 'Create support bundle',
    success: 'Support bundle requested',
    fill: async (form) => {
      await textbox(form, /^Reason/).fill('kept reason')
    },
    kept: [[/^Reason/, 'kept reason']],
  },
  systemSupportBundleEdit: {
    submit: 'Save comment',
    success: 'Comment saved',
    fill: async (form) => {
      await textbox(form, 'Comment').fill('edited, still here')
    },
    kept: [['Comment', 'edited, still here']],
  },
  systemBgpConfigEdit: {
    submit: 'Save changes',
    success: 'BGP configuration updated',
    fill: async (form) => {
      await textbox(form, 'Description').fill('edited, still here')
      await form.getByRole('spinbutton', { name: 'Max paths' }).fill('4')
    },
    kept: [
      ['Description', 'edited, still here'],
      ['Max paths', '4', 'spinbutton'],
    ],
  },
  systemUninitializedSledsAdd: {
    submit: 'Add to rack',
    success: 'Adding sleds to the rack',
    fill: async (form) => {
      await form.getByRole('checkbox', { name: /BRM42200004/ }).check()
    },
    // the one rack is picked by itself
    kept: [['Rack', '4ac10000-8e2b-4d6f-9a1c-3b5d7f9e0001', 'combobox']],
  },
  systemUpdateReposUpload: {
    submit: 'Upload',
    success: 'Repository uploaded',
    fill: async (form) => {
      await form.getByLabel(/^Repository file/).setInputFiles({
        name: 'oxide-17.2.0.zip',
        mimeType: 'application/zip',
        buffer: Buffer.from([0x50, 0x4b, 0x03, 0x04, ...new Array(256).fill(7)]),
      })
    },
    kept: [],
  },
  systemUpdateTrustRootsNew: {
    submit: 'Add trust root',
    success: 'Trust root added',
    fill: async (form) => {
      await form.getByLabel('Choose root role file').setInputFiles({
        name: 'root.json',
        mimeType: 'application/json',
        buffer: Buffer.from(
          JSON.stringify({ signed: { _type: 'root', version: 2 }, signatures: [] }),
        ),
      })
    },
    kept: [],
  },
} satisfies Record<string, FormCase>

import { SLED_IDS } from '../../src/mock-api/fixtures/hardware'
import { type FormCase, textbox } from './form-case'
import { pickOption } from './helpers'

/** The project's forms (and the user's SSH keys): what a person types, and what must stay. */
export const projectFormCases = {
  projectsNew: {
    submit: 'Create project',
    success: 'Project created',
    fill: async (form) => {
      await form.getByRole('textbox', { name: 'Name' }).fill('kept-project')
      await form.getByRole('textbox', { name: 'Description' }).fill('still here')
    },
    kept: [
      ['Name', 'kept-project'],
      ['Description', 'still here'],
    ],
  },
  projectEdit: {
    submit: 'Update project',
    success: 'Project updated',
    fill: async (form) => {
      await textbox(form, 'Description').fill('edited, still here')
    },
    kept: [
      [/^Name/, 'web-prod'],
      ['Description', 'edited, still here'],
    ],
  },
  sshKeysNew: {
    submit: 'Add SSH key',
    success: 'SSH key added',
    fill: async (form) => {
      await form.getByRole('textbox', { name: /^Name/ }).fill('kept-key')
      await form
        .getByRole('textbox', { name: /^Public key/ })
        .fill(
          'ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIOMqqnkVzrm0SdG6UOoqKLsabgH5C9okWi0dh2l9GKJl kept',
        )
    },
    kept: [[/^Name/, 'kept-key']],
  },
  instancesNew: {
    submit: 'Create instance',
    success: 'Instance created',
    fill: async (form) => {
      await textbox(form, /^Name/).fill('kept-instance')
      await textbox(form, 'Description').fill('still here')
      await pickOption(form, /^Image(?! source)/, 'ubuntu-24-04 (ubuntu 24.04 LTS, 4 GiB)')
      await textbox(form, 'Hostname').fill('kept-host')
    },
    kept: [
      [/^Name/, 'kept-instance'],
      ['Description', 'still here'],
      ['Hostname', 'kept-host'],
    ],
  },
  disksNew: {
    submit: 'Create disk',
    success: 'Disk created',
    fill: async (form) => {
      await textbox(form, /^Name/).fill('kept-disk')
      await textbox(form, 'Description').fill('still here')
      await form.getByRole('spinbutton', { name: 'Size' }).fill('16')
    },
    kept: [
      [/^Name/, 'kept-disk'],
      ['Description', 'still here'],
      ['Size', '16', 'spinbutton'],
    ],
  },
  snapshotsNew: {
    submit: 'Create snapshot',
    success: 'Snapshot created',
    fill: async (form) => {
      await textbox(form, /^Name/).fill('kept-snapshot')
      await textbox(form, 'Description').fill('still here')
      await pickOption(form, /^Disk/, 'db-data')
    },
    kept: [
      [/^Name/, 'kept-snapshot'],
      ['Description', 'still here'],
      [/^Disk/, 'db-data', 'combobox'],
    ],
  },
  snapshotImagesNew: {
    submit: 'Create image',
    success: 'Image created',
    fill: async (form) => {
      await textbox(form, /^Name/).fill('kept-image')
      await textbox(form, 'Description').fill('still here')
      await textbox(form, /^OS/).fill('debian')
      await textbox(form, /^Version/).fill('12.8')
    },
    kept: [
      [/^Name/, 'kept-image'],
      ['Description', 'still here'],
      [/^OS/, 'debian'],
      [/^Version/, '12.8'],
    ],
  },
  projectImagesNew: {
    submit: 'Upload image',
    success: 'Image uploaded',
    fill: async (form) => {
      await textbox(form, /^Name/).fill('kept-upload')
      await textbox(form, 'Description').fill('still here')
      await textbox(form, /^OS/).fill('alpine')
      await textbox(form, /^Version/).fill('3.21')
      await form.getByLabel(/^Image file/).setInputFiles({
        name: 'kept.raw',
        mimeType: 'application/octet-stream',
        buffer: Buffer.alloc(1024 * 1024, 'oxide disk image '),
      })
    },
    kept: [
      [/^Name/, 'kept-upload'],
      ['Description', 'still here'],
      [/^OS/, 'alpine'],
      [/^Version/, '3.21'],
    ],
  },
  affinityNew: {
    submit: 'Create anti-affinity group',
    success: 'Anti-affinity group created',
    fill: async (form) => {
      await textbox(form, /^Name/).fill('kept-group')
      await textbox(form, 'Description').fill('still here')
    },
    kept: [
      [/^Name/, 'kept-group'],
      ['Description', 'still here'],
    ],
  },
  antiAffinityGroupEdit: {
    submit: 'Update anti-affinity group',
    success: 'Anti-affinity group updated',
    fill: async (form) => {
      await textbox(form, 'Description').fill('edited, still here')
    },
    kept: [
      [/^Name/, 'web-spread'],
      ['Description', 'edited, still here'],
    ],
  },
  affinityGroupsNew: {
    submit: 'Create affinity group',
    success: 'Affinity group created',
    fill: async (form) => {
      await textbox(form, /^Name/).fill('kept-group')
      await textbox(form, 'Description').fill('still here')
    },
    kept: [
      [/^Name/, 'kept-group'],
      ['Description', 'still here'],
    ],
  },
  affinityGroupEdit: {
    submit: 'Update affinity group',
    success: 'Affinity group updated',
    fill: async (form) => {
      await textbox(form, 'Description').fill('edited, still here')
    },
    kept: [
      [/^Name/, 'cache-near-web'],
      ['Description', 'edited, still here'],
    ],
  },
  vpcsNew: {
    submit: 'Create VPC',
    success: 'VPC created',
    fill: async (form) => {
      await form.getByRole('textbox', { name: /^Name/ }).fill('kept-vpc')
      await form.getByRole('textbox', { name: 'Description' }).fill('still here')
      await form.getByRole('textbox', { name: /^DNS name/ }).fill('keptvpc')
    },
    kept: [
      [/^Name/, 'kept-vpc'],
      ['Description', 'still here'],
      [/^DNS name/, 'keptvpc'],
    ],
  },
  vpcEdit: {
    submit: 'Update VPC',
    success: 'VPC updated',
    fill: async (form) => {
      await textbox(form, 'Description').fill('edited, still here')
      await textbox(form, /^DNS name/).fill('keptdns')
    },
    kept: [
      [/^Name/, 'default'],
      ['Description', 'edited, still here'],
      [/^DNS name/, 'keptdns'],
    ],
  },
  firewallRulesNew: {
    submit: 'Create rule',
    success: 'Firewall rule created',
    review: true,
    fill: async (form) => {
      await textbox(form, /^Name/).fill('kept-rule')
      await textbox(form, 'Description').fill('still here')
      await form.getByRole('spinbutton', { name: 'Priority' }).fill('150')
      const targets = form.getByRole('group', { name: 'Targets' })
      await targets.getByRole('combobox', { name: 'Target type' }).selectOption({ label: 'VPC' })
      await targets.getByLabel('Target value').fill('default')
      await targets.getByRole('button', { name: 'Add target' }).click()
    },
    kept: [
      [/^Name/, 'kept-rule'],
      ['Description', 'still here'],
      ['Priority', '150', 'spinbutton'],
    ],
  },
  // a clone: the same create form, filled from another rule
  firewallRuleClone: {
    submit: 'Create rule',
    success: 'Firewall rule created',
    review: true,
    fill: async (form) => {
      await textbox(form, /^Name/).fill('kept-clone')
      await form.getByRole('spinbutton', { name: 'Priority' }).fill('110')
    },
    kept: [
      [/^Name/, 'kept-clone'],
      ['Priority', '110', 'spinbutton'],
    ],
  },
  firewallRuleEdit: {
    submit: 'Update rule',
    success: 'Firewall rule updated',
    review: true,
    fill: async (form) => {
      await textbox(form, 'Description').fill('edited, still here')
      await form.getByRole('spinbutton', { name: 'Priority' }).fill('120')
    },
    kept: [
      [/^Name/, 'allow-https'],
      ['Description', 'edited, still here'],
      ['Priority', '120', 'spinbutton'],
    ],
  },
  vpcSubnetsNew: {
    submit: 'Create subnet',
    success: 'Subnet created',
    fill: async (form) => {
      await textbox(form, /^Name/).fill('kept-subnet')
      await textbox(form, 'Description').fill('still here')
      await textbox(form, /^IPv4 block/).fill('10.50.0.0/24')
    },
    kept: [
      [/^Name/, 'kept-subnet'],
      ['Description', 'still here'],
      [/^IPv4 block/, '10.50.0.0/24'],
    ],
  },
  vpcSubnetEdit: {
    submit: 'Update subnet',
    success: 'Subnet updated',
    fill: async (form) => {
      await textbox(form, 'Description').fill('edited, still here')
    },
    kept: [
      [/^Name/, 'default'],
      ['Description', 'edited, still here'],
    ],
  },
  vpcRoutersNew: {
    submit: 'Create router',
    success: 'Router created',
    fill: async (form) => {
      await textbox(form, /^Name/).fill('kept-router')
      await textbox(form, 'Description').fill('still here')
    },
    kept: [
      [/^Name/, 'kept-router'],
      ['Description', 'still here'],
    ],
  },
  vpcRouterEdit: {
    submit: 'Update router',
    success: 'Router updated',
    fill: async (form) => {
      await textbox(form, 'Description').fill('edited, still here')
    },
    kept: [
      [/^Name/, 'web-egress'],
      ['Description', 'edited, still here'],
    ],
  },
  vpcInternetGatewaysNew: {
    submit: 'Create internet gateway',
    success: 'Internet gateway created',
    fill: async (form) => {
      await textbox(form, /^Name/).fill('kept-gateway')
      await textbox(form, 'Description').fill('still here')
    },
    kept: [
      [/^Name/, 'kept-gateway'],
      ['Description', 'still here'],
    ],
  },
  vpcInternetGatewayPoolsAdd: {
    submit: 'Attach IP pool',
    success: 'IP pool attached',
    fill: async (form) => {
      await textbox(form, /^Name/).fill('kept-pool')
      await pickOption(form, /^IP pool/, 'ipv6-pool (v6)')
    },
    kept: [[/^Name/, 'kept-pool']],
  },
  vpcInternetGatewayAddressesAdd: {
    submit: 'Attach IP address',
    success: 'IP address attached',
    fill: async (form) => {
      await textbox(form, /^Name/).fill('kept-address')
      await textbox(form, /^Address/).fill('192.0.2.77')
    },
    kept: [
      [/^Name/, 'kept-address'],
      [/^Address/, '192.0.2.77'],
    ],
  },
  vpcRouterRoutesNew: {
    submit: 'Create route',
    success: 'Route created',
    fill: async (form) => {
      await textbox(form, /^Name/).fill('kept-route')
      await textbox(form, 'Description').fill('still here')
      await textbox(form, /^Destination network/).fill('192.168.0.0/16')
      await textbox(form, /^Target IP/).fill('172.30.0.99')
    },
    kept: [
      [/^Name/, 'kept-route'],
      ['Description', 'still here'],
      [/^Destination network/, '192.168.0.0/16'],
      [/^Target IP/, '172.30.0.99'],
    ],
  },
  vpcRouterRouteEdit: {
    submit: 'Update route',
    success: 'Route updated',
    review: true,
    fill: async (form) => {
      await textbox(form, 'Description').fill('edited, still here')
      await textbox(form, /^Target IP/).fill('172.30.4.11')
    },
    kept: [
      [/^Name/, 'office-vpn'],
      ['Description', 'edited, still here'],
      [/^Destination network/, '192.168.100.0/24'],
      [/^Target IP/, '172.30.4.11'],
    ],
  },
  floatingIpsNew: {
    submit: 'Create floating IP',
    success: 'Floating IP created',
    fill: async (form) => {
      await textbox(form, /^Name/).fill('kept-fip')
      await textbox(form, 'Description').fill('still here')
    },
    kept: [
      [/^Name/, 'kept-fip'],
      ['Description', 'still here'],
    ],
  },
  floatingIpEdit: {
    submit: 'Update floating IP',
    success: 'Floating IP updated',
    fill: async (form) => {
      await textbox(form, 'Description').fill('edited, still here')
    },
    kept: [
      [/^Name/, 'web-vip'],
      ['Description', 'edited, still here'],
    ],
  },
  // external subnets
  probesNew: {
    submit: 'Create probe',
    success: 'Probe created',
    fill: async (form) => {
      await textbox(form, /^Name/).fill('kept-probe')
      await textbox(form, 'Description').fill('still here')
      // the inventory's sleds to pick from, or (when a fault refused the list) an ID to type
      if (await form.getByRole('combobox', { name: /^Sled/ }).count()) {
        await pickOption(form, /^Sled/, 'BRM42200002', 'BRM42200002 (cubby 15)')
      } else {
        await textbox(form, /^Sled ID/).fill(SLED_IDS[1])
      }
    },
    kept: [
      [/^Name/, 'kept-probe'],
      ['Description', 'still here'],
      [/^Sled/, 'BRM42200002 (cubby 15)', 'combobox'],
    ],
  },
  externalSubnetsNew: {
    submit: 'Create external subnet',
    success: 'External subnet created',
    fill: async (form) => {
      await textbox(form, /^Name/).fill('kept-block')
      await textbox(form, 'Description').fill('still here')
      await form.getByRole('spinbutton', { name: /^Prefix length/ }).fill('29')
    },
    kept: [
      [/^Name/, 'kept-block'],
      ['Description', 'still here'],
      [/^Prefix length/, '29', 'spinbutton'],
    ],
  },
  externalSubnetEdit: {
    submit: 'Update external subnet',
    success: 'External subnet updated',
    fill: async (form) => {
      await textbox(form, 'Description').fill('edited, still here')
    },
    kept: [
      [/^Name/, 'spare-block'],
      ['Description', 'edited, still here'],
    ],
  },
} satisfies Record<string, FormCase>

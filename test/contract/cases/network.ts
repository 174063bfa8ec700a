import * as schema from '~/api/__generated__/validate'
import type { Case } from './types'

const P = 'project=web-prod'
const V = `${P}&vpc=default`

const vpcCases: Case[] = [
  { op: 'vpcList', method: 'GET', path: `/v1/vpcs?${P}`, schema: schema.VpcResultsPage },
  {
    op: 'vpcCreate',
    method: 'POST',
    path: `/v1/vpcs?${P}`,
    body: { name: 'vpc-new', description: '', dns_name: 'vpc-new' },
    schema: schema.Vpc,
  },
  { op: 'vpcView', method: 'GET', path: `/v1/vpcs/default?${P}`, schema: schema.Vpc },
  {
    op: 'vpcUpdate',
    method: 'PUT',
    path: `/v1/vpcs/backend?${P}`,
    body: { description: 'updated', name: 'backend-2' },
    schema: schema.Vpc,
  },
  // staging's VPC has no network interfaces, so it can go once its subnet has gone
  {
    op: 'vpcDelete',
    method: 'DELETE',
    path: '/v1/vpcs/default?project=staging',
    schema: null,
    setup: [['DELETE', '/v1/vpc-subnets/default?project=staging&vpc=default']],
  },
  {
    op: 'vpcFirewallRulesView',
    method: 'GET',
    path: `/v1/vpc-firewall-rules?${V}`,
    schema: schema.VpcFirewallRules,
  },
  {
    op: 'vpcFirewallRulesUpdate',
    method: 'PUT',
    path: `/v1/vpc-firewall-rules?${V}`,
    body: {
      rules: [
        {
          name: 'allow-ssh',
          description: '',
          action: 'allow',
          direction: 'inbound',
          priority: 10,
          status: 'enabled',
          targets: [{ type: 'vpc', value: 'default' }],
          filters: { ports: ['22'], protocols: [{ type: 'tcp' }] },
        },
      ],
    },
    schema: schema.VpcFirewallRules,
  },
  {
    op: 'vpcSubnetList',
    method: 'GET',
    path: `/v1/vpc-subnets?${V}`,
    schema: schema.VpcSubnetResultsPage,
  },
  {
    op: 'vpcSubnetCreate',
    method: 'POST',
    path: `/v1/vpc-subnets?${V}`,
    body: {
      name: 'subnet-new',
      description: '',
      ipv4_block: '10.1.0.0/24',
      custom_router: 'web-egress',
    },
    schema: schema.VpcSubnet,
  },
  {
    op: 'vpcSubnetView',
    method: 'GET',
    path: `/v1/vpc-subnets/frontend?${V}`,
    schema: schema.VpcSubnet,
  },
  {
    op: 'vpcSubnetUpdate',
    method: 'PUT',
    path: `/v1/vpc-subnets/frontend?${V}`,
    body: { description: 'updated', name: 'front' },
    schema: schema.VpcSubnet,
  },
  {
    op: 'vpcSubnetDelete',
    method: 'DELETE',
    path: `/v1/vpc-subnets/default?${P}&vpc=backend`,
    schema: null,
  },
  {
    op: 'vpcSubnetListNetworkInterfaces',
    method: 'GET',
    path: `/v1/vpc-subnets/frontend/network-interfaces?${V}`,
    schema: schema.InstanceNetworkInterfaceResultsPage,
  },
]

const R = `${V}&router=web-egress`

const routerCases: Case[] = [
  {
    op: 'vpcRouterList',
    method: 'GET',
    path: `/v1/vpc-routers?${V}`,
    schema: schema.VpcRouterResultsPage,
  },
  {
    op: 'vpcRouterCreate',
    method: 'POST',
    path: `/v1/vpc-routers?${V}`,
    body: { name: 'router-new', description: '' },
    schema: schema.VpcRouter,
  },
  {
    op: 'vpcRouterView',
    method: 'GET',
    path: `/v1/vpc-routers/system?${V}`,
    schema: schema.VpcRouter,
  },
  {
    op: 'vpcRouterUpdate',
    method: 'PUT',
    path: `/v1/vpc-routers/web-egress?${V}`,
    body: { description: 'updated' },
    schema: schema.VpcRouter,
  },
  {
    op: 'vpcRouterDelete',
    method: 'DELETE',
    path: `/v1/vpc-routers/spare?${V}`,
    setup: [['POST', `/v1/vpc-routers?${V}`, { name: 'spare', description: '' }]],
    schema: null,
  },
  {
    op: 'vpcRouterRouteList',
    method: 'GET',
    path: `/v1/vpc-router-routes?${V}&router=system`,
    schema: schema.RouterRouteResultsPage,
  },
  {
    op: 'vpcRouterRouteCreate',
    method: 'POST',
    path: `/v1/vpc-router-routes?${R}`,
    body: {
      name: 'route-new',
      description: '',
      destination: { type: 'ip_net', value: '10.0.0.0/8' },
      target: { type: 'drop' },
    },
    schema: schema.RouterRoute,
  },
  {
    op: 'vpcRouterRouteView',
    method: 'GET',
    path: `/v1/vpc-router-routes/egress-via-nat?${R}`,
    schema: schema.RouterRoute,
  },
  {
    op: 'vpcRouterRouteUpdate',
    method: 'PUT',
    path: `/v1/vpc-router-routes/egress-via-nat?${R}`,
    body: {
      description: 'updated',
      destination: { type: 'ip_net', value: '0.0.0.0/0' },
      target: { type: 'ip', value: '172.30.4.11' },
    },
    schema: schema.RouterRoute,
  },
  {
    op: 'vpcRouterRouteDelete',
    method: 'DELETE',
    path: `/v1/vpc-router-routes/office-vpn?${R}`,
    schema: null,
  },
]

const G = `${V}&gateway=default`

const gatewayCases: Case[] = [
  {
    op: 'internetGatewayList',
    method: 'GET',
    path: `/v1/internet-gateways?${V}`,
    schema: schema.InternetGatewayResultsPage,
  },
  {
    op: 'internetGatewayCreate',
    method: 'POST',
    path: `/v1/internet-gateways?${V}`,
    body: { name: 'igw-new', description: '' },
    schema: schema.InternetGateway,
  },
  {
    op: 'internetGatewayView',
    method: 'GET',
    path: `/v1/internet-gateways/default?${V}`,
    schema: schema.InternetGateway,
  },
  {
    op: 'internetGatewayDelete',
    method: 'DELETE',
    path: `/v1/internet-gateways/default?${V}&cascade=true`,
    schema: null,
  },
  {
    op: 'internetGatewayIpPoolList',
    method: 'GET',
    path: `/v1/internet-gateway-ip-pools?${G}`,
    schema: schema.InternetGatewayIpPoolResultsPage,
  },
  {
    op: 'internetGatewayIpPoolCreate',
    method: 'POST',
    path: `/v1/internet-gateway-ip-pools?${G}`,
    body: { name: 'v6', description: '', ip_pool: 'ipv6-pool' },
    schema: schema.InternetGatewayIpPool,
  },
  {
    op: 'internetGatewayIpPoolDelete',
    method: 'DELETE',
    path: `/v1/internet-gateway-ip-pools/default?${G}&cascade=true`,
    schema: null,
  },
  {
    op: 'internetGatewayIpAddressList',
    method: 'GET',
    path: `/v1/internet-gateway-ip-addresses?${G}`,
    schema: schema.InternetGatewayIpAddressResultsPage,
  },
  {
    op: 'internetGatewayIpAddressCreate',
    method: 'POST',
    path: `/v1/internet-gateway-ip-addresses?${G}`,
    body: { name: 'egress-2', description: '', address: '192.0.2.41' },
    schema: schema.InternetGatewayIpAddress,
  },
  {
    op: 'internetGatewayIpAddressDelete',
    method: 'DELETE',
    path: `/v1/internet-gateway-ip-addresses/egress-1?${G}`,
    schema: null,
  },
]

export const networkCases: Case[] = [...vpcCases, ...routerCases, ...gatewayCases]

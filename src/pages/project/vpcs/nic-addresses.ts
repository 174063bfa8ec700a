import type { PrivateIpConfig, PrivateIpStack } from '~/api/__generated__/Api'

/**
 * A network interface's private addresses: one, or both of a dual stack, IPv4
 * first. An instance's interface gives its stack, a probe's its config.
 */
export function nicAddresses(stack: PrivateIpStack | PrivateIpConfig): string[] {
  switch (stack.type) {
    case 'v4':
    case 'v6':
      return [stack.value.ip]
    case 'dual_stack':
      return [stack.value.v4.ip, stack.value.v6.ip]
  }
}

import type { PrivateIpStack } from '~/api/__generated__/Api'

/** A network interface's private addresses: IPv4 first, then IPv6. */
export function nicAddresses(stack: PrivateIpStack): string[] {
  switch (stack.type) {
    case 'v4':
    case 'v6':
      return [stack.value.ip]
    case 'dual_stack':
      return [stack.value.v4.ip, stack.value.v6.ip]
  }
}

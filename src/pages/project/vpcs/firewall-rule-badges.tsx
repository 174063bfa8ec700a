import type { VpcFirewallRule } from '~/api/__generated__/Api'
import { Badge } from '~/ui/badge'

/** A rule's action: allow in green, deny in red. */
export const RuleActionBadge = ({ rule }: { rule: VpcFirewallRule }) => (
  <Badge color={rule.action === 'allow' ? 'green' : 'red'}>{rule.action}</Badge>
)

/** A rule's status: enabled in green, disabled in gray. */
export const RuleStatusBadge = ({ rule }: { rule: VpcFirewallRule }) => (
  <Badge color={rule.status === 'enabled' ? 'green' : 'gray'}>{rule.status}</Badge>
)

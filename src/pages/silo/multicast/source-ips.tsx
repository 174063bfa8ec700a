import type { MulticastGroup } from '~/api/__generated__/Api'

/**
 * Where a group's traffic may come from: "Any" when a member takes any source,
 * then the sources members named.
 */
export function SourceIps({
  group,
}: {
  group: Pick<MulticastGroup, 'sourceIps' | 'hasAnySourceMember'>
}) {
  const parts = [...(group.hasAnySourceMember ? ['Any'] : []), ...group.sourceIps]
  if (parts.length === 0) return <span className="cell-secondary">—</span>
  return <span className="mono">{parts.join(', ')}</span>
}

import { Link } from 'react-router'
import { usePrefetchedQuery } from '~/api/query'
import { affinityKind, antiAffinityKind, type GroupKind } from '../affinity/group-kind'
import { policyLabel } from '../affinity/group-values'
import { instanceGroupsQuery } from './loaders'

type Selector = { project: string; instance: string }

/** The groups of one kind the instance belongs to, each a link to its group. */
function GroupsOfKind({ kind, project, instance }: Selector & { kind: GroupKind }) {
  const groups = usePrefetchedQuery(instanceGroupsQuery(kind.instanceListOp, { project, instance }))
    .data.items
  const titleId = `instance-${kind.param}-title`
  return (
    <section aria-labelledby={titleId}>
      <h2 className="section-title" id={titleId}>
        {kind.plural}
      </h2>
      {groups.length === 0 ? (
        <p className="field-help">
          Not in any {kind.noun}. <Link to={kind.paths.list({ project })}>{kind.plural}</Link> lists
          the project's groups; a stopped instance can be added to one there.
        </p>
      ) : (
        <ul className="cell-list compute-group-list" aria-label={kind.plural}>
          {groups.map((g) => (
            <li key={g.id}>
              <Link to={kind.paths.view({ project, group: g.name })}>{g.name}</Link>{' '}
              <span className="cell-secondary">
                (policy: {policyLabel(g.policy).toLowerCase()})
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}

/** The settings tab's last sections: the instance's anti-affinity and affinity groups. */
export function InstanceGroupsSections(selector: Selector) {
  return (
    <>
      <GroupsOfKind kind={antiAffinityKind} {...selector} />
      <GroupsOfKind kind={affinityKind} {...selector} />
    </>
  )
}

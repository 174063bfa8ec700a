import { Link } from 'react-router'
import { usePrefetchedAllPages } from '~/api/query'
import { paths } from '~/util/paths'
import { policyLabel } from '../affinity/anti-affinity-group-form-values'

type Selector = { project: string; instance: string }

/** The anti-affinity groups the instance belongs to, each a link to its group. */
export function InstanceAntiAffinitySection({ project, instance }: Selector) {
  const groups = usePrefetchedAllPages('instanceAntiAffinityGroupList', {
    path: { instance },
    query: { project },
  }).items
  return (
    <section aria-labelledby="instance-anti-affinity-title">
      <h2 className="section-title" id="instance-anti-affinity-title">
        Anti-affinity groups
      </h2>
      {groups.length === 0 ? (
        <p className="field-help">
          Not in any anti-affinity group.{' '}
          <Link to={paths.affinity({ project })}>Affinity Groups</Link> lists the project's groups;
          a stopped instance can be added to one there.
        </p>
      ) : (
        <ul className="cell-list compute-group-list" aria-label="Anti-affinity groups">
          {groups.map((g) => (
            <li key={g.id}>
              <Link to={paths.antiAffinityGroup({ project, antiAffinityGroup: g.name })}>
                {g.name}
              </Link>{' '}
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

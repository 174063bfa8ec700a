import type { AuditResource } from '~/util/audit-match'
import { PageHeader } from '../page-header'
import { TitledSection } from '../titled-section'
import { ActivityList } from './activity-list'

/**
 * The Activity of a resource that has no page with tabs (a disk, a floating
 * IP, an image, a project): its name, then the audit log's entries about it.
 */
export function ActivityPage({ name, about }: { name: string; about: AuditResource }) {
  return (
    <>
      <PageHeader title={name} />
      <TitledSection title="Activity">
        <ActivityList about={about} />
      </TitledSection>
    </>
  )
}

import { useMemo } from 'react'
import { useNavigate } from 'react-router'
import { useAllPages } from '~/api/query'
import { Combobox } from '~/ui/combobox'
import { paths } from '~/util/paths'

/**
 * The top bar's project search, loaded only when the user opens it: every project the
 * user can see (all pages), filtered as they type; picking one goes to it.
 */
export default function ProjectSwitcher({ onClose }: { onClose: () => void }) {
  const navigate = useNavigate()
  const projects = useAllPages('projectList', {})
  const options = useMemo(
    () => (projects.data?.items ?? []).map((p) => ({ value: p.name, label: p.name })),
    [projects.data],
  )
  return (
    <Combobox
      className="project-switcher"
      aria-label="Switch project"
      placeholder={projects.isPending ? 'Loading projects…' : 'Find a project'}
      options={options}
      value=""
      onChange={(project) => {
        if (!project) return
        onClose()
        navigate(paths.project({ project }))
      }}
      onOpenChange={(open) => {
        if (!open) onClose()
      }}
      autoFocus
      defaultOpen
    />
  )
}

import { useQuery } from '@tanstack/react-query'
import { Link, NavLink, useNavigate, useParams } from 'react-router'
import type { CurrentUser } from '~/api/__generated__/Api'
import { listQuery } from '~/api/query'
import { useSignOut } from '~/hooks/use-sign-out'
import { useIsFleetViewer } from '~/layouts/fleet-viewer'
import { DropdownMenu } from '~/ui/dropdown-menu'
import { paths } from '~/util/paths'

/** Switch between the projects the user can see, from any project page. */
function ProjectPicker({ current }: { current: string }) {
  const navigate = useNavigate()
  // the project layout prefetches it; read plainly so a failed list only leaves "All projects"
  const projects = useQuery(listQuery('projectList', {}))
  const items = (projects.data?.items ?? []).map((p) => ({
    label: p.name,
    onSelect: () => navigate(paths.project({ project: p.name })),
  }))
  return (
    <DropdownMenu
      label="Switch project"
      align="start"
      trigger={
        <>
          <span className="picker-label">Project</span>
          <span className="mono">{current}</span>
        </>
      }
      items={[...items, { label: 'All projects', onSelect: () => navigate(paths.projects()) }]}
    />
  )
}

export function TopBar({ me }: { me: CurrentUser }) {
  const navigate = useNavigate()
  const signOut = useSignOut()
  const isFleetViewer = useIsFleetViewer()
  const { project } = useParams()
  return (
    <header className="topbar">
      <Link to={paths.projects()} className="topbar-brand" aria-label="Oxide console home">
        <span className="topbar-brand-mark" aria-hidden />
        Oxide
      </Link>
      <nav className="topbar-pickers" aria-label="Context">
        <Link to={paths.projects()} className="topbar-link">
          <span className="picker-label">Silo</span>
          <span className="mono">{me.siloName}</span>
        </Link>
        {project && (
          <>
            <span className="topbar-sep" aria-hidden>
              /
            </span>
            <ProjectPicker current={project} />
          </>
        )}
      </nav>
      <span className="topbar-spacer" />
      {isFleetViewer && (
        <NavLink to={paths.system()} className="topbar-link">
          System
        </NavLink>
      )}
      <DropdownMenu
        label="User menu"
        trigger={<span>{me.displayName}</span>}
        items={[
          { label: 'Settings', onSelect: () => navigate(paths.settings()) },
          { label: 'Sign out', onSelect: signOut },
        ]}
      />
    </header>
  )
}

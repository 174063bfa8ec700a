import { Suspense, useEffect, useRef, useState } from 'react'
import { Link, NavLink, useNavigate, useParams } from 'react-router'
import type { CurrentUser } from '~/api/__generated__/Api'
import { useSignOut } from '~/hooks/use-sign-out'
import { useTimeZone } from '~/hooks/use-time-zone'
import { useIsFleetViewer } from '~/layouts/fleet-viewer'
import { DropdownMenu } from '~/ui/dropdown-menu'
import { lazyWithRetry } from '~/ui/lazy-with-retry'
import { paths } from '~/util/paths'
import { getTheme, setTheme, type Theme, themes } from '~/util/theme'
import { type TimeZone, timeZones } from '~/util/time'
import { setTimeZone } from '~/util/time-zone'
import { PaletteLauncher } from './palette/palette-launcher'

// the search and its combobox load on first use, not with the app's first page
const ProjectSwitcher = lazyWithRetry(() => import('./project-switcher'))

/** The project button of the top bar's pickers: opens the project search in its place. */
function ProjectButton({ current, onClick }: { current: string; onClick: () => void }) {
  return (
    <button
      type="button"
      className="menu-button project-button"
      // the name starts with what the button shows (WCAG 2.5.3), then says what it does
      aria-label={`Project ${current}, switch project`}
      aria-haspopup="listbox"
      onClick={onClick}
    >
      {/* the space makes the text "Project web-prod", which the name starts with */}
      <span className="picker-label">Project</span> <span className="mono">{current}</span>
    </button>
  )
}

const themeLabels: Record<Theme, string> = {
  system: 'System theme',
  light: 'Light theme',
  dark: 'Dark theme',
}

const timeZoneLabels: Record<TimeZone, string> = {
  local: 'Local time',
  utc: 'UTC',
}

export function TopBar({ me }: { me: CurrentUser }) {
  const navigate = useNavigate()
  const signOut = useSignOut()
  const isFleetViewer = useIsFleetViewer()
  const { project } = useParams()
  const [theme, setThemeState] = useState(getTheme)
  const timeZone = useTimeZone()
  // the project search shows in place of the pickers, opened from the project
  // button or, in a narrow window, from the folded context menu
  const [searching, setSearching] = useState(false)
  const headerRef = useRef<HTMLElement>(null)
  const searched = useRef(false)
  useEffect(() => {
    if (searching || !searched.current) return
    // closed, focus goes back to whichever opener shows at this width
    const openers = headerRef.current?.querySelectorAll<HTMLElement>(
      '.project-button, .topbar-context .menu-button',
    )
    ;[...(openers ?? [])].find((el) => el.checkVisibility())?.focus()
  }, [searching])
  const closeSearch = () => {
    searched.current = true
    setSearching(false)
  }
  const projectButton = project && (
    <ProjectButton current={project} onClick={() => setSearching(true)} />
  )
  const context = project ? `${me.siloName} / ${project}` : me.siloName
  return (
    <header className="topbar" ref={headerRef}>
      <Link to={paths.projects()} className="topbar-brand" aria-label="Oxide console home">
        <span className="topbar-brand-mark" aria-hidden />
        <span className="topbar-brand-name">Oxide</span>
      </Link>
      <nav className="topbar-pickers" aria-label="Context" data-searching={searching || undefined}>
        <Link to={paths.projects()} className="topbar-link">
          <span className="picker-label">Silo</span>
          <span className="mono">{me.siloName}</span>
        </Link>
        {project && (
          <>
            <span className="topbar-sep" aria-hidden>
              /
            </span>
            {searching ? (
              <Suspense fallback={projectButton}>
                <ProjectSwitcher onClose={closeSearch} />
              </Suspense>
            ) : (
              projectButton
            )}
          </>
        )}
      </nav>
      {/* in a narrow window (styles.css) the silo link and the project button fold into this one menu */}
      {!searching && (
        <DropdownMenu
          className="topbar-context"
          label={`${context}, silo and project menu`}
          trigger={<span className="mono">{context}</span>}
          align="start"
          items={[
            { label: `Silo ${me.siloName}`, onSelect: () => navigate(paths.projects()) },
            ...(project
              ? [
                  {
                    label: `Project ${project}`,
                    onSelect: () => navigate(paths.project({ project })),
                  },
                  { label: 'Switch project', onSelect: () => setSearching(true) },
                ]
              : []),
          ]}
        />
      )}
      <span className="topbar-spacer" />
      <PaletteLauncher isFleetViewer={isFleetViewer} />
      {isFleetViewer && (
        <NavLink to={paths.system()} className="topbar-link">
          System
        </NavLink>
      )}
      <DropdownMenu
        // the name starts with what the button shows, so voice control finds it (WCAG 2.5.3)
        label={`${me.displayName}, user menu`}
        trigger={<span>{me.displayName}</span>}
        items={[
          { label: 'Settings', onSelect: () => navigate(paths.settings()) },
          ...themes.map((t) => ({
            label: themeLabels[t],
            checked: theme === t,
            onSelect: () => {
              setTheme(t)
              setThemeState(t)
            },
          })),
          ...timeZones.map((z) => ({
            label: timeZoneLabels[z],
            checked: timeZone === z,
            onSelect: () => setTimeZone(z),
          })),
          { label: 'Sign out', onSelect: signOut },
        ]}
      />
    </header>
  )
}

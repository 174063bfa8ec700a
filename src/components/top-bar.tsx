import { lazy, Suspense, useEffect, useRef, useState } from 'react'
import { Link, NavLink, useNavigate, useParams } from 'react-router'
import type { CurrentUser } from '~/api/__generated__/Api'
import { useSignOut } from '~/hooks/use-sign-out'
import { useTimeZone } from '~/hooks/use-time-zone'
import { useIsFleetViewer } from '~/layouts/fleet-viewer'
import { DropdownMenu } from '~/ui/dropdown-menu'
import { paths } from '~/util/paths'
import { getTheme, setTheme, type Theme, themes } from '~/util/theme'
import { type TimeZone, timeZones } from '~/util/time'
import { setTimeZone } from '~/util/time-zone'
import { PaletteLauncher } from './palette/palette-launcher'

// the search and its combobox load on first use, not with the app's first page
const ProjectSwitcher = lazy(() => import('./project-switcher'))

/** Switch between the projects the user can see, from any project page. */
function ProjectPicker({ current }: { current: string }) {
  const [searching, setSearching] = useState(false)
  const buttonRef = useRef<HTMLButtonElement>(null)
  const closed = useRef(false)
  // closing the search gives focus back to the button that opened it
  useEffect(() => {
    if (!searching && closed.current) buttonRef.current?.focus()
  }, [searching])
  const close = () => {
    closed.current = true
    setSearching(false)
  }
  const button = (
    <button
      ref={buttonRef}
      type="button"
      className="menu-button"
      // the name starts with what the button shows (WCAG 2.5.3), then says what it does
      aria-label={`Project ${current}, switch project`}
      aria-haspopup="listbox"
      onClick={() => setSearching(true)}
    >
      {/* the space makes the text "Project web-prod", which the name starts with */}
      <span className="picker-label">Project</span> <span className="mono">{current}</span>
    </button>
  )
  if (!searching) return button
  return (
    <Suspense fallback={button}>
      <ProjectSwitcher onClose={close} />
    </Suspense>
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

import type { Tab } from '../route-tabs'

// A resource's activity comes from the audit log, which fleet viewers alone
// may read: its tab and its row menu item are there for them, and for no one else.

/** The Activity tab of a resource's page, for a fleet viewer; none for anyone else. */
export const activityTab = (fleetViewer: boolean, to: string): Tab[] =>
  fleetViewer ? [{ label: 'Activity', to }] : []

/** The Activity item of a resource's row menu, for a fleet viewer; none for anyone else. */
export const activityMenuItem = (fleetViewer: boolean, onSelect: () => void) =>
  fleetViewer ? [{ label: 'Activity', onSelect }] : []

import { useEffect, useRef, useState } from 'react'

/** Keeps `active` true for at least `ms` once it turns on, so a spinner never flickers. */
export function useMinDuration(active: boolean, ms: number): boolean {
  const [shown, setShown] = useState(active)
  const since = useRef(0)
  useEffect(() => {
    if (active) {
      since.current = Date.now()
      setShown(true)
      return
    }
    // never shown: nothing to turn off (every idle button on a page passes here once)
    if (!shown) return
    const left = ms - (Date.now() - since.current)
    if (left <= 0) {
      setShown(false)
      return
    }
    const timer = setTimeout(() => setShown(false), left)
    return () => clearTimeout(timer)
  }, [active, ms, shown])
  return shown
}

import { useEffect, useState } from 'react'

/**
 * False while a component's first frame is being drawn, true once that frame
 * is painted: a task after the next animation frame. Work that can wait for
 * it (a table row's own calls, `TablePaintedContext`) stays out of the task
 * that first shows the page's data.
 */
export function usePainted(): boolean {
  const [painted, setPainted] = useState(false)
  useEffect(() => {
    if (painted) return
    let timer: ReturnType<typeof setTimeout> | undefined
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => setPainted(true), 0)
    })
    return () => {
      cancelAnimationFrame(frame)
      clearTimeout(timer)
    }
  }, [painted])
  return painted
}

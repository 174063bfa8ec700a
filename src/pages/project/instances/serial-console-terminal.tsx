import { FitAddon } from '@xterm/addon-fit'
import { Terminal } from '@xterm/xterm'
import '@xterm/xterm/css/xterm.css'
import { useEffect, useEffectEvent, useRef } from 'react'
import { apiReady } from '~/api/ready'
import { HeldOutput } from './serial-console-hold'

/** Lines the terminal keeps above the screen, and so the most a pause needs to hold. */
const SCROLLBACK_LINES = 5000

import {
  type ConsoleStatus,
  closeReason,
  frameData,
  MOST_RECENT_BYTES,
  streamUrl,
} from './serial-console-stream'

// the console's dark theme (src/styles.css)
const theme = {
  background: '#080f11',
  foreground: '#e7e7e8',
  cursor: '#48d597',
  cursorAccent: '#080f11',
  selectionBackground: '#1a3a2d',
}

type Props = {
  project: string
  instance: string
  /** bumped to connect again after the connection closed */
  attempt: number
  onStatus: (status: ConsoleStatus) => void
  /** while paused, output is held (not written) until resumed */
  paused: boolean
  /** the lines held while paused */
  onHeldLines: (lines: number) => void
  /** the text selected in the terminal, '' when none */
  onSelection: (text: string) => void
}

/** Copies the selection, as a terminal's Ctrl+Shift+C does (Ctrl+C belongs to the shell). */
function copySelection(terminal: Terminal) {
  const text = terminal.getSelection()
  // `navigator.clipboard` is missing outside secure contexts; the button says so there
  if (text) navigator.clipboard?.writeText(text).catch(() => {})
}

/**
 * An xterm.js terminal on the instance's serial-console websocket: output is
 * written as it comes (or held while paused), keystrokes are sent as bytes.
 */
export function SerialConsoleTerminal({
  project,
  instance,
  attempt,
  onStatus,
  paused,
  onHeldLines,
  onSelection,
}: Props) {
  const containerRef = useRef<HTMLDivElement>(null)
  const terminalRef = useRef<Terminal | null>(null)
  const reportStatus = useEffectEvent(onStatus)
  const reportHeldLines = useEffectEvent(onHeldLines)
  const reportSelection = useEffectEvent(onSelection)
  const held = useRef(new HeldOutput(SCROLLBACK_LINES))
  const pausedRef = useRef(paused)

  // one terminal for the page's lifetime, sized to its box
  useEffect(() => {
    const container = containerRef.current
    if (!container) return
    const terminal = new Terminal({
      theme,
      fontFamily: '"GT America Mono", ui-monospace, SFMono-Regular, Menlo, monospace',
      fontSize: 13,
      cursorBlink: true,
      scrollback: SCROLLBACK_LINES,
    })
    const fit = new FitAddon()
    terminal.loadAddon(fit)
    // Shift+Tab leaves the terminal (Tab itself belongs to the shell), so the keyboard is never trapped
    terminal.attachCustomKeyEventHandler((e) => {
      if (e.key === 'Tab' && e.shiftKey) return false
      if (e.ctrlKey && e.shiftKey && e.code === 'KeyC') {
        e.preventDefault()
        if (e.type === 'keydown') copySelection(terminal)
        return false
      }
      return true
    })
    const selection = terminal.onSelectionChange(() => reportSelection(terminal.getSelection()))
    terminal.open(container)
    fit.fit()
    const resize = new ResizeObserver(() => fit.fit())
    resize.observe(container)
    terminalRef.current = terminal
    return () => {
      resize.disconnect()
      selection.dispose()
      terminalRef.current = null
      terminal.dispose()
    }
  }, [])

  // resumed: what came meanwhile is written, in order
  useEffect(() => {
    pausedRef.current = paused
    const terminal = terminalRef.current
    if (paused || !terminal) return
    for (const chunk of held.current.takeAll()) terminal.write(chunk)
    reportHeldLines(0)
  }, [paused])

  // one connection per attempt
  useEffect(() => {
    const terminal = terminalRef.current
    if (!terminal) return
    let socket: WebSocket | undefined
    let stopped = false
    const report = (status: ConsoleStatus) => {
      if (!stopped) reportStatus(status)
    }
    // the stream replays recent output on connect: start again from a clean screen
    if (attempt > 0) {
      terminal.reset()
      held.current.takeAll()
      reportHeldLines(0)
    }
    report({ kind: 'connecting' })

    const encoder = new TextEncoder()
    const input = terminal.onData((data) => {
      if (socket?.readyState === WebSocket.OPEN) socket.send(encoder.encode(data))
    })
    // frames are written in order, even when one takes a moment to read
    let writes = Promise.resolve()

    // in mock mode the websocket is answered by the mock, once it runs
    apiReady.then(() => {
      if (stopped) return
      socket = new WebSocket(
        streamUrl(window.location, instance, { project, mostRecent: MOST_RECENT_BYTES }),
      )
      socket.binaryType = 'arraybuffer'
      socket.onopen = () => {
        report({ kind: 'connected' })
        terminal.focus()
      }
      socket.onmessage = (event) => {
        writes = writes.then(async () => {
          const data = await frameData(event.data)
          if (stopped) return
          if (!pausedRef.current) terminal.write(data)
          else {
            held.current.add(data)
            reportHeldLines(held.current.newLines)
          }
        })
      }
      socket.onclose = (event) => report({ kind: 'closed', reason: closeReason(event) })
    })
    return () => {
      stopped = true
      input.dispose()
      socket?.close()
    }
  }, [project, instance, attempt])

  return <div ref={containerRef} className="serial-console-terminal" />
}

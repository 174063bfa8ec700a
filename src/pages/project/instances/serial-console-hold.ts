type Output = Uint8Array | string

const NEWLINE = 10

/** The lines an output chunk ends: its line feeds. */
export function countNewLines(data: Output): number {
  let lines = 0
  if (typeof data === 'string') {
    for (const c of data) if (c === '\n') lines++
  } else {
    for (const byte of data) if (byte === NEWLINE) lines++
  }
  return lines
}

/** "1 new line", "12 new lines" */
export const newLinesText = (n: number) => `${n} new ${n === 1 ? 'line' : 'lines'}`

/**
 * Output that arrives while the console is paused: kept in order, to be
 * written when it resumes, and the lines it ends are counted. A boot loop can
 * run for as long as the pause lasts, so only the newest `keepLines` lines are
 * kept, as many as the terminal's scrollback shows anyway.
 */
export class HeldOutput {
  private chunks: { data: Output; lines: number }[] = []
  private heldLines = 0
  newLines = 0

  constructor(private readonly keepLines: number) {}

  add(data: Output) {
    const lines = countNewLines(data)
    this.chunks.push({ data, lines })
    this.newLines += lines
    this.heldLines += lines
    // the oldest chunk goes while the rest still fill the scrollback
    while (this.chunks.length > 1 && this.heldLines - this.chunks[0].lines >= this.keepLines) {
      this.heldLines -= this.chunks[0].lines
      this.chunks.shift()
    }
  }

  /** Everything held, oldest first; nothing is held after. */
  takeAll(): Output[] {
    const chunks = this.chunks.map((c) => c.data)
    this.chunks = []
    this.heldLines = 0
    this.newLines = 0
    return chunks
  }
}

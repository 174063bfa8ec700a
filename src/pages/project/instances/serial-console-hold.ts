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
 * Output that arrives while the console is paused: every chunk is kept, in
 * order, to be written when it resumes, and the lines they end are counted.
 */
export class HeldOutput {
  private chunks: Output[] = []
  newLines = 0

  add(data: Output) {
    this.chunks.push(data)
    this.newLines += countNewLines(data)
  }

  /** Everything held, oldest first; nothing is held after. */
  takeAll(): Output[] {
    const chunks = this.chunks
    this.chunks = []
    this.newLines = 0
    return chunks
  }
}

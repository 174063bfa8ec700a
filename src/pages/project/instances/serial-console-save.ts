import { readFresh } from '~/api/query'
import { saveFile } from '~/util/save-file'

/** How much of the console's buffered output a saved file holds (bytes): the last MiB. */
export const SAVED_BYTES = 1024 * 1024

/** The console's bytes as text: UTF-8, with a broken sequence (cut at the buffer's start) shown as U+FFFD. */
export const consoleText = (data: number[]) => new TextDecoder().decode(Uint8Array.from(data))

/** The saved file's name, after the instance. */
export const consoleFileName = (instance: string) => `${instance}-serial-console.txt`

/** Read the instance's most recent buffered console output and download it as a text file. */
export async function saveConsoleOutput(project: string, instance: string) {
  const { data } = await readFresh('instanceSerialConsole', {
    path: { instance },
    query: { project, mostRecent: SAVED_BYTES, maxBytes: SAVED_BYTES },
  })
  saveFile(new Blob([consoleText(data)], { type: 'text/plain' }), consoleFileName(instance))
  return data.length
}

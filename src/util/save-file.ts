/** Hand bytes to the browser as a download named `fileName`. */
export function saveFile(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob)
  const a = document.createElement('a')
  a.href = url
  a.download = fileName
  document.body.append(a)
  a.click()
  a.remove()
  // the browser has the download by the next task
  setTimeout(() => URL.revokeObjectURL(url), 0)
}

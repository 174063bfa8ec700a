/** The Oxide CLI command that opens an instance's serial console. */
export const serialConsoleCommand = ({
  project,
  instance,
}: {
  project: string
  instance: string
}) => `oxide instance serial console --project ${project} --instance ${instance}`

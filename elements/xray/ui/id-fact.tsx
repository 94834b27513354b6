/** An id in a facts list: its label (`ID`, `Price ID`), then the id in code type, to copy. */
export function IdFact({ label = 'ID', id }: { label?: string; id: string }) {
  return (
    <>
      <dt>{label}</dt>
      <dd>
        <code>{id}</code>
      </dd>
    </>
  );
}

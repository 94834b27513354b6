/** One price in a plan's facts list: its name, then its amount and id. */
export function PriceFacts({ id, name, amount }: { id: string; name: string | null; amount: string }) {
  return (
    <>
      <dt>{name}</dt>
      <dd>
        {amount} <code className="id">{id}</code>
      </dd>
    </>
  );
}

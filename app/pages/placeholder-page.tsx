import { Muted, PageTitle } from '../layout/page-parts';

/** A route whose content a later issue brings (spec: "content not shown"). */
export function PlaceholderPage({ title, text }: { title: string; text: string }) {
  return (
    <>
      <PageTitle>{title}</PageTitle>
      <Muted>{text}</Muted>
    </>
  );
}

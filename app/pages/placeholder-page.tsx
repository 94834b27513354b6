import { Muted, PageTitle } from '../layout/page-parts';

/** A route whose content a later release brings: its title and what will be there. */
export function PlaceholderPage({ title, text }: { title: string; text: string }) {
  return (
    <>
      <PageTitle>{title}</PageTitle>
      <Muted>{text}</Muted>
    </>
  );
}

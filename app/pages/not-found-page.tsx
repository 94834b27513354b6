import { Link } from 'wouter';
import { Muted, PageTitle } from '../layout/page-parts';

export function NotFoundPage() {
  return (
    <>
      <PageTitle>Page not found</PageTitle>
      <Muted>
        There is nothing at this address. <Link href="/">Back to the dashboard</Link>
      </Muted>
    </>
  );
}

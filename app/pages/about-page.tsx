import styled from 'styled-components';
import { FigureList } from '../../elements/kit/ui/card';
import { VERSION } from '../../elements/kit/version';
import { Muted, PageTitle, Panel, PanelHeader } from '../layout/page-parts';

/** The product's own pages a newcomer reads or tries: they are served beside the dashboard. */
const DOCUMENTATION = [
  {
    href: '/docs/attributes',
    title: 'Attribute reference',
    text: 'Every data-ms-* attribute a site builder can use without code, and what a click on it does.',
  },
];

const DEMO_PAGES = [
  {
    href: '/demo-pages/balance-and-orders.html',
    title: 'Elements on a builder’s page',
    text: 'The balance, tokens, orders and invoice cards pasted into a plain page.',
  },
  {
    href: '/demo-pages/site/',
    title: 'A members-only site',
    text: 'Sign-in, signup, plans and members-only content in plain HTML, no script of its own.',
  },
  {
    href: '/demo-pages/membership-modals.html',
    title: 'Membership modals',
    text: 'Login, signup and profile modals opened from buttons.',
  },
  { href: '/demo-pages/signup-modal.html', title: 'Signup modal', text: 'One tag, with no script of the page’s own.' },
  {
    href: '/demo-pages/xray-inspector.html',
    title: 'X-ray inspector',
    text: 'A pricing page whose attributes the inspector outlines and checks.',
  },
  { href: '/demo-pages/xray/', title: 'X-ray fixtures', text: 'One page for each mistake the inspector finds.' },
];

const Lead = styled(Muted)`
  max-width: 68ch;
  margin: -12px 0 20px;
  line-height: 1.55;
`;

/** Two columns on a wide screen (the release and the docs, then the demos), one on a narrow one. */
const Panels = styled.div`
  display: grid;
  gap: 20px;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 360px), 1fr));
  align-items: start;

  > div { display: grid; gap: 20px; }

  @media (max-width: 720px) {
    gap: 14px;
    > div { gap: 14px; }
  }
`;

/** Addresses to copy into a site or a client, each under its label: long, so they wrap anywhere. */
const Addresses = styled.dl`
  margin: 12px 0 0;

  dt { margin: 12px 0 4px; color: var(--cf-color-text-muted); font-size: 13px; }
  dt:first-child { margin-top: 0; }
  dd { margin: 0; }
  code {
    display: block;
    padding: 8px 10px;
    border: 1px solid var(--cf-color-border);
    border-radius: 8px;
    background: var(--cf-color-surface-raised);
    font-family: var(--cf-font-mono);
    font-size: 12px;
    overflow-wrap: anywhere;
  }
`;

const Links = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;

  li { padding: 8px 0; border-bottom: 1px solid var(--cf-color-border); }
  li:first-child { padding-top: 0; }
  li:last-child { border-bottom: none; padding-bottom: 0; }
  a {
    font-weight: 600;
    color: var(--cf-color-primary);
    text-decoration: none;
    border-radius: 4px;
  }
  a:hover { text-decoration: underline; text-underline-offset: 3px; }
  a:focus-visible { outline: 2px solid var(--cf-color-primary); outline-offset: 2px; }
  p { margin: 2px 0 0; color: var(--cf-color-text-muted); font-size: 13px; line-height: 1.45; }
`;

function LinkList({ links }: { links: readonly { href: string; title: string; text: string }[] }) {
  return (
    <Links>
      {links.map((link) => (
        <li key={link.href}>
          <a href={link.href}>{link.title}</a>
          <p>{link.text}</p>
        </li>
      ))}
    </Links>
  );
}

/** What the product is, which release this is, and where its documentation and demos live. */
export function AboutPage() {
  const origin = location.origin;
  return (
    <>
      <PageTitle>About Chain Forge</PageTitle>
      <Lead>
        Chain Forge Elements puts your chat and voice agents, their usage and billing, and the supply chain they serve
        on any website: web components a site adds with one script tag, this dashboard, and a membership service you
        host yourself, compatible with Memberstack’s clients.
      </Lead>
      <Panels>
        <div>
          <Panel aria-labelledby="release-title">
            <PanelHeader>
              <h2 id="release-title">This release</h2>
            </PanelHeader>
            <FigureList>
              <div>
                <dt>Version</dt>
                <dd>{VERSION}</dd>
              </div>
            </FigureList>
            <Addresses>
              <dt>Elements script</dt>
              <dd>
                <code>{`${origin}/cdn/chainforge-elements.js`}</code>
              </dd>
              <dt>Membership API</dt>
              <dd>
                <code>{`${origin}/membership`}</code>
              </dd>
            </Addresses>
          </Panel>
          <Panel aria-labelledby="docs-title">
            <PanelHeader>
              <h2 id="docs-title">Documentation</h2>
            </PanelHeader>
            <LinkList links={DOCUMENTATION} />
          </Panel>
        </div>
        <Panel aria-labelledby="demos-title">
          <PanelHeader>
            <h2 id="demos-title">Demo pages</h2>
          </PanelHeader>
          <LinkList links={DEMO_PAGES} />
        </Panel>
      </Panels>
    </>
  );
}

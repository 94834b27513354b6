import { useId, useState } from 'react';
import { DOCUMENTATION_PATH, documentationUrl, type XrayHelpItem } from '../../../contract/xray-catalogue';
import type { App } from '../../core/membership/types';
import type { XrayItem } from '../../xray/inspector/inspector-items';
import { PlanDetailsView } from '../../xray/ui/plan-details-view';
import { SafeHtml } from './safe-html';
import { ChevronIcon, ExternalIcon, HelpIcon, ItemIcon, LocateIcon } from '../../xray/ui/xray-icons';
import { SrOnly } from '../../xray/ui/inspector-styles';
import { Item, ItemButton } from '../../xray/ui/inspector-list.styles';
import { Actions, Help, ItemBody, LinkAction, Prose, SmallButton } from '../../xray/ui/inspector-item.styles';

const TYPE_NAMES: Readonly<Record<XrayItem['type'], string>> = {
  cart: 'Cart',
  found: 'Attribute found',
  'plan-price-clicked': 'Click',
  'content-removed': 'Content removed',
  error: 'Error',
  warning: 'Warning',
};

/** Items whose detail line is markup as written (an attribute, an id); the others' is a sentence. */
const CODE_DETAILS: ReadonlySet<XrayItem['type']> = new Set(['found', 'plan-price-clicked', 'cart']);

interface XrayItemViewProps {
  item: XrayItem;
  open: boolean;
  onToggle: () => void;
  app: App | null;
  /** The product's server, where the documentation lives. */
  base: string;
}

/** One item: a button that expands it to its description, cart data, help and documentation. */
export function XrayItemView({ item, open, onToggle, app, base }: XrayItemViewProps) {
  const bodyId = useId();
  const count = item.type === 'found' && item.elements.length > 1 ? item.elements.length : 0;
  return (
    <Item $type={item.type} part={`item item-${item.type}`} data-open={open} data-type={item.type}>
      <ItemButton type="button" part="item-button" aria-expanded={open} aria-controls={bodyId} onClick={onToggle}>
        <span className="icon">
          <ItemIcon type={item.type} />
        </span>
        <span className="text">
          <SrOnly>{TYPE_NAMES[item.type]}: </SrOnly>
          <span className="title">{item.title}</span>
          {CODE_DETAILS.has(item.type) ? (
            <code className="detail">
              {item.detail}
              {count ? ` \u00d7 ${count}` : ''}
            </code>
          ) : (
            <span className="detail">{item.detail}</span>
          )}
        </span>
        <span className="chevron">
          <ChevronIcon />
        </span>
      </ItemButton>
      {open && (
        <ItemBody id={bodyId} part="item-body">
          {item.entry ? (
            <SafeHtml html={item.entry.description} base={base} />
          ) : (
            <Prose>
              <p>{item.text ?? 'Chain Forge does not know this attribute: check its name and suffix.'}</p>
            </Prose>
          )}
          {item.entry && item.text && (
            <Prose>
              <p>{item.text}</p>
            </Prose>
          )}
          {item.planId && <PlanDetailsView id={item.planId} app={app} label={`${item.title}: plan details`} />}
          {item.entry && item.entry.helpItems.length > 0 && <HelpList items={item.entry.helpItems} base={base} />}
          <Actions>
            {item.elements.length > 0 && <ShowOnPage elements={item.elements} />}
            <LinkAction
              part="documentation"
              href={documentationUrl(item.entry ?? { documentationLink: DOCUMENTATION_PATH }, base)}
              target="_blank"
              rel="noopener noreferrer"
            >
              Documentation
              <ExternalIcon />
              <SrOnly> (opens in a new tab)</SrOnly>
            </LinkAction>
          </Actions>
        </ItemBody>
      )}
    </Item>
  );
}

/** 'Need help?': each question expands to its answer. */
function HelpList({ items, base }: { items: readonly XrayHelpItem[]; base: string }) {
  const headingId = useId();
  const [open, setOpen] = useState<ReadonlySet<number>>(new Set());
  const toggle = (index: number) =>
    setOpen((current) => {
      const next = new Set(current);
      if (!next.delete(index)) next.add(index);
      return next;
    });
  return (
    <Help part="help">
      <h4 id={headingId}>
        <HelpIcon />
        Need help?
      </h4>
      <ul aria-labelledby={headingId}>
        {items.map((help, index) => (
          <HelpEntry key={help.title} help={help} base={base} open={open.has(index)} onToggle={() => toggle(index)} />
        ))}
      </ul>
    </Help>
  );
}

function HelpEntry({
  help,
  base,
  open,
  onToggle,
}: {
  help: XrayHelpItem;
  base: string;
  open: boolean;
  onToggle: () => void;
}) {
  const answerId = useId();
  return (
    <li part="help-item">
      <button type="button" aria-expanded={open} aria-controls={answerId} onClick={onToggle}>
        {help.title}
        <ChevronIcon />
      </button>
      {open && (
        <div id={answerId} className="answer">
          <SafeHtml html={help.description} base={base} />
        </div>
      )}
    </li>
  );
}

/** Scrolls the page to the item's element (the next one on each click when there are several). */
function ShowOnPage({ elements }: { elements: readonly Element[] }) {
  const [next, setNext] = useState(0);
  const shown = elements.filter((element) => element.isConnected);
  if (shown.length === 0) return null;
  const show = () => {
    const element = shown[next % shown.length]!;
    const reduced = matchMedia('(prefers-reduced-motion: reduce)').matches;
    element.scrollIntoView({ block: 'center', behavior: reduced ? 'auto' : 'smooth' });
    setNext((index) => (index + 1) % shown.length);
  };
  return (
    <SmallButton type="button" part="show-on-page" onClick={show}>
      <LocateIcon />
      {shown.length > 1 ? `Show on page (${(next % shown.length) + 1} of ${shown.length})` : 'Show on page'}
    </SmallButton>
  );
}

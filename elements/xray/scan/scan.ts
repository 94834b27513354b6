import type { App } from '../../core/membership/types';
import { indexApp } from './app-index';
import { checkAttribute, checkScript, finish, redirectPlace } from './scan-rules';
import { type Frame, imageFormKind, type ScanState } from './scan-state';
import type { ScanResult } from './scan-types';

export interface ScanContext {
  /**
   * The app's settings (GET /membership/app): plan and price ids and custom field visibility.
   * Null when they are not loaded: the plan and price id checks and the private field check are
   * skipped, every other rule runs.
   */
  app: App | null;
  /**
   * Whether to report post/thread creator attributes that name a private custom field (default
   * true). The scanner leaves it off for the first second, while a page's own code may still
   * be declaring its fields.
   */
  privateFields?: boolean;
}

/**
 * Every scan rule over `root` and what is below it (the root element included),
 * in one pass in document order: each element's own attributes are read once, and what an element
 * needs from its ancestors (the form, channel or thread it stands in, whether it is in the head) is
 * carried down the walk instead of looked up with closest() per element. Hidden elements are
 * scanned like any other; shadow roots and template contents are not (builders' markup is in
 * the light DOM).
 */
export function scan(root: ParentNode = document, context: ScanContext = { app: null }): ScanResult {
  const state: ScanState = {
    errors: [],
    warnings: [],
    found: [],
    index: context.app ? indexApp(context.app) : null,
    redirects: redirectPlace(root, context.app),
    privateFields: context.privateFields ?? true,
    forms: [],
    scripts: [],
  };
  const start = frameAbove(root);
  if (isElement(root)) walkBelow(root, visit(root, start, state), state);
  else walkBelow(root, start, state);
  finish(state);
  return { errors: state.errors, warnings: state.warnings, found: state.found };
}

// ---------------------------------------------------------------------------------------------
// The walk

const NO_FRAME: Frame = { form: null, imageForm: null, channel: false, thread: false, head: false };

const isElement = (node: ParentNode): node is Element => (node as Node).nodeType === 1;

/**
 * Pre-order over the elements below `container`, iteratively. A frame is pushed only where an
 * element changes it (a form, a channel, the head), so most elements cost one visit and a step.
 */
function walkBelow(container: ParentNode, top: Frame, state: ScanState): void {
  const frames: Frame[] = [];
  const owners: Element[] = [];
  let frame = top;
  let element = container.firstElementChild;
  while (element) {
    const inner = visit(element, frame, state);
    const child = element.firstElementChild;
    if (child) {
      if (inner !== frame) {
        frames.push(frame);
        owners.push(element);
        frame = inner;
      }
      element = child;
      continue;
    }
    let next: Element | null = element.nextElementSibling;
    while (!next) {
      const parent = element.parentNode;
      if (!parent || parent === container) return;
      element = parent as Element;
      if (owners[owners.length - 1] === element) {
        owners.pop();
        frame = frames.pop()!;
      }
      next = element.nextElementSibling;
    }
    element = next;
  }
}

/** The frame of an element root's ancestors, looked up once per scan. */
function frameAbove(root: ParentNode): Frame {
  const parent = isElement(root) ? root.parentElement : null;
  if (!parent) return NO_FRAME;
  const formElement = parent.closest('[data-ms-form]');
  const kind = formElement?.getAttribute('data-ms-form')?.trim() ?? '';
  const imageFormElement = parent.closest(
    '[data-ms-form], [data-ms-post="form"], [data-ms-thread="form"], [data-ms-channel] form',
  );
  return {
    // A form around the root is only partly in view: its elements are not checked.
    form: formElement ? { element: formElement, kind, email: true, password: true, social: true, at: -1 } : null,
    imageForm:
      imageFormElement === null
        ? null
        : imageFormElement.hasAttribute('data-ms-form')
          ? imageFormKind(imageFormElement.getAttribute('data-ms-form')!.trim())
          : 'comment',
    channel: parent.closest('[data-ms-channel]') !== null,
    thread: parent.closest('[data-ms-thread]') !== null,
    head: parent.closest('head') !== null,
  };
}

const PREFIX = 'data-ms-';

/** One element: its own attributes against its ancestors' frame; answers its children's frame. */
function visit(element: Element, frame: Frame, state: ScanState): Frame {
  let inner = frame;
  const tag = element.localName;
  if (tag === 'script') checkScript(element, frame, state);
  else if (tag === 'head') inner = { ...frame, head: true };
  else if (tag === 'form' && frame.channel && frame.imageForm !== 'comment' && !element.hasAttribute('data-ms-form'))
    inner = { ...frame, imageForm: 'comment' };
  // The names as strings: reading `element.attributes[i]` makes an Attr object per attribute of
  // every element, which took twice as long over a 20,000-element page.
  const names = element.getAttributeNames();
  for (let i = 0, count = names.length; i < count; i++) {
    const name = names[i]!;
    if (name.startsWith(PREFIX))
      inner = checkAttribute(element, name, element.getAttribute(name)!, frame, inner, state);
  }
  return inner;
}

/** What the scan carries down the page (an element's frame) and what it gathers on its way. */
import type { AppIndex } from './app-index';
import type { RedirectPlace } from '../../core/safe-redirect';
import type { ScanIssue, ScanResult } from './scan-types';

/** What an element's ancestors make of it. Frames are shared down the tree until one changes. */
export interface Frame {
  /** The nearest `data-ms-form` ancestor. */
  form: FormScope | null;
  /** The nearest form a profile-image button must not stand in, by kind. */
  imageForm: 'profile' | 'signup' | 'comment' | null;
  channel: boolean;
  thread: boolean;
  head: boolean;
}

/** A login or signup form and what was found inside it. */
export interface FormScope {
  element: Element;
  kind: string;
  email: boolean;
  password: boolean;
  social: boolean;
  /** Where its missing-elements error goes in the error list (document order), when it gets one. */
  at: number;
}

export interface ScanState extends ScanResult {
  index: AppIndex | null;
  /** Where the scanned page's redirects are judged from: its origin, and the app's allowed origins once known. */
  redirects: RedirectPlace;
  privateFields: boolean;
  /** Login and signup forms inside the root, checked for their elements once the walk is done. */
  forms: FormScope[];
  /** Install scripts in document order. */
  scripts: ScanIssue[];
}

export const imageFormKind = (kind: string): Frame['imageForm'] =>
  kind === 'profile' ? 'profile' : kind === 'signup' || kind === 'passwordless-signup' ? 'signup' : null;

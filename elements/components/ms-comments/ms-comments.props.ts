import type { MessageOverrides } from '../../core/membership/messages';

export interface MsCommentsProps {
  /** The channel's key; the page's path when empty. */
  channel?: string;
  /** The PUBLIC custom field shown as the author's name; the first public field when empty. */
  authorField?: string;
  messages?: MessageOverrides;
}

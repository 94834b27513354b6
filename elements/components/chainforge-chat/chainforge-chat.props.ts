import type { AgentColors } from '../../../contract/chat';

export interface ChainforgeChatProps {
  /** The product API's base URL; default: the one the script was configured with. */
  apiUrl?: string;
  /** `demo` or `supplyChain`: sent with each message. */
  configName?: string;
  /** The supply-chain channel the page shows (`total`, `east`, `west`, `amzn`): answers are given for it. */
  channel?: string;
  heading?: string;
  greeting?: string;
  disclaimer?: string;
  maxHeight?: string;
  maxWidth?: string;
  expanded?: boolean;
  /** Stays in the page's flow at every width (a preview): never fills a phone's screen. */
  inline?: boolean;
  /** Starts with a new conversation instead of reopening the account's latest (a preview). */
  newChat?: boolean;
  prompts?: string[];
  colors?: AgentColors;
}

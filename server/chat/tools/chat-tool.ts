import type { Schema } from 'ai';
import type { ChatContext } from './chat-context.ts';

/** A tool as a language model sees it: its name, what it answers, its input, and who may call it. */
export interface ChatTool<Input = unknown> {
  name: string;
  description: string;
  /** What the model may send, and how what it sends is read (tool-input.ts). */
  input: Schema<Input>;
  /** Offered only to accounts with a supply-chain (cnfg) permission. */
  supplyChain: boolean;
  run(context: ChatContext, input: Input): Promise<unknown>;
}

/** A tool of the model's list, its input's type checked against its `run`. */
export const chatTool = <Input>(definition: ChatTool<Input>): ChatTool => definition;

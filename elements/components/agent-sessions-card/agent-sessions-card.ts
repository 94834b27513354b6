import { defineElement } from '../../kit/define-element';
import { AgentSessionsCard } from './agent-sessions-card.component';
import { agentSessionsCardMeta } from './agent-sessions-card.meta';

/** The meta this module defines its tag from; elements/element-types.ts derives the tag's types from it. */
export const meta = agentSessionsCardMeta;

defineElement(agentSessionsCardMeta, AgentSessionsCard);

/**
 * What shows a conversation once the chat has one: the messages with their markdown and tables,
 * and the sentences a screen reader hears of an answer. Loaded apart (load-message-code.ts): a
 * chat nobody writes in pays only for its panel and composer.
 */
export { ChatMessages } from './chat-messages';
export { spokenSentences } from './spoken-text';

import { elementMeta } from '../../kit/element-meta';
import type { ChainforgeChatProps } from './chainforge-chat.props';

export const chainforgeChatMeta = elementMeta<ChainforgeChatProps>()({
  tag: 'chainforge-chat',
  summary:
    "The Chain Forge assistant: answers stream in as they are written, from the signed-in account's own data (POST /api/chat), with a Stop control while writing and Retry after a failure or under an answer that ended short (stopped, cut off). Title, greeting, disclaimer and suggested prompts come from the attributes, else the account's agent settings (GET /api/agent/settings), else the defaults; the account's latest conversation reopens, and New chat starts another. Markdown answers (lists, tables, emphasis, code, http(s) links) are rendered without any HTML; screen readers hear each answer a sentence at a time. Collapsible; under 520 px wide it fills the screen.",
  attributes: {
    apiUrl: {
      type: 'string',
      description: "The product API's base URL (e.g. `https://host/api`); default: beside the script.",
    },
    configName: {
      type: 'string',
      description: 'The widget configuration sent with each message: `demo` or `supplyChain`.',
    },
    channel: {
      type: 'string',
      description:
        'The supply-chain channel the page shows (`total`, `east`, `west` or `amzn`): supply-chain answers are given for it. Default `total`.',
    },
    heading: {
      type: 'string',
      description:
        "The chat's title; else the account's agent settings title, else `Chain Forge`. (Not `title`, which would put a browser tooltip over the whole chat.)",
    },
    greeting: {
      type: 'string',
      description:
        "The first message shown in a new chat; else the account's agent settings, else the default greeting.",
    },
    disclaimer: {
      type: 'string',
      description: "The small print under the message box; else the account's agent settings, else the default.",
    },
    maxHeight: { type: 'string', description: 'The tallest the chat grows, a CSS length.', default: '75vh' },
    maxWidth: { type: 'string', description: 'The widest the chat grows, a CSS length.', default: '650px' },
    expanded: {
      type: 'boolean',
      description:
        'Open (the default) or collapsed to its title bar; `expanded="false"` starts it collapsed. Reflects what the person chose.',
      default: true,
    },
    inline: {
      type: 'boolean',
      description: "Keeps the chat in the page's flow at every width (a preview): it never fills a phone's screen.",
      default: false,
    },
    newChat: {
      type: 'boolean',
      description: "Starts with a new conversation instead of reopening the account's latest one.",
      default: false,
    },
  },
  properties: {
    prompts: {
      type: 'string[]',
      description:
        "The suggested prompts shown in a new chat (a click sends one); else the account's agent settings, else the three defaults.",
    },
    colors: {
      type: 'AgentColors',
      description:
        "Colours by name (`primary`, `background`, `surface`, `text`, `muted`, `border`, `userBubble`, `userText`, `assistantBubble`, `assistantText`), each a CSS colour; when set, it replaces the account's agent settings colours as a whole. Colours left out are the theme's.",
    },
  },
  events: {
    'chainforge-chat-error': {
      detail: { message: 'string', reason: 'string' },
      description:
        'A message could not be answered: `message` is what the chat shows, `reason` the kind (`forbidden`, `rate-limited`, `refused`, `expired`, `server`, `network`, `interrupted`).',
    },
    'chainforge-chat-toggle': {
      detail: { expanded: 'boolean' },
      description: 'The person opened or collapsed the chat.',
    },
  },
  parts: {
    panel: 'The whole chat box',
    header: 'The title bar',
    toggle: 'The title button that opens and collapses the chat',
    'new-chat': 'The New chat button',
    body: 'Everything under the title bar',
    messages: 'The scrolling conversation',
    greeting: 'The greeting at the start of a chat',
    prompts: 'The list of suggested prompts',
    prompt: 'One suggested prompt (a button)',
    message: 'One message (also `user-message` or `assistant-message`)',
    'user-message': "The person's message",
    'assistant-message': "The assistant's answer",
    'message-status': "An answer's note: stopped, or why it ended short",
    retry: 'A Retry button: under an answer that ended short, or beside a failure',
    error: 'The failure message of a request, with its Retry',
    composer: 'The message box with its button',
    input: 'The text box',
    send: 'The Send button',
    stop: 'The Stop button, while an answer is written',
    disclaimer: 'The small print under the message box',
    live: 'The screen-reader region that reads answers a sentence at a time (visually hidden)',
  },
  example: `
    <!-- Answers need a signed-in account with a chat plan; signed out, the chat says so when asked. -->
    <chainforge-chat config-name="supplyChain" channel="east" inline new-chat></chainforge-chat>
    <script type="module">
      document.querySelector('chainforge-chat').prompts = ['Do I have any stockout risks?'];
    </script>
  `,
});

import { Avatar } from './chat-header.styles';
import { AssistantLine, Greeting, PromptButton, Prompts } from './chat-messages.styles';
import { ChatIcon } from './icons';

interface SuggestedPromptsProps {
  greeting: string;
  prompts: readonly string[];
  disabled: boolean;
  onAsk: (prompt: string) => void;
}

/** Before the first question: the assistant's greeting and questions to ask with one click. */
export function SuggestedPrompts({ greeting, prompts, disabled, onAsk }: SuggestedPromptsProps) {
  return (
    <div>
      {greeting && (
        <AssistantLine>
          <Avatar $size={30} aria-hidden="true">
            <ChatIcon size={16} />
          </Avatar>
          <Greeting part="greeting">{greeting}</Greeting>
        </AssistantLine>
      )}
      {prompts.length > 0 && (
        <Prompts part="prompts" aria-label="Suggested questions">
          {prompts.map((prompt) => (
            <li key={prompt}>
              <PromptButton part="prompt" type="button" disabled={disabled} onClick={() => onAsk(prompt)}>
                {prompt}
              </PromptButton>
            </li>
          ))}
        </Prompts>
      )}
    </div>
  );
}

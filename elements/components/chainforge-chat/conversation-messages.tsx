import styled from 'styled-components';
import { LoadingBar } from '../../kit/ui/loading-bar';
import { useRemoteData } from '../../kit/use-remote-data';
import { LoadingLine } from './chainforge-chat.styles';
import type { ChatMessagesProps } from './chat-messages';
import { Failure, TextButton } from './chat-messages.styles';
import { RetryIcon } from './icons';
import { loadMessageCode } from './load-message-code';

/** In the conversation's box, whose padding already sets it in. */
const CodeFailure = styled(Failure)`
  margin: 0;
`;

const LOAD_FAILED = "Can't show the conversation. Check your connection and try again.";

/** The conversation's messages, once their code is here: loading until then, or why not with a retry. */
export function ConversationMessages(props: ChatMessagesProps) {
  const code = useRemoteData({ load: loadMessageCode, perAccount: false, failure: { message: LOAD_FAILED } });
  const Messages = code.data?.ChatMessages;
  if (Messages) return <Messages {...props} />;
  if (code.status !== 'error') {
    return (
      <LoadingLine>
        <LoadingBar label="Loading the conversation" />
      </LoadingLine>
    );
  }
  return (
    <CodeFailure part="error" role="alert">
      <span>{code.failureMessage}</span>
      <TextButton part="retry" type="button" onClick={code.retry}>
        <RetryIcon />
        Retry
      </TextButton>
    </CodeFailure>
  );
}

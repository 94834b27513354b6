import { SubmitButton } from '../../../kit/form/submit-button';
import { FormStack } from '../../../kit/form/form-stack';
import { Note } from '../ms-login-modal.styles';
import type { ScreenProps } from '../screen-props';

/** The reset is done: back to login with the new password. */
export function ResetSuccessScreen({ messages, go }: ScreenProps) {
  return (
    <FormStack
      aria-label={messages.message('resetSuccess.heading')}
      onSubmit={(event) => {
        event.preventDefault();
        go('login');
      }}
    >
      <Note role="status">{messages.message('resetPassword.success')}</Note>
      <SubmitButton>{messages.message('resetSuccess.login')}</SubmitButton>
    </FormStack>
  );
}

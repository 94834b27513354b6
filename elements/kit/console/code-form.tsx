import { useRef, useState } from 'react';
import { CODE_LENGTH, validateCode } from '../../core/validation';
import { CodeInput } from '../form/code-input';
import { FormMessage } from '../form/form-message';
import { FormStack } from '../form/form-stack';
import { SubmitButton } from '../form/submit-button';
import { LinkButton } from './owner-forms.styles';
import { useStepSubmit } from './use-step-submit';

/** Six boxes for a code; the form sends itself once all six are in. A refused code empties the boxes. */
export function CodeForm({
  label,
  action,
  send,
  onBack,
  backLabel,
}: {
  label: string;
  action: string;
  send: (code: string) => Promise<void>;
  onBack?: () => void;
  backLabel?: string;
}) {
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string | undefined>();
  // The sixth digit sends the form before React renders it: the submit reads the code from here.
  const typed = useRef('');
  const step = useStepSubmit(
    async () => {
      try {
        await send(typed.current);
      } catch (thrown) {
        typed.current = '';
        setCode('');
        throw thrown;
      }
    },
    () => {
      const problem = validateCode(typed.current);
      setCodeError(problem);
      return problem === undefined;
    },
  );
  const change = (value: string) => {
    typed.current = value;
    setCode(value);
    setCodeError(undefined);
    // Sent as soon as the sixth digit is in, as authenticator codes are usually typed at once.
    if (value.length === CODE_LENGTH) void step.submit();
  };
  return (
    <FormStack onSubmit={step.submit} aria-label={label}>
      <CodeInput label={label} value={code} onChange={change} error={codeError} />
      <FormMessage error={step.error} />
      <SubmitButton busy={step.busy}>{action}</SubmitButton>
      {onBack && (
        <LinkButton type="button" part="link-button" onClick={onBack}>
          {backLabel}
        </LinkButton>
      )}
    </FormStack>
  );
}

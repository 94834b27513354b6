import type { Ref } from 'react';
import { FieldError, Input } from '../../../elements/kit/form/field.styles';
import { IconButton } from '../../../elements/kit/ui/button';
import { PromptRow as Row } from './agent-settings.styles';
import { RemoveIcon } from './remove-icon';

export function PromptRow({
  promptKey,
  text,
  index,
  error,
  removable,
  inputRef,
  onChange,
  onRemove,
}: {
  promptKey: number;
  text: string;
  index: number;
  error: string | undefined;
  removable: boolean;
  inputRef: Ref<HTMLInputElement>;
  onChange: (text: string) => void;
  onRemove: () => void;
}) {
  const id = `prompt-${promptKey}`;
  return (
    <li>
      <Row>
        <span aria-hidden="true">{index + 1}.</span>
        <Input
          ref={inputRef}
          id={id}
          type="text"
          value={text}
          aria-label={`Prompt ${index + 1}`}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(event) => onChange(event.currentTarget.value)}
        />
        <IconButton
          type="button"
          aria-label={`Remove prompt ${index + 1}`}
          title="Remove"
          disabled={!removable}
          onClick={onRemove}
        >
          <RemoveIcon />
        </IconButton>
      </Row>
      {error && <FieldError id={`${id}-error`}>{error}</FieldError>}
    </li>
  );
}

import type { AgentColorName } from '../../../contract/chat';
import { Field, FieldError, Input, Label } from '../../../elements/kit/form/field.styles';
import { IconButton } from '../../../elements/kit/ui/button';
import { ColorRow } from './agent-settings.styles';
import { COLOR_LABELS } from './color-labels';
import { RemoveIcon } from './remove-icon';

/** The swatch takes `#rrggbb` only: `#rgb` is widened, and other colours show as the fallback. */
function hexOf(value: string, fallback: string): string {
  const text = value.trim();
  if (/^#[\da-f]{6}$/i.test(text)) return text.toLowerCase();
  const short = /^#([\da-f])([\da-f])([\da-f])$/i.exec(text);
  if (short) return `#${short[1]}${short[1]}${short[2]}${short[2]}${short[3]}${short[3]}`.toLowerCase();
  return /^#[\da-f]{6}$/i.test(fallback) ? fallback : '#000000';
}

export function ColorSetting({
  name,
  value,
  themeColor,
  error,
  onChange,
}: {
  name: AgentColorName;
  value: string;
  themeColor: string;
  error: string | undefined;
  onChange: (color: string) => void;
}) {
  const id = `color-${name}`;
  return (
    <Field>
      <Label htmlFor={id}>{COLOR_LABELS[name]}</Label>
      <ColorRow>
        <input
          type="color"
          aria-label={`${COLOR_LABELS[name]}: pick a colour`}
          value={hexOf(value, themeColor)}
          onChange={(event) => onChange(event.currentTarget.value)}
        />
        <Input
          id={id}
          type="text"
          value={value}
          placeholder={themeColor ? `Theme: ${themeColor}` : 'Theme default'}
          spellCheck={false}
          autoCapitalize="none"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(event) => onChange(event.currentTarget.value)}
        />
        {value && (
          <IconButton
            type="button"
            aria-label={`${COLOR_LABELS[name]}: use the theme's colour`}
            title="Use the theme's colour"
            onClick={() => onChange('')}
          >
            <RemoveIcon />
          </IconButton>
        )}
      </ColorRow>
      {error && <FieldError id={`${id}-error`}>{error}</FieldError>}
    </Field>
  );
}

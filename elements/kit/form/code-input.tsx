import { useId, useLayoutEffect, useRef, useState, type ClipboardEvent, type KeyboardEvent } from 'react';
import { CODE_LENGTH } from '../../core/validation';
import { enterDigits, removeDigit, typedText } from './code-digits';
import { Box, Boxes } from './code-input.styles';
import { Field, FieldError, Label } from './field.styles';

export interface CodeInputProps {
  /** The group's visible label, e.g. "Verification code". */
  label: string;
  /** The digits entered so far, joined: `''` to `'123456'`. */
  value: string;
  onChange: (value: string) => void;
  error?: string;
  length?: number;
}

/**
 * One box per digit of a one-time code. Typing fills a box and moves on, pasting or an autofilled
 * code spreads across the boxes, Backspace in an empty box goes back, the arrows move between
 * filled boxes, and anything but a digit is ignored. The group is one Tab stop: the box in use,
 * else the first empty one; emptied by the form, it takes the focus back to the first box.
 * Parts: `code`, `field-label`, `code-digit`, `field-error`.
 */
export function CodeInput({ label, value, onChange, error, length = CODE_LENGTH }: CodeInputProps) {
  const labelId = useId();
  const errorId = useId();
  const boxes = useRef<(HTMLInputElement | null)[]>([]);
  // Focus moves before the parent re-renders with the new value; the handlers read this instead.
  const latest = useRef(value);
  useLayoutEffect(() => {
    latest.current = value;
  }, [value]);
  const [focused, setFocused] = useState<number | null>(null);
  const tabStop = focused ?? Math.min(value.length, length - 1);

  const focusBox = (index: number) => boxes.current[index]?.focus();

  // The code emptied (or cut short) by the form, a refused one say, while a later box has the
  // focus: the focus goes back to the first empty box, where the next digit belongs.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a change of the value moves the focus.
  useLayoutEffect(() => {
    if (focused !== null && focused > value.length) focusBox(Math.min(value.length, length - 1));
  }, [value]);

  const commit = (box: HTMLInputElement, index: number, next: string) => {
    // Written directly: when nothing changes the framework has nothing to re-render, and the box
    // would keep a typed letter.
    box.value = next[index] ?? '';
    if (next === latest.current) return;
    latest.current = next;
    onChange(next);
  };

  const enter = (box: HTMLInputElement, index: number, text: string) => {
    const entered = enterDigits(latest.current, index, text, length);
    commit(box, index, entered.value);
    focusBox(entered.focus);
  };

  const handleInput = (box: HTMLInputElement, index: number) => {
    const typed = typedText(box.value, latest.current[index] ?? '');
    if (typed === '') commit(box, index, removeDigit(latest.current, index));
    else enter(box, index, typed);
  };

  const handlePaste = (event: ClipboardEvent<HTMLInputElement>, index: number) => {
    event.preventDefault();
    enter(event.currentTarget, index, event.clipboardData.getData('text'));
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLInputElement>, index: number) => {
    const filled = latest.current.length;
    const target =
      (event.key === 'Backspace' && !latest.current[index]) || event.key === 'ArrowLeft'
        ? index - 1
        : event.key === 'ArrowRight' && index < filled
          ? index + 1
          : -1;
    if (target < 0 || target >= length) return;
    event.preventDefault();
    focusBox(target);
  };

  const handleFocus = (box: HTMLInputElement, index: number) => {
    const firstEmpty = Math.min(latest.current.length, length - 1);
    if (index > firstEmpty) {
      focusBox(firstEmpty);
      return;
    }
    setFocused(index);
    box.select();
  };

  return (
    <Field part="code">
      <Label as="div" id={labelId} part="field-label">
        {label}
      </Label>
      <Boxes role="group" aria-labelledby={labelId} $length={length}>
        {Array.from({ length }, (_, index) => (
          <Box
            // biome-ignore lint/suspicious/noArrayIndexKey: a box is a position in the code; its index is its identity.
            key={index}
            ref={(box: HTMLInputElement | null) => {
              boxes.current[index] = box;
            }}
            part="code-digit"
            type="text"
            inputMode="numeric"
            autoComplete={index === 0 ? 'one-time-code' : 'off'}
            aria-label={`Digit ${index + 1} of ${length}`}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
            tabIndex={index === tabStop ? 0 : -1}
            value={value[index] ?? ''}
            onChange={(event) => handleInput(event.currentTarget, index)}
            onPaste={(event) => handlePaste(event, index)}
            onKeyDown={(event) => handleKeyDown(event, index)}
            onFocus={(event) => handleFocus(event.currentTarget, index)}
            onBlur={() => setFocused(null)}
          />
        ))}
      </Boxes>
      {error && (
        <FieldError id={errorId} part="field-error">
          {error}
        </FieldError>
      )}
    </Field>
  );
}

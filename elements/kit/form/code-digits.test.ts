import { describe, expect, it } from 'vitest';
import { enterDigits, removeDigit, typedText } from './code-digits';

describe('enterDigits', () => {
  it('fills the box typed into and moves on', () => {
    expect(enterDigits('', 0, '1', 6)).toEqual({ value: '1', focus: 1 });
    expect(enterDigits('12', 2, '3', 6)).toEqual({ value: '123', focus: 3 });
  });

  it('replaces the digit of a filled box', () => {
    expect(enterDigits('123', 1, '9', 6)).toEqual({ value: '193', focus: 2 });
  });

  it('never leaves a gap: typing past the first empty box fills that box', () => {
    expect(enterDigits('1', 4, '2', 6)).toEqual({ value: '12', focus: 2 });
  });

  it('spreads several digits across the boxes, stopping at the last', () => {
    expect(enterDigits('1', 1, '234', 6)).toEqual({ value: '1234', focus: 4 });
    expect(enterDigits('1234', 4, '567', 6)).toEqual({ value: '123456', focus: 5 });
  });

  it('takes a whole pasted code as the code, wherever it lands', () => {
    expect(enterDigits('98', 2, '123456', 6)).toEqual({ value: '123456', focus: 5 });
    expect(enterDigits('', 0, 'Your code: 123-456', 6)).toEqual({ value: '123456', focus: 5 });
  });

  it('ignores everything but ASCII digits', () => {
    expect(enterDigits('12', 2, 'a', 6)).toEqual({ value: '12', focus: 2 });
    expect(enterDigits('12', 2, '٣', 6)).toEqual({ value: '12', focus: 2 });
  });
});

describe('removeDigit', () => {
  it('moves the later digits up', () => {
    expect(removeDigit('12345', 1)).toBe('1345');
    expect(removeDigit('123', 2)).toBe('12');
  });
});

describe('typedText', () => {
  it('is the box content when the box was empty or its digit was selected', () => {
    expect(typedText('7', '')).toBe('7');
    expect(typedText('7', '5')).toBe('7');
    expect(typedText('5', '5')).toBe('5');
  });

  it('drops the old digit when the caret stood beside it', () => {
    expect(typedText('57', '5')).toBe('7');
    expect(typedText('75', '5')).toBe('7');
    expect(typedText('55', '5')).toBe('5');
  });

  it('keeps a whole code filled into a box that held a digit', () => {
    expect(typedText('1123456', '1')).toBe('123456');
  });
});

/** What the two membership modals' metas share: the wording property and the parts of their forms. */
export const messagesProperty = {
  type: 'Partial<Record<MessageKey, string>>',
  description: 'Wording by message key, laid over the English texts (a translation, say).',
} as const;

export const modalFormParts = {
  dialog: 'The modal panel',
  'dialog-close': 'The close button',
  field: 'A field (label, input, error)',
  'field-input': 'A text input',
  'field-error': "A field's error message",
  toast: 'A message about what just happened, under the heading',
} as const;

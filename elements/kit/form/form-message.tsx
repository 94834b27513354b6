import styled from 'styled-components';

const Message = styled.div`
  padding: 10px 12px;
  border-radius: 8px;
  font-size: 13px;

  &[role='alert'] {
    color: var(--cf-color-danger);
    background: color-mix(in srgb, var(--cf-color-danger) 12%, transparent);
  }
  &[role='status'] {
    color: var(--cf-color-success);
    background: color-mix(in srgb, var(--cf-color-success) 12%, transparent);
  }
  /* Empty regions stay in the page, so screen readers hear the text that arrives later. */
  &:empty { padding: 0; }
`;

export interface FormMessageProps {
  /** What went wrong for the form as a whole, announced at once. */
  error?: string;
  /** What went right, announced politely. */
  success?: string;
}

/** The form-level message area. Parts: `form-error`, `form-success`. */
export function FormMessage({ error, success }: FormMessageProps) {
  return (
    <>
      <Message role="alert" part="form-error">
        {error}
      </Message>
      <Message role="status" part="form-success">
        {success}
      </Message>
    </>
  );
}

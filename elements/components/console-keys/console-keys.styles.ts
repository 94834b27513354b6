import styled from 'styled-components';

export const Page = styled.div`
  display: grid;
  gap: 16px;
`;

export const CreateForm = styled.form`
  display: grid;
  grid-template-columns: minmax(180px, 2fr) minmax(120px, 1fr) auto;
  gap: 12px;
  align-items: end;

  @media (max-width: 600px) { grid-template-columns: minmax(0, 1fr); }
`;

/** The new key, shown once: set apart so nobody misses that it must be copied now. */
export const NewKey = styled.div`
  display: grid;
  gap: 10px;
  margin-top: 14px;
  padding: 14px;
  border-radius: 10px;
  border: 1px solid color-mix(in srgb, var(--cf-color-secondary) 55%, transparent);
  background: color-mix(in srgb, var(--cf-color-secondary) 10%, transparent);

  p { margin: 0; font-size: 14px; }
`;

export const KeyRow = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto auto;
  gap: 8px;
  align-items: center;

  input {
    font-family: var(--cf-font-mono);
    font-size: 13px;
  }
  @media (max-width: 520px) { grid-template-columns: minmax(0, 1fr) auto; input { grid-column: 1 / -1; } }
`;

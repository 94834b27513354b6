import styled from 'styled-components';

export const Panel = styled.section`
  box-sizing: border-box;
  width: min(400px, 100%);
  margin: 0 auto;
  padding: 28px 28px 24px;
  background: var(--cf-color-surface);
  border: 1px solid var(--cf-color-border);
  border-radius: var(--cf-radius);
  box-shadow: var(--cf-shadow);

  @media (max-width: 480px) { padding: 22px 18px 20px; }
`;

export const Heading = styled.h1`
  margin: 0 0 6px;
  font-size: 20px;
  font-weight: 650;
  letter-spacing: -0.01em;
`;

export const Lead = styled.p`
  margin: 0 0 20px;
  color: var(--cf-color-text-muted);
  font-size: 14px;
  line-height: 1.5;
  overflow-wrap: anywhere;
`;

export const LinkButton = styled.button`
  align-self: center;
  padding: 4px 6px;
  font: inherit;
  font-size: 13px;
  color: var(--cf-color-primary);
  background: none;
  border: 0;
  border-radius: 6px;
  cursor: pointer;

  &:hover { text-decoration: underline; }
  &:focus-visible { outline: 2px solid var(--cf-color-primary); outline-offset: 2px; }
`;

export const QrImage = styled.img`
  display: block;
  width: 168px;
  height: 168px;
  margin: 0 auto;
  padding: 8px;
  background: #fff;
  border-radius: 8px;
`;

export const SetupKey = styled.code`
  display: block;
  padding: 8px 10px;
  font-family: var(--cf-font-mono);
  font-size: 13px;
  letter-spacing: 0.04em;
  text-align: center;
  overflow-wrap: anywhere;
  background: var(--cf-color-surface-raised);
  border-radius: 8px;
`;

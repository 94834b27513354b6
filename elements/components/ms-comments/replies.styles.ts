import styled from 'styled-components';

/** 'Show more replies' under a post's replies, lined up with them, its failure beside it. */
export const MoreReplies = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 4px 8px;
  margin-top: 8px;
  padding-left: 12px;

  @media (width < 520px) { padding-left: 6px; }
`;

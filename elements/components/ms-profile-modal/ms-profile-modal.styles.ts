import styled from 'styled-components';
import { Input } from '../../kit/form/field.styles';
import { OutlineButton } from '../../kit/ui/button';

/** Desktop: the list of sections on the left, the section on the right. */
export const Columns = styled.div`
  display: grid;
  grid-template-columns: 168px minmax(0, 1fr);
  gap: 24px;
  align-items: start;
`;

export const MenuList = styled.ul`
  display: grid;
  gap: 2px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

/** One entry of the section list: a full-width button; the current one is marked by aria-current. */
export const MenuItem = styled.button.attrs({ type: 'button', part: 'menu-item' })`
  box-sizing: border-box;
  display: flex;
  align-items: center;
  justify-content: space-between;
  width: 100%;
  min-height: 36px;
  padding: 6px 10px;
  font: inherit;
  text-align: start;
  color: var(--cf-color-text-muted);
  background: transparent;
  border: none;
  border-radius: 8px;
  cursor: pointer;

  &:hover { color: var(--cf-color-text); background: var(--cf-color-surface-raised); }
  &[aria-current='true'] { color: var(--cf-color-text); background: var(--cf-color-surface-raised); font-weight: 600; }
  &:focus-visible { outline: 2px solid var(--cf-color-primary); outline-offset: 1px; }
  &:disabled { cursor: default; }
  @media (pointer: coarse) { min-height: 44px; }
`;

/** A section's content, one column. */
export const SectionBody = styled.div`
  display: grid;
  gap: 16px;
  align-content: start;
  min-width: 0;
`;

/** A heading inside a section ('Free Plans', 'Members'); the dialog's heading names the section. */
export const SubHeading = styled.h3`
  margin: 8px 0 0;
  font-size: 14px;
  font-weight: 600;
`;

export const Rows = styled.ul`
  display: grid;
  gap: 8px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

/** A line of a list: what it is on the left, its action on the right. */
export const Row = styled.li`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 12px;
  min-height: 40px;
  padding: 6px 10px;
  border: 1px solid var(--cf-color-border);
  border-radius: 8px;

  & > :first-child { min-width: 0; overflow-wrap: anywhere; }
`;

/** A provider's mark and name. */
export const ProviderName = styled.span`
  display: inline-flex;
  align-items: center;
  gap: 8px;
`;

/** A plan's name with a line about it underneath. */
export const PlanLine = styled.span`
  display: grid;
  gap: 2px;
`;

export const Muted = styled.span`
  color: var(--cf-color-text-muted);
  font-size: 13px;
`;

export const SmallButton = styled(OutlineButton).attrs({ type: 'button', $size: 'small' })`
  flex: none;
  white-space: nowrap;
`;

export const InlineRow = styled.div`
  display: flex;
  align-items: center;
  gap: 8px;
`;

export const ReadonlyInput = styled(Input).attrs({ readOnly: true, part: 'field-input' })`
  flex: 1;
  min-width: 0;
  font-family: var(--cf-font-mono);
  font-size: 13px;
`;

export const Avatar = styled.img.attrs({ part: 'profile-image' })`
  width: 64px;
  height: 64px;
  border-radius: 50%;
  object-fit: cover;
  background: var(--cf-color-surface-raised);
`;

export const Warning = styled.p`
  margin: 0;
  padding: 10px 12px;
  border: 1px solid color-mix(in srgb, var(--cf-color-secondary) 50%, var(--cf-color-border));
  border-radius: 8px;
  color: var(--cf-color-text);
`;

/** A titled part of a section: its SubHeading, then its rows. */
export const Group = styled.section`
  display: grid;
  gap: 8px;
`;

import { css } from 'styled-components';

interface RowLayout {
  /** The space between items, and between lines once they wrap: `'8px 12px'`. */
  gap: string;
  /** How the items line up across the row; unset, they stretch to its height. */
  align?: 'center' | 'baseline' | 'flex-start' | 'end';
  /** The first item at the start and the last at the end (a heading and its controls). */
  spread?: boolean;
  /** Onto more lines where the row is narrow, as a toolbar or a row of acts does on a phone. */
  wrap?: boolean;
}

/** A row of items: a toolbar, a heading beside its controls, a label and its figure, a row's acts. */
export const flexRow = ({ gap, align, spread = false, wrap = true }: RowLayout) => css`
  display: flex;
  ${wrap && 'flex-wrap: wrap;'}
  ${align && `align-items: ${align};`}
  ${spread && 'justify-content: space-between;'}
  gap: ${gap};
`;

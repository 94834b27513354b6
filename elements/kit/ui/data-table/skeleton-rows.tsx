import styled, { keyframes } from 'styled-components';
import { ROLES } from './roles';

const shimmer = keyframes`
  from { background-position: 100% 0; }
  to { background-position: -100% 0; }
`;

const Skeleton = styled.span`
  display: inline-block;
  height: 10px;
  border-radius: 5px;
  vertical-align: middle;
  background: linear-gradient(
      90deg,
      var(--cf-color-surface-raised) 30%,
      color-mix(in srgb, var(--cf-color-text) 10%, var(--cf-color-surface-raised)) 50%,
      var(--cf-color-surface-raised) 70%
    )
    0 0 / 200% 100%;
  animation: ${shimmer} 1.4s linear infinite;

  @media (prefers-reduced-motion: reduce) { animation: none; }
`;

/** While the first rows load: the table's shape, so nothing jumps when they arrive. */
export function SkeletonRows({ columns }: { columns: number }) {
  return (
    <>
      {[0, 1, 2].map((row) => (
        // biome-ignore lint/a11y/noAriaHiddenOnFocusable: a row is not focusable; its blank cells are not content.
        <tr key={row} {...ROLES.row} aria-hidden="true" data-skeleton>
          {Array.from({ length: columns }, (_, column) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholders in fixed positions.
            <td key={column} {...ROLES.cell}>
              <Skeleton style={{ width: `${48 + ((row * 3 + column * 5) % 5) * 12}px` }} />
            </td>
          ))}
        </tr>
      ))}
    </>
  );
}

import { useLayoutEffect, useRef, useState } from 'react';

/** Rows per block: the first block is drawn before the next paint (more than any screen shows). */
export const BLOCK_ROWS = 200;
/** Blocks drawn in each task after the first: a few milliseconds of work, so input never waits long. */
const BLOCKS_PER_TASK = 2;

/**
 * The rows to draw, as blocks of row positions: a new order or filter is drawn from the top, the
 * first block before the next paint and the rest a few blocks per task, each block replacing
 * what its rows showed before. So the rows in view change at once and no task is long, in React
 * (whose useDeferredValue renders in slices but commits every row at once) and in preact/compat
 * (which defers nothing). A block that did not change keeps its array, so its rows are not even
 * compared again. `done` once every block is the new one. Rows keyed by their data (small tables)
 * are drawn at once: blocks would show one row in two places for a moment.
 */
export function useProgressiveBlocks(
  rows: readonly number[],
  sliced: boolean,
): { blocks: readonly (readonly number[])[]; done: boolean } {
  const [state, setState] = useState<{ blocks: readonly (readonly number[])[]; of: readonly number[] | null }>({
    blocks: [],
    of: null,
  });
  // The blocks on screen when a change starts: the ones past the new end go in their turn too.
  const drawnCount = useRef(0);
  drawnCount.current = state.blocks.length;
  useLayoutEffect(() => {
    if (!sliced) return;
    const target: (readonly number[])[] = [];
    for (let start = 0; start < rows.length; start += BLOCK_ROWS) target.push(rows.slice(start, start + BLOCK_ROWS));
    const steps = Math.max(target.length, drawnCount.current);
    let count = 0;
    let cancelled = false;
    const step = () => {
      if (cancelled) return;
      count = Math.min(steps, count + (count === 0 ? 1 : BLOCKS_PER_TASK));
      const finished = count >= steps;
      setState((previous) => {
        if (finished) return { blocks: target, of: rows };
        const blocks: (readonly number[])[] = [];
        for (let index = 0; index < Math.max(target.length, previous.blocks.length); index++) {
          const block = index < count ? target[index] : previous.blocks[index];
          if (block) blocks.push(block);
        }
        return { blocks, of: null };
      });
      if (!finished) nextTask(step);
    };
    step();
    return () => {
      cancelled = true;
    };
  }, [rows, sliced]);
  if (!sliced) return { blocks: [rows], done: true };
  return { blocks: state.blocks, done: state.of === rows };
}

/** Runs `work` in a task of its own, soon: after pending input, without setTimeout's 4 ms clamp. */
function nextTask(work: () => void): void {
  const channel = new MessageChannel();
  channel.port1.onmessage = () => work();
  channel.port2.postMessage(null);
}

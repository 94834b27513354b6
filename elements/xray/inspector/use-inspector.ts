import { useMemo } from 'react';
import { useSnapshot } from 'valtio';
import { inspectorItems } from './inspector-items';
import { inspectorStore } from './inspector-store';

/**
 * The inspector's state for a component, re-rendering on change, with its items built once per
 * change. The items are built from the store itself: the scan and the events are held by
 * reference (they hold the page's elements), which valtio's read-only snapshot types cannot say.
 */
export function useInspector() {
  const state = useSnapshot(inspectorStore);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the snapshot's parts change exactly when the store's do.
  const items = useMemo(
    () => inspectorItems(inspectorStore.result, { ...inspectorStore.cart }, inspectorStore.events),
    [state.result, state.cart, state.events],
  );
  return { state, items };
}

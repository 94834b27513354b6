import { log } from '../log';
/** A DOM-free emitter: listeners hear every change and can stop listening with what they got back. */
export interface Emitter<T> {
  subscribe(listener: (value: T) => void): () => void;
  emit(value: T): void;
}

export function createEmitter<T>(): Emitter<T> {
  const listeners = new Set<(value: T) => void>();
  return {
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    emit(value) {
      // A throwing listener must not keep the others from hearing the change.
      for (const listener of [...listeners]) {
        try {
          listener(value);
        } catch (error) {
          log.error(error);
        }
      }
    },
  };
}

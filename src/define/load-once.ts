/**
 * Something fetched once (code, an answer) and kept for synchronous reads; a failed fetch is forgotten, so a later
 * need fetches it again.
 */
export interface LoadOnce<T> {
  /** What was fetched, once it is here. */
  readonly value?: T;
  load(): Promise<T>;
}

export function loadOnce<T>(fetch: () => Promise<T>): LoadOnce<T> {
  let pending: Promise<T> | undefined;
  const once: { value?: T; load: () => Promise<T> } = {
    load: () =>
      (pending ??= fetch().then(
        (value) => (once.value = value),
        (error: unknown) => {
          pending = undefined;
          throw error;
        },
      )),
  };
  return once;
}

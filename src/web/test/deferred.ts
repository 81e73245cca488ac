/** An API answer held back until `release`, to look at a screen while its call is in flight. */
export function deferred<T>() {
  let release: (value: T) => void = () => {};
  const promise = new Promise<T>((resolve) => {
    release = resolve;
  });
  return { promise, release };
}

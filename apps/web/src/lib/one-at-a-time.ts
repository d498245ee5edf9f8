/**
 * Runs tasks one after another, in the order given. A task that has not settled within
 * `limitMs` of its start no longer holds the ones after it: they start, and it runs on beside
 * them (its result still goes to its caller).
 */
export function oneAtATime(limitMs: number) {
  let previous: Promise<unknown> = Promise.resolve();
  return <T>(task: () => Promise<T>): Promise<T> => {
    const started = previous.then(() => ({ work: task() }));
    previous = started
      .then(
        ({ work }) =>
          new Promise((done) => {
            const timer = setTimeout(done, limitMs);
            void work.finally(() => clearTimeout(timer)).then(done, done);
          }),
      )
      .catch(() => {});
    return started.then(({ work }) => work);
  };
}

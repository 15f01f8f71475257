// Runs `work` on every item with at most `limit` of them in flight, in order of start: how the
// outbox delivery and send-release keep the SMTP pool busy without queueing every mail at once.
export async function eachInFlight<T>(
  items: readonly T[],
  limit: number,
  work: (item: T) => Promise<void>,
): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({length: Math.min(limit, items.length)}, async () => {
      while (next < items.length) await work(items[next++]!);
    }),
  );
}

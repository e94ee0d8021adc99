import { writeHeapSnapshot } from 'node:v8';

// Preloaded into the realtime benchmark's server (`node --expose-gc --import`, never in production):
// answers the benchmark's `memory` message over the IPC channel with the process's memory after full
// garbage collections, so figures reflect what is held rather than when the collector last ran,
// without anything added to the app.
process.on('message', (message) => {
  // `-- --heap-snapshots DIR`: a snapshot to compare in the browser's memory tools.
  if (typeof message === 'object' && message !== null && 'snapshot' in message) {
    process.send?.({ written: writeHeapSnapshot(String(message.snapshot)) });
    return;
  }
  if (message !== 'memory') return;
  const collect = (globalThis as { gc?: () => void }).gc;
  // Twice: the first pass runs finalizers whose objects the second frees.
  collect?.();
  setImmediate(() => {
    collect?.();
    const { rss, heapUsed, heapTotal, external, arrayBuffers } = process.memoryUsage();
    process.send?.({ rss, heapUsed, heapTotal, external, arrayBuffers, collected: collect !== undefined });
  });
});
// The channel alone must not keep the server running once the app has closed.
process.channel?.unref();

/**
 * The template worker's entry: renders each job it is sent with the sandboxed engine and answers the
 * outcome. A job that runs away is not its own business: the pool terminates the whole worker.
 */
import { setPriority } from 'node:os';
import { parentPort } from 'node:worker_threads';
import { renderSources, type TemplateSource } from './sandbox.ts';

// Rendering yields the CPU to the event loop: on Linux a thread has its own nice value, so this lowers
// this worker alone (elsewhere it would lower the whole server, so it is left as it is).
if (process.platform === 'linux') setPriority(19);

const port = parentPort!;
port.on('message', (job: { sources: TemplateSource[]; data: object }) => {
  port.postMessage(renderSources(job.sources, job.data));
});
// Loading this file (and the engine) takes a moment; the pool starts a job's clock only after this.
port.postMessage('ready');

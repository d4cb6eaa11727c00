/**
 * The template worker's entry: renders each job it is sent with the sandboxed engine and answers the
 * outcome. A job that runs away is not its own business: the pool terminates the whole worker.
 */
import { parentPort } from 'node:worker_threads';
import { renderSources, type TemplateSource } from './sandbox.ts';

const port = parentPort!;
port.on('message', (job: { sources: TemplateSource[]; data: object }) => {
  port.postMessage(renderSources(job.sources, job.data));
});
// Loading this file (and the engine) takes a moment; the pool starts a job's clock only after this.
port.postMessage('ready');

// Runs @imgly/background-removal-node off the API's event loop: one image at a time, in the order sent.
// Plain JavaScript so that it starts the same from the sources, the tests and the server bundle.
import { createRequire } from 'node:module';
import { dirname } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parentPort, workerData } from 'node:worker_threads';

const require = createRequire(import.meta.url);
const entry = require.resolve('@imgly/background-removal-node');
const { removeBackground } = require('@imgly/background-removal-node');
// The model files ship inside the package: reading them from its folder keeps removal offline.
const publicPath = `${pathToFileURL(dirname(entry)).href}/`;

// Loading the model is the first part of the work, inference the rest.
function share(key, current, total) {
  const done = total > 0 ? current / total : 0;
  return key.startsWith('compute') ? 0.3 + 0.7 * done : 0.3 * done;
}

parentPort.on('message', async ({ id, image }) => {
  try {
    const blob = await removeBackground(new Blob([image], { type: 'image/png' }), {
      publicPath,
      model: workerData.model,
      output: { format: 'image/png' },
      progress: (key, current, total) => parentPort.postMessage({ id, progress: share(key, current, total) }),
    });
    const result = new Uint8Array(await blob.arrayBuffer());
    parentPort.postMessage({ id, result }, [result.buffer]);
  } catch (error) {
    parentPort.postMessage({ id, error: error instanceof Error ? error.message : String(error) });
  }
});

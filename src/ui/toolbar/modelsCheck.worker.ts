/// <reference lib="webworker" />
import { modelsProblems } from './modelsWhole';

// A set-up file's imported models unpacked and checked off the page's thread: a file may carry
// 12 MB of them, and inflating and checking every mesh would hold the page while the file opens.

declare const self: DedicatedWorkerGlobalScope;

self.onmessage = (event: MessageEvent<string>) => {
  let problems: string | null;
  try {
    problems = modelsProblems(event.data);
  } catch (e) {
    problems = `its models could not be read (${e instanceof Error ? e.message : String(e)})`;
  }
  self.postMessage(problems);
};

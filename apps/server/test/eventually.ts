/** Polls `check` until it returns true (work a job does in the background), failing after `timeoutMs`. */
export async function eventually(check: () => Promise<boolean>, timeoutMs = 10_000, label = 'condition') {
  const until = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > until) throw new Error(`Timed out waiting for ${label}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

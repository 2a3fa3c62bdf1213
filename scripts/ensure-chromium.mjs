// The browser tests drive Debian's Chromium through playwright-core; no test downloads a browser
// of its own. Installs it with apt-get when it is missing and we are root, else says what to run.
import { existsSync } from 'node:fs';
import { execSync } from 'node:child_process';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

if (!existsSync(CHROMIUM)) {
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const command = 'apt-get update && apt-get install -y chromium fonts-dejavu-core';
  if (!isRoot) {
    console.error(`Chromium is missing at ${CHROMIUM}. Install it with:\n  sudo sh -c '${command}'`);
    process.exit(1);
  }
  console.log(`Chromium is missing at ${CHROMIUM}: installing Debian's package (${command})…`);
  try {
    execSync(command, { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
  } catch {
    console.error(`Installing Chromium failed. Run this yourself, then npm test again:\n  ${command}`);
    process.exit(1);
  }
  if (!existsSync(CHROMIUM)) {
    console.error(`apt-get finished but ${CHROMIUM} is still missing.`);
    process.exit(1);
  }
}

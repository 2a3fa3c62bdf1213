// Network play across several table servers shares tables through Redis, and its tests start a
// redis-server of their own. Installs Debian's redis-server with apt-get when it is missing and we
// are root (as ensure-chromium.mjs does for Chromium), else says what to run.
import { existsSync } from 'node:fs';
import { execSync } from 'node:child_process';

const REDIS = process.env.REDIS_SERVER_PATH ?? '/usr/bin/redis-server';

if (!existsSync(REDIS)) {
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const command = 'apt-get update && apt-get install -y redis-server';
  if (!isRoot) {
    console.error(`redis-server is missing at ${REDIS}. Install it with:\n  sudo sh -c '${command}'`);
    process.exit(1);
  }
  console.log(`redis-server is missing at ${REDIS}: installing Debian's package (${command})…`);
  try {
    execSync(command, { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
  } catch {
    console.error(`Installing redis-server failed. Run this yourself, then npm test again:\n  ${command}`);
    process.exit(1);
  }
  if (!existsSync(REDIS)) {
    console.error(`apt-get finished but ${REDIS} is still missing.`);
    process.exit(1);
  }
}

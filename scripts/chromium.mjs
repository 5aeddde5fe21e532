import { existsSync } from 'node:fs';

/** Where the system Chromium is; CHROMIUM_PATH overrides the Debian default. */
export const chromiumPath = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

export const chromiumMissingMessage = `Chromium was not found at ${chromiumPath}.
The browser tests drive the system Chromium. Install it with:
  apt-get update && apt-get install -y chromium
or set CHROMIUM_PATH to a Chromium or Chrome binary.`;

export const hasChromium = () => existsSync(chromiumPath);

/** Launch flags for a headless run on a machine with no outside network. */
export const chromiumArgs = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

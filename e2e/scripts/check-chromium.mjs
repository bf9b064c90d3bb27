// The end-to-end tests drive the system's Chromium; test tools never download a browser.
import { existsSync } from 'node:fs';

const chromium = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
if (!existsSync(chromium)) {
  console.error(`
Chromium was not found at ${chromium}.
The end-to-end tests need it. Install it from your distribution's packages, for example:

    sudo apt-get update && sudo apt-get install -y chromium

or point CHROMIUM_PATH at an installed Chromium or Chrome.
`);
  process.exit(1);
}

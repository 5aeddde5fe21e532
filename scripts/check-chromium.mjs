import { chromiumMissingMessage, hasChromium } from './chromium.mjs';

if (!hasChromium()) {
  console.error(chromiumMissingMessage);
  process.exit(1);
}

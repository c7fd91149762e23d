// The phone profile: how soon a player on a phone over a mobile network can
// play. Chromium with its CPU slowed 4× and the "slow 4G" network (1.6 Mbit/s
// down, 750 kbit/s up, 150 ms round trip), set through the DevTools
// protocol, in a 390 × 844 touch screen. The site is served gzipped, as
// static hosts send it (serveDist's `gzip`).
//
// A first visit is a fresh browser profile (no cache, no service worker); a
// return visit opens the page again in the same profile once the service
// worker has cached the site. Each load is timed inside the page
// (start-time.mjs: the frame after a mark's element appeared), so the test
// driver adds nothing to start-up. A measurement aid for measure-web.mjs and
// phone-start.mjs, never a test.

import { timeLoad } from "./start-time.mjs";

export const PHONE = {
  cpuSlowdown: 4,
  // Bytes per second, and the added round trip in ms (DevTools' own units).
  network: { offline: false, latency: 150, downloadThroughput: 1_600_000 / 8, uploadThroughput: 750_000 / 8 },
  viewport: { width: 390, height: 844 },
};

/** A fresh phone: its own profile (cache, storage, service worker). */
export function phoneContext(browser) {
  return browser.newContext({ viewport: PHONE.viewport, deviceScaleFactor: 3, isMobile: true, hasTouch: true });
}

/** Slows `page` (before it navigates) to the phone profile. */
export async function asPhone(context, page) {
  const cdp = await context.newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.emulateNetworkConditions", PHONE.network);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: PHONE.cpuSlowdown });
  return cdp;
}

/**
 * One first visit to `url` and then `returns` return visits, each timed to
 * `marks` (start-time.mjs); a return visit waits for the page's service
 * worker unless `serviceWorker` is false (then only the HTTP cache has the
 * files). Resolves to { first, returns: [...] }.
 */
export async function phoneVisits(browser, url, marks, returns = 1, { serviceWorker = true } = {}) {
  const context = await phoneContext(browser);
  try {
    const first = await timeLoad(browser, url, marks, { context, prepare: (page) => asPhone(context, page) });
    const back = [];
    if (returns > 0) {
      // The service worker is registered after the first frame and caches
      // the whole site before it activates: a return visit starts then.
      if (serviceWorker) {
        const page = await context.newPage();
        await page.goto(url);
        await page.evaluate(() => navigator.serviceWorker.ready.then(() => true));
        await page.close();
      }
      for (let i = 0; i < returns; i++) {
        back.push(await timeLoad(browser, url, marks, { context, prepare: (p) => asPhone(context, p) }));
      }
    }
    return { first, returns: back };
  } finally {
    await context.close();
  }
}

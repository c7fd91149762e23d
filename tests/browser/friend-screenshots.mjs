// Screenshots of a game with a friend who is not in the room
// (docs/screenshots/friend-*.png): Anna's invitation with its link and QR
// code on a desktop, and the same match a few turns later, played live page
// to page, on Boris's phone and Anna's desktop. Two browser contexts stand
// for the two devices, connected by the invitation and the acceptance as in
// live.test.mjs. Run after `make build`:
//   node tests/browser/friend-screenshots.mjs

import { mkdir } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { serveDist, launchBrowser, seededRandom } from "./harness.mjs";
import { friendsOn, open, playMatch, toMove, connected } from "./friends.mjs";

const OUT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../docs/screenshots");

await mkdir(OUT, { recursive: true });
const site = { server: await serveDist(), browser: await launchBrowser() };
const shot = async (page, name) => {
  await page.screenshot({ path: path.join(OUT, name) });
  console.log(`wrote docs/screenshots/${name}`);
};
try {
  const { person, begin } = friendsOn(site);
  const anna = await person("Anna");
  const boris = await person("Boris");
  const { acceptance } = await begin(anna, boris, { length: "3", live: true, annaName: "Anna" });
  // Anna's invitation, before she has Boris's answer: the link to send and
  // its QR code.
  await anna.page.click('[data-action="remote-qr"]');
  await anna.page.locator("svg[data-remote-qr]").waitFor();
  await shot(anna.page, "friend-invite-desktop.png");
  await anna.page.click('[data-action="remote-qr"]');

  await open(anna, acceptance);
  await Promise.all([connected(anna.page, "live"), connected(boris.page, "live")]);
  // A few turns live, then on until Boris has his dice to play.
  await playMatch([anna, boris], seededRandom(7), { links: false, reloads: false, stopWhen: (s) => s.turns >= 7 });
  await playMatch([anna, boris], seededRandom(8), { links: false, reloads: false, stopWhen: () => toMove(boris) });
  await boris.page.setViewportSize({ width: 390, height: 844 });
  await boris.page.locator("[data-movable]").first().waitFor();
  await shot(boris.page, "friend-live-phone.png");
  await shot(anna.page, "friend-live-desktop.png");
  for (const who of [anna, boris]) {
    if (who.problems.length) throw new Error(`${who.name}'s page: ${who.problems.join("\n")}`);
    await who.context.close();
  }
} finally {
  await site.browser.close();
  await site.server.close();
}

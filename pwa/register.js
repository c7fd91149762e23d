// Registers the service worker (sw.js, generated at build time) and tells the
// player when a new build has been downloaded. An external file rather than an
// inline script, so the page's Content-Security-Policy needs no
// 'unsafe-inline' for scripts.
//
// A new worker is never forced onto a running game: it waits (the standard
// service worker life cycle) and takes over on the next visit, unless the
// player presses "Reload now".
(() => {
  "use strict";
  if (!("serviceWorker" in navigator)) return; // old browser, or not a secure context

  const TEXT = {
    en: {
      ready: "A new version is ready — it will be used on the next visit.",
      reload: "Reload now",
      dismiss: "Dismiss",
    },
    ru: {
      ready: "Доступна новая версия — она загрузится при следующем открытии.",
      reload: "Обновить сейчас",
      dismiss: "Закрыть",
    },
  };

  function text() {
    // The app sets <html lang> when the player switches language.
    const lang = (document.documentElement.lang || "en").toLowerCase();
    return lang.startsWith("ru") ? TEXT.ru : TEXT.en;
  }

  function button(label, onClick) {
    const b = document.createElement("button");
    b.type = "button";
    b.textContent = label;
    b.addEventListener("click", onClick);
    return b;
  }

  let shown = null;

  // DOM APIs and textContent only: nothing here is ever parsed as HTML.
  function showNotice(worker) {
    if (shown) return;
    const t = text();
    const box = document.createElement("div");
    box.className = "update-notice";
    box.setAttribute("role", "status"); // polite live region: read out, never steals focus
    const message = document.createElement("span");
    message.textContent = t.ready;
    const reload = button(t.reload, () => {
      // Reload once the new worker has taken control, not before, so the
      // reloaded page is served by the new build.
      navigator.serviceWorker.addEventListener("controllerchange", () => location.reload(), {
        once: true,
      });
      worker.postMessage({ type: "skip-waiting" });
    });
    const dismiss = button(t.dismiss, () => box.remove());
    box.append(message, reload, dismiss);
    document.body.append(box);
    shown = box;
  }

  function watch(registration) {
    // Only an update needs a notice: on the first visit nothing controls the
    // page yet and the new worker simply starts caching.
    const isUpdate = () => navigator.serviceWorker.controller !== null;
    if (registration.waiting && isUpdate()) showNotice(registration.waiting);
    registration.addEventListener("updatefound", () => {
      const worker = registration.installing;
      if (!worker) return;
      worker.addEventListener("statechange", () => {
        if (worker.state === "installed" && isUpdate()) showNotice(worker);
      });
    });
  }

  function register() {
    // Relative to the page, so the worker's scope is the app's folder
    // wherever the site is deployed.
    navigator.serviceWorker
      .register("./sw.js")
      .then(watch)
      .catch((err) => console.warn("service worker not registered:", err));
  }

  // A new worker downloads every file of the site again to cache it. On a
  // first visit that competed with the app's own start-up (about 100 ms later
  // to an interactive board, measured on two cores), so registration waits
  // until the app has started (Trunk's loader sets window.wasmBindings, then
  // fires TrunkApplicationStarted) and its first frame has been drawn.
  function afterFirstFrame() {
    requestAnimationFrame(() => setTimeout(register, 0));
  }
  if (window.wasmBindings) afterFirstFrame();
  else addEventListener("TrunkApplicationStarted", afterFirstFrame, { once: true });
})();

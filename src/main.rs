//! Entry point of the web app: it only mounts [`nardy_web::App`]; everything
//! else lives in the library so it can be unit-tested natively.

use nardy_web::platform::{browser, messages};

fn main() {
    // Shows "something went wrong — reload" instead of a dead page, and
    // still prints the panic message to the console.
    browser::install_panic_hook();
    // The words come in a file of their own, which the page's loader
    // fetched with the wasm: the app mounts once its language's are here.
    messages::take_started();
    messages::then(messages::at_start(), true, || {
        leptos::mount::mount_to_body(nardy_web::App);
        // The starting board the build wrote into index.html (`nardy
        // prerender`) was shown while this code loaded; the app's own board
        // now stands in its place. Removed in the same task as the mount, so
        // no frame shows both.
        browser::remove_prerendered();
    });
}

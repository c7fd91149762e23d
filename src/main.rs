//! Entry point of the web app: it only mounts [`nardy_web::App`]; everything
//! else lives in the library so it can be unit-tested natively.

fn main() {
    // Shows "something went wrong — reload" instead of a dead page, and
    // still prints the panic message to the console.
    nardy_web::platform::browser::install_panic_hook();
    leptos::mount::mount_to_body(nardy_web::App);
    // The starting board the build wrote into index.html (`nardy
    // prerender`) was shown while this code loaded; the app's own board now
    // stands in its place. Removed in the same task as the mount, so no
    // frame shows both.
    nardy_web::platform::browser::remove_prerendered();
}

//! Entry point of the web app: it only mounts [`nardy_web::App`]; everything
//! else lives in the library so it can be unit-tested natively.

fn main() {
    // Shows "something went wrong — reload" instead of a dead page, and
    // still prints the panic message to the console.
    nardy_web::platform::browser::install_panic_hook();
    leptos::mount::mount_to_body(nardy_web::App);
}

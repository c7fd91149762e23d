//! Entry point of the web app: it only mounts [`nardy_web::App`]; everything
//! else lives in the library so it can be unit-tested natively.

fn main() {
    // Panics otherwise vanish into "unreachable executed"; this prints the
    // message and location to the browser console instead.
    console_error_panic_hook::set_once();
    leptos::mount::mount_to_body(nardy_web::App);
}

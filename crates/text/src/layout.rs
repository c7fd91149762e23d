//! Where each catalog starts, and the catalogs built into native builds,
//! as `build.rs` generated them (read by `catalog.rs`; apart from the
//! messages' API, which calls the catalog).

include!(concat!(env!("OUT_DIR"), "/layout.rs"));

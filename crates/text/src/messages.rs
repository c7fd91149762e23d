//! The messages of `locales/en.ftl` and its folder, as `build.rs` generated
//! them: [`T`], the functions of [`msg`], the list of ids.

use crate::catalog::Arg;
use crate::lang::Lang;

include!(concat!(env!("OUT_DIR"), "/messages.rs"));

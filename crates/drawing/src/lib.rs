//! Long Nardy's board as drawn, without a browser: where every point,
//! checker and tray sits in the SVG's units ([`geometry`]), the board's
//! parts as SVG text ([`svg`]), turns shown as arrows ([`arrows`]) and
//! whole pictures of a position ([`picture`]). The app's live board and
//! the worker's pictures (the rules' diagrams, the position editor) both
//! draw with it, so they look and hit-test alike.
//!
//! ```
//! use nardy_drawing::geometry::LANDSCAPE;
//! use nardy_engine::Point;
//!
//! let head = LANDSCAPE.point_slot(Point::new(24).unwrap());
//! assert_eq!(LANDSCAPE.point_at(head.center_x, head.number_y), Some(head.point));
//! ```

pub mod arrows;
pub mod geometry;
pub mod numbers;
pub mod picture;
pub mod svg;

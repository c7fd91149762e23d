//! The interface's symbols, drawn as SVG by the page: no control depends on
//! a font having a glyph (⏮ and ⏭ are empty boxes with the common Linux
//! fonts). Each is hidden from screen readers; the button it sits in is
//! named by its text or its `aria-label`. Drawn in a 24-unit square with
//! the text's colour (style/main.css `.icon`).

/// A symbol of the interface.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Icon {
    First,
    Previous,
    Next,
    Last,
    Menu,
    Close,
    Copy,
    Share,
    Settings,
    SoundOn,
    SoundOff,
    Dice,
    Undo,
}

impl Icon {
    /// Every symbol (the tests draw each).
    pub const ALL: [Icon; 13] = [
        Icon::First,
        Icon::Previous,
        Icon::Next,
        Icon::Last,
        Icon::Menu,
        Icon::Close,
        Icon::Copy,
        Icon::Share,
        Icon::Settings,
        Icon::SoundOn,
        Icon::SoundOff,
        Icon::Dice,
        Icon::Undo,
    ];

    /// The shapes inside the symbol's `<svg>`: strokes unless a shape is
    /// filled (`f` class).
    fn shapes(self) -> &'static str {
        match self {
            Icon::First => "<path d=\"M6 5v14M18 5l-9 7 9 7z\" class=\"f\"/>",
            Icon::Previous => "<path d=\"M16 5l-9 7 9 7z\" class=\"f\"/>",
            Icon::Next => "<path d=\"M8 5l9 7-9 7z\" class=\"f\"/>",
            Icon::Last => "<path d=\"M18 5v14M6 5l9 7-9 7z\" class=\"f\"/>",
            Icon::Menu => "<path d=\"M4 6h16M4 12h16M4 18h16\"/>",
            Icon::Close => "<path d=\"M6 6l12 12M18 6L6 18\"/>",
            Icon::Copy => "<rect x=\"8\" y=\"8\" width=\"12\" height=\"12\" rx=\"2\"/><path d=\"M16 8V5a1 1 0 0 0-1-1H5a1 1 0 0 0-1 1v10a1 1 0 0 0 1 1h3\"/>",
            Icon::Share => "<circle cx=\"18\" cy=\"5\" r=\"2.5\"/><circle cx=\"6\" cy=\"12\" r=\"2.5\"/><circle cx=\"18\" cy=\"19\" r=\"2.5\"/><path d=\"M8.2 10.8l7.6-4.5M8.2 13.2l7.6 4.5\"/>",
            Icon::Settings => "<circle cx=\"12\" cy=\"12\" r=\"3\"/><path d=\"M12 2v3M12 19v3M2 12h3M19 12h3M4.9 4.9l2.1 2.1M17 17l2.1 2.1M4.9 19.1L7 17M17 7l2.1-2.1\"/>",
            Icon::SoundOn => "<path d=\"M4 9h4l5-4v14l-5-4H4z\" class=\"f\"/><path d=\"M16 9a4 4 0 0 1 0 6M18.5 6.5a8 8 0 0 1 0 11\"/>",
            Icon::SoundOff => "<path d=\"M4 9h4l5-4v14l-5-4H4z\" class=\"f\"/><path d=\"M16 9l5 6M21 9l-5 6\"/>",
            Icon::Dice => "<rect x=\"4\" y=\"4\" width=\"16\" height=\"16\" rx=\"3\"/><circle cx=\"9\" cy=\"9\" r=\"1.4\" class=\"f\"/><circle cx=\"15\" cy=\"15\" r=\"1.4\" class=\"f\"/><circle cx=\"12\" cy=\"12\" r=\"1.4\" class=\"f\"/>",
            Icon::Undo => "<path d=\"M9 14L4 9l5-5\"/><path d=\"M4 9h10a6 6 0 0 1 0 12h-3\"/>",
        }
    }

    /// The symbol as `<svg>` text, for a button's HTML.
    pub fn svg(self) -> String {
        format!(
            "<svg class=\"icon\" viewBox=\"0 0 24 24\" aria-hidden=\"true\">{}</svg>",
            self.shapes()
        )
    }
}

/// A button's content: its symbol and its text (the button's name).
pub fn labelled(icon: Icon, text: &str) -> String {
    format!("{}<span class=\"label\">{text}</span>", icon.svg())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_symbol_is_a_hidden_svg_of_drawn_shapes_and_no_text() {
        for icon in Icon::ALL {
            let svg = icon.svg();
            assert!(
                svg.starts_with("<svg class=\"icon\" viewBox=\"0 0 24 24\" aria-hidden=\"true\"")
            );
            assert!(
                svg.contains("<path") || svg.contains("<rect") || svg.contains("<circle"),
                "{icon:?}"
            );
            // Drawn, never a character that a font may lack.
            assert!(!svg.contains("<text") && svg.is_ascii(), "{icon:?}");
        }
    }
}

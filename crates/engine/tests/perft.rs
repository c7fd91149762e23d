//! perft reference values kept as data (like shakmaty's `tests/*.perft`).

use nardy_engine::{perft, Position};

#[test]
fn perft_matches_reference_values() {
    let data = include_str!("data/start.perft");
    let mut position: Option<Position> = None;
    let mut checked = 0;
    for line in data.lines().map(str::trim) {
        if line.is_empty() || line.starts_with('#') {
            continue;
        }
        if let Some(p) = line.strip_prefix("position ") {
            position = Some(p.parse().expect("valid position in perft data"));
            continue;
        }
        let (depth, expected) = line.split_once(' ').expect("depth and count");
        let depth: u32 = depth.parse().unwrap();
        let expected: u64 = expected.parse().unwrap();
        let p = position.expect("a position line comes first");
        assert_eq!(perft(&p, depth), expected, "perft({p}, {depth})");
        checked += 1;
    }
    assert_eq!(checked, 4);
}

//! A saved value the app cannot use is kept aside, never deleted: the
//! newest under `nardy.save.unreadable`, older ones under
//! `nardy.save.unreadable.2` … `.5`. Every copy is read back before the
//! original is removed; when there is no room for it, the original stays
//! where it is. Room is made by giving up the oldest kept values, one at a
//! time, and only when that lets the new one in.

use super::storage::{Storage, Stored, SAVE, UNREADABLE};

/// How many values are kept aside at most.
pub const SLOTS: usize = 5;

/// The key of slot `i` (0 is the newest).
pub fn slot_key(i: usize) -> String {
    match i {
        0 => UNREADABLE.to_string(),
        _ => format!("{UNREADABLE}.{}", i + 1),
    }
}

/// Where a value went.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Kept {
    /// Its key now.
    pub key: String,
    /// Older kept values given up to make room (the oldest first to go).
    pub dropped: usize,
}

/// The values kept aside now, newest first.
pub fn kept(storage: &impl Storage) -> Vec<String> {
    (0..SLOTS)
        .filter_map(|i| storage.read(&slot_key(i)).value())
        .collect()
}

/// Writes `layout` into the slots (slot i = layout[i], each read back) and
/// clears the slots after it; `false` if any copy did not take.
fn write_layout(storage: &mut impl Storage, layout: &[&str]) -> bool {
    for (i, value) in layout.iter().enumerate() {
        if !storage.write_checked(&slot_key(i), value) {
            return false;
        }
    }
    for i in layout.len()..SLOTS {
        storage.remove(&slot_key(i));
    }
    true
}

/// Moves the value of `nardy.save` aside (slot 0), the kept ones one slot
/// down. On success the save key is empty; on failure (no room even
/// without the older kept values) nothing has changed.
pub fn move_save_aside(storage: &mut impl Storage) -> Option<Kept> {
    let Stored::Value(value) = storage.read(SAVE) else {
        return None;
    };
    let old = kept(storage);
    let old: Vec<&str> = old.iter().map(String::as_str).collect();
    // At most SLOTS values: the oldest beyond that makes way in any case.
    let mut keep = old.len().min(SLOTS - 1);
    loop {
        let layout: Vec<&str> = std::iter::once(value.as_str())
            .chain(old[..keep].iter().copied())
            .collect();
        if write_layout(storage, &layout) {
            storage.remove(SAVE);
            return Some(Kept {
                key: slot_key(0),
                dropped: old.len() - keep,
            });
        }
        // It did not fit: everything back as it was (it fitted before), then
        // try again with one old value fewer.
        write_layout(storage, &old);
        if keep == 0 {
            return None;
        }
        keep -= 1;
    }
}

/// Takes kept value `slot` out to be opened, and keeps the value of
/// `nardy.save` (the match it replaces) aside in its stead, in slot 0.
/// Returns the value taken out; on failure (no room) nothing has changed.
pub fn swap_out(storage: &mut impl Storage, slot: usize) -> Option<String> {
    let old = kept(storage);
    let wanted = old.get(slot)?.clone();
    let current = storage.read(SAVE).value();
    let layout: Vec<&str> = current
        .iter()
        .map(String::as_str)
        .chain(
            old.iter()
                .enumerate()
                .filter(|&(i, _)| i != slot)
                .map(|(_, v)| v.as_str()),
        )
        .collect();
    if write_layout(storage, &layout) {
        Some(wanted)
    } else {
        let old: Vec<&str> = old.iter().map(String::as_str).collect();
        write_layout(storage, &old);
        None
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::platform::storage::memory::Memory;

    fn with_save(value: &str, quota: Option<usize>) -> Memory {
        let mut m = Memory {
            quota,
            ..Memory::default()
        };
        assert!(m.write(SAVE, value));
        m
    }

    #[test]
    fn each_value_goes_to_the_front_and_the_older_ones_move_down() {
        let mut m = with_save("first", None);
        assert_eq!(
            move_save_aside(&mut m),
            Some(Kept {
                key: UNREADABLE.into(),
                dropped: 0
            })
        );
        assert_eq!(m.read(SAVE), Stored::Absent);
        for v in ["second", "third"] {
            m.write(SAVE, v);
            move_save_aside(&mut m).unwrap();
        }
        assert_eq!(kept(&m), ["third", "second", "first"]);
        assert_eq!(
            m.read("nardy.save.unreadable.3"),
            Stored::Value("first".into())
        );
        // A sixth makes the oldest give way.
        for v in ["4", "5", "6"] {
            m.write(SAVE, v);
            let k = move_save_aside(&mut m).unwrap();
            assert_eq!(k.dropped, usize::from(v == "6"));
        }
        assert_eq!(kept(&m), ["6", "5", "4", "third", "second"]);
    }

    #[test]
    fn opening_a_kept_value_keeps_the_save_in_its_place() {
        let mut m = with_save("a", None);
        move_save_aside(&mut m).unwrap();
        m.write(SAVE, "b");
        move_save_aside(&mut m).unwrap();
        m.write(SAVE, "playing");
        assert_eq!(swap_out(&mut m, 1), Some("a".into()));
        assert_eq!(kept(&m), ["playing", "b"]);
        // Without a save nothing takes its place; a slot not there is refused.
        m.remove(SAVE);
        assert_eq!(swap_out(&mut m, 0), Some("playing".into()));
        assert_eq!(kept(&m), ["b"]);
        assert_eq!(swap_out(&mut m, 3), None);
        assert_eq!(kept(&m), ["b"]);
    }

    #[test]
    fn without_room_the_value_stays_where_it_is() {
        // Room for one copy of the save and not two.
        let big = "!".repeat(1000);
        let mut m = with_save(&big, Some(1500));
        assert_eq!(move_save_aside(&mut m), None);
        assert_eq!(m.read(SAVE), Stored::Value(big.clone()));
        assert!(kept(&m).is_empty());
        // With room, it moves.
        m.quota = Some(2100);
        assert!(move_save_aside(&mut m).is_some());
        assert_eq!(kept(&m), [big]);
    }

    #[test]
    fn older_values_give_way_only_when_that_lets_the_new_one_in() {
        let mut m = Memory::default();
        for v in ["a".repeat(300), "b".repeat(300)] {
            m.write(SAVE, &v);
            move_save_aside(&mut m).unwrap();
        }
        m.values.insert(SAVE.into(), "c".repeat(700));
        // Keys count too: the save with both kept values would need 2,077
        // characters, with the newer one only 1,754.
        m.quota = Some(1800);
        let k = move_save_aside(&mut m).unwrap();
        assert_eq!(k.dropped, 1, "the oldest gave way");
        assert_eq!(kept(&m), ["c".repeat(700), "b".repeat(300)]);
        // Nothing gives way for a value that cannot fit at all.
        let before = kept(&m);
        m.values.insert(SAVE.into(), "e".repeat(5000));
        assert_eq!(move_save_aside(&mut m), None);
        assert_eq!(kept(&m), before);
        assert_eq!(m.read(SAVE), Stored::Value("e".repeat(5000)));
    }

    #[test]
    fn broken_storage_moves_nothing_and_loses_nothing() {
        let mut m = with_save("x", None);
        m.read_only = true;
        assert_eq!(move_save_aside(&mut m), None);
        assert_eq!(m.read(SAVE), Stored::Value("x".into()));
        m.broken = true;
        assert_eq!(move_save_aside(&mut m), None);
    }
}

//! The dice rolled on this device, over every game and visit: counted as
//! they are rolled (imported and replayed games roll nothing here), kept in
//! localStorage, shown in the dice panel, reset there.

use super::storage::{Local, Storage, DICE_STATS};
use crate::state::Event;
use crate::store::Store;
use leptos::prelude::*;
use nardy_dice::DiceCounts;

/// The stored form (`DiceCounts::code`).
pub fn encode(counts: &DiceCounts) -> String {
    counts.code()
}

/// Reads [`encode`]'s text; `None` for anything else.
pub fn decode(text: &str) -> Option<DiceCounts> {
    DiceCounts::from_code(text)
}

/// The device's counts, for the panel (provided as context).
#[derive(Clone, Copy)]
pub struct DeviceDice(pub RwSignal<DiceCounts>);

impl DeviceDice {
    /// Forgets every roll counted so far.
    pub fn reset(self, storage: &mut impl Storage) {
        self.0.set(DiceCounts::default());
        storage.remove(DICE_STATS);
    }
}

/// Reads the counts (an unreadable value counts from zero: statistics can
/// be rebuilt, a game cannot) and adds every roll from now on.
pub fn start(store: Store) -> DeviceDice {
    let counts = Local
        .read(DICE_STATS)
        .value()
        .and_then(|t| decode(&t))
        .unwrap_or_default();
    let device = DeviceDice(RwSignal::new(counts));
    store.listen(move |events| {
        let rolls = events.iter().filter_map(|e| match e {
            Event::Rolled { dice, .. } => Some(*dice),
            _ => None,
        });
        let mut any = false;
        for dice in rolls {
            device.0.update(|c| c.add(dice));
            any = true;
        }
        if any {
            Local.write(DICE_STATS, &encode(&device.0.get_untracked()));
        }
    });
    device
}

#[cfg(test)]
mod tests {
    use super::*;
    use nardy_engine::Dice;

    #[test]
    fn counts_survive_storage_and_bad_values_are_refused() {
        let mut c = DiceCounts::default();
        for (h, l) in [(6, 5), (5, 6), (2, 2), (1, 3)] {
            c.add(Dice::new(h, l).unwrap());
        }
        let text = encode(&c);
        // 2-2, 3-1 once; 6-5 twice.
        assert_eq!(text, "1:0,0,1,1,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,2,0");
        assert_eq!(decode(&text), Some(c));
        for bad in [
            "",
            "1:",
            "2:0,0,0,0,0,1,0,0,0,0,0,0,0,0,0,0,0,0,0,2,0",
            "1:0,0,0,0,0,1,0,0,0,0,0,0,0,0,0,0,0,0,0,2",
            "1:0,0,0,0,0,1,0,0,0,0,0,0,0,0,0,0,0,0,0,2,0,0",
            "1:0,0,0,0,0,-1,0,0,0,0,0,0,0,0,0,0,0,0,0,2,0",
        ] {
            assert_eq!(decode(bad), None, "{bad:?}");
        }
    }
}

//! The app's first state: the saved game when there is one that fits the
//! URL, else a fresh game. A saved value is never lost on the way: one that
//! cannot be read, or that the URL replaces, is moved aside first (`aside`),
//! and when even that is impossible it stays where it is and the new game
//! is not saved over it. The notice says which.
//!
//! Runs against any [`Storage`], so every case is a unit test.

use super::aside;
use super::params::UrlParams;
use super::save;
use super::storage::{Storage, Stored, SAVE};
use crate::state::{AppState, LinkError, Notice, Options, Saved, Settings};
use nardy_engine::Position;

/// The first state, and whether the game may be saved over `nardy.save`.
pub struct Start {
    pub state: AppState,
    /// `false` while `nardy.save` holds a value that could not be kept
    /// aside: the new game must not overwrite it.
    pub saving: bool,
}

/// What the browser remembered (or the defaults), before the URL has its say.
pub struct Remembered {
    pub options: Options,
    pub settings: Settings,
}

/// The URL's parameters override what was remembered. A new game's dice
/// are secret and committed, unless the URL fixes them with `seed`.
pub fn initial_state(
    params: &UrlParams,
    storage: &mut impl Storage,
    remembered: Remembered,
) -> Start {
    let settings = params.apply_settings(remembered.settings);
    let options = params.apply(remembered.options);
    let new = || match params.seed {
        Some(seed) => AppState::new(seed, options, settings),
        None => AppState::new_secret(options, settings),
    };
    // A link's position: a match from it. One that cannot be opened is a
    // notice, and the link is as if it asked for nothing.
    let linked = params.position.as_deref().map(|code| {
        let position = Position::from_code(code).map_err(LinkError::Position)?;
        new().set_up(position).map_err(LinkError::SetUp)?;
        Ok::<_, LinkError>(position)
    });
    let (position, bad_link) = match linked {
        Some(Ok(p)) => (Some(p), None),
        Some(Err(e)) => (None, Some(Notice::BadLink(e))),
        None => (None, None),
    };
    let fresh = || match position {
        // Checked above: the new match takes the position.
        Some(p) => new().set_up(p).unwrap_or_else(|_| new()),
        None => new(),
    };
    let start = |state: AppState| {
        let state = match (&bad_link, state.notice()) {
            (Some(n), None) => state.with_notice(n.clone()),
            _ => state,
        };
        Start {
            state,
            saving: true,
        }
    };
    let text = match storage.read(SAVE) {
        Stored::Absent => return start(fresh()),
        Stored::Unavailable => return start(fresh().with_notice(Notice::StorageUnavailable)),
        Stored::Value(text) => text,
    };
    match save::decode(&text) {
        Ok(saved) if fits(params, position, &saved) => start(AppState::resumed(saved, settings)),
        // The URL asks for another game: the one in progress is kept aside
        // first; if it cannot be, it goes on (a link never costs a game).
        Ok(saved) => match aside::move_save_aside(storage) {
            Some(k) => start(fresh().with_notice(Notice::SaveReplaced {
                kept: k.key,
                dropped: k.dropped,
            })),
            None => start(AppState::resumed(saved, settings)),
        },
        Err(e) => match aside::move_save_aside(storage) {
            Some(k) => start(fresh().with_notice(Notice::SaveUnreadable {
                why: e,
                kept: k.key,
                dropped: k.dropped,
            })),
            None => Start {
                state: fresh().with_notice(Notice::SaveLeftInPlace {
                    why: e,
                    downloaded: false,
                }),
                saving: false,
            },
        },
    }
}

/// True when the saved game is what the URL asks for (or it asks nothing):
/// for a position, a match that was set up from it.
fn fits(params: &UrlParams, position: Option<Position>, saved: &Saved) -> bool {
    let o = &saved.options;
    let first = saved.r#match.games().next();
    let from = |p: Position| first.is_some_and(|g| g.is_set_up() && *g.start() == p);
    params.mode.is_none_or(|m| m == o.mode)
        && params.level.is_none_or(|l| l == o.level)
        && params.human.is_none_or(|h| h == o.human)
        && params
            .match_length
            .is_none_or(|n| n == o.rules.match_length)
        && params
            .seed
            .is_none_or(|seed| saved.dice.series == Some(seed))
        && position.is_none_or(from)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::platform::storage::memory::Memory;
    use crate::platform::storage::UNREADABLE;
    use crate::state::{dispatch, Action, Mode, SaveError};
    use nardy_engine::Phase;
    use nardy_text::Lang;

    fn saved_hot_seat_game(seed: u64) -> String {
        let options = Options {
            mode: Mode::HotSeat,
            ..Options::default()
        };
        let mut s = AppState::new(seed, options, Settings::default());
        while matches!(s.phase(), Phase::Opening) {
            dispatch(&mut s, Action::OpeningRoll);
        }
        save::encode(&s, "now")
    }

    fn defaults() -> Remembered {
        Remembered {
            options: Options::default(),
            settings: Settings::default(),
        }
    }

    fn storing(save: &str) -> Memory {
        let mut m = Memory::default();
        m.write(SAVE, save);
        m
    }

    fn open(query: &str, storage: &mut Memory) -> Start {
        let (params, _) = UrlParams::parse(query);
        initial_state(&params, storage, defaults())
    }

    #[test]
    fn a_save_is_resumed_unless_the_url_asks_for_another_game() {
        let text = saved_hot_seat_game(5);
        for query in [
            "",
            "?seed=5",
            "?mode=hotseat&lang=ru",
            "?embed=1&animation=off",
        ] {
            let start = open(query, &mut storing(&text));
            assert!(!matches!(start.state.phase(), Phase::Opening), "{query}");
            assert_eq!(start.state.dice().series(), Some(5), "{query}");
            assert!(start.saving && start.state.notice().is_none());
        }
        let start = open(
            "?embed=1&animation=off&lang=ru&sound=on",
            &mut storing(&text),
        );
        let settings = start.state.settings();
        assert!(settings.compact && !settings.animate && settings.sound);
        assert_eq!(start.state.lang(), Lang::Ru);
        // Another game: the saved one is kept aside first.
        let mut storage = storing(&text);
        let start = open("?seed=6&mode=ai", &mut storage);
        assert!(matches!(start.state.phase(), Phase::Opening));
        assert_eq!(
            (start.state.dice().series(), start.state.options().mode),
            (Some(6), Mode::Computer)
        );
        assert!(
            matches!(start.state.notice(), Some(Notice::SaveReplaced { kept, .. }) if kept == UNREADABLE)
        );
        assert_eq!(storage.read(UNREADABLE), Stored::Value(text.clone()));
        // ... and when it cannot be, the link does not cost the game.
        let mut full = storing(&text);
        full.read_only = true;
        let start = open("?seed=6&mode=ai", &mut full);
        assert_eq!(start.state.dice().series(), Some(5));
        assert!(start.saving);
    }

    #[test]
    fn an_unreadable_save_gives_a_fresh_game_a_notice_and_is_kept_aside() {
        let mut storage = storing("{oops");
        let start = open("", &mut storage);
        assert!(matches!(start.state.phase(), Phase::Opening));
        assert!(matches!(start.state.notice(),
            Some(Notice::SaveUnreadable { why: SaveError::Corrupt { at: 1 }, kept, dropped: 0 })
                if kept == UNREADABLE));
        assert_eq!(storage.read(UNREADABLE), Stored::Value("{oops".into()));
        assert_eq!(storage.read(SAVE), Stored::Absent);
        assert!(start.saving);

        let start = open(
            "",
            &mut Memory {
                broken: true,
                ..Memory::default()
            },
        );
        assert_eq!(start.state.notice(), Some(&Notice::StorageUnavailable));

        let start = open("", &mut Memory::default());
        assert_eq!(start.state.notice(), None);
        // Without a seed in the address, the dice are secret and committed.
        assert_eq!(start.state.dice().series(), None);
        assert!(start.state.dice().lines()[0].commitment.is_some());
    }

    #[test]
    fn a_position_link_opens_a_match_from_it_and_a_bad_one_leaves_the_game_be() {
        let code = "2,3,1,1,1,-7,,1,,1,,-2,-2,-2,-2,,,2,,1,,1,,1_b";
        let position = Position::from_code(code).unwrap();
        let text = saved_hot_seat_game(5);
        // Another game was saved: it is kept aside, and the match starts
        // from the position, Black to roll.
        let mut storage = storing(&text);
        let start = open(&format!("?mode=hotseat&position={code}"), &mut storage);
        let game = start.state.r#match().game();
        assert!(game.is_set_up());
        assert_eq!(*game.position(), position);
        assert!(matches!(
            game.phase(),
            Phase::Roll(nardy_engine::Side::Black)
        ));
        assert!(matches!(
            start.state.notice(),
            Some(Notice::SaveReplaced { .. })
        ));
        assert_eq!(storage.read(UNREADABLE), Stored::Value(text.clone()));
        // Saved, then opened again with the same link (a reload, an iframe):
        // the match goes on instead of starting over. The plain §6 string,
        // percent-encoded, is the same link.
        let again = save::encode(&start.state, "now");
        let plain = position.to_string().replace(',', "%2C").replace(' ', "%20");
        for query in [format!("?position={code}"), format!("?position={plain}")] {
            let start = open(&query, &mut storing(&again));
            assert!(start.state.notice().is_none(), "{query}");
            assert!(start.state.r#match().game().is_set_up());
        }
        // Malformed or finished positions: one notice each, and the saved
        // game goes on untouched.
        for bad in [
            "1,2,3_w",
            ",,,,,,,,,,,-15,,,,,,,,,,,,15",
            ",,,,,,,,,,,-15,,,,,,,,,,,,16_w",
            ",,,,,,,,,,,-15,,,,,,,,,,,,15_x",
            ",,,,,,,,,,,-15,,,,,,,,,,,,_b",
        ] {
            let mut storage = storing(&text);
            let start = open(&format!("?position={bad}"), &mut storage);
            assert!(
                matches!(start.state.notice(), Some(Notice::BadLink(_))),
                "{bad}"
            );
            assert_eq!(
                start.state.dice().series(),
                Some(5),
                "{bad}: the saved game"
            );
            assert_eq!(storage.read(SAVE), Stored::Value(text.clone()));
            assert_eq!(storage.read(UNREADABLE), Stored::Absent);
        }
        let start = open("?position=x_w", &mut Memory::default());
        assert!(matches!(start.state.notice(), Some(Notice::BadLink(_))));
        assert!(
            matches!(start.state.phase(), Phase::Opening),
            "a fresh game"
        );
    }

    #[test]
    fn an_unreadable_save_without_room_for_a_copy_stays_and_is_not_saved_over() {
        let big = "!".repeat(3000);
        let mut storage = storing(&big);
        storage.quota = Some(4000);
        let start = open("", &mut storage);
        assert!(!start.saving);
        assert!(matches!(
            start.state.notice(),
            Some(Notice::SaveLeftInPlace { .. })
        ));
        assert_eq!(storage.read(SAVE), Stored::Value(big));
        assert_eq!(storage.read(UNREADABLE), Stored::Absent);
    }
}

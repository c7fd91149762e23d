//! The app's first state: the saved game when there is one that fits the
//! URL, else a fresh game, and a notice when a saved game was lost.
//!
//! Pure (the browser reads are passed in), so every case is a unit test.

use super::params::UrlParams;
use super::save;
use super::storage::Stored;
use crate::state::{AppState, Notice, Options, Saved, Settings};

/// The first state, and a stored value to keep aside (it could not be read).
pub struct Start {
    pub state: AppState,
    pub put_aside: Option<String>,
}

/// What the browser remembered (or the defaults), before the URL has its say.
pub struct Remembered {
    pub options: Options,
    pub settings: Settings,
}

/// The URL's parameters override what was remembered. `fresh_seed` is used
/// when the URL has no seed.
pub fn initial_state(
    params: &UrlParams,
    stored: Stored,
    remembered: Remembered,
    fresh_seed: u64,
) -> Start {
    let settings = params.apply_settings(remembered.settings);
    let fresh = || {
        AppState::new(
            params.seed.unwrap_or(fresh_seed),
            params.apply(remembered.options),
            settings,
        )
    };
    match stored {
        Stored::Absent => Start {
            state: fresh(),
            put_aside: None,
        },
        Stored::Unavailable => Start {
            state: fresh().with_notice(Notice::StorageUnavailable),
            put_aside: None,
        },
        Stored::Value(text) => match save::decode(&text) {
            Ok(saved) if fits(params, &saved) => Start {
                state: AppState::resumed(saved, settings),
                put_aside: None,
            },
            // The URL asks for another game: the save is replaced, as by "new game".
            Ok(_) => Start {
                state: fresh(),
                put_aside: None,
            },
            Err(e) => Start {
                state: fresh().with_notice(Notice::SaveUnreadable(e.to_string())),
                put_aside: Some(text),
            },
        },
    }
}

/// True when the saved game is what the URL asks for (or it asks nothing).
fn fits(params: &UrlParams, saved: &Saved) -> bool {
    let o = &saved.options;
    params.mode.is_none_or(|m| m == o.mode)
        && params.level.is_none_or(|l| l == o.level)
        && params.human.is_none_or(|h| h == o.human)
        && params
            .match_length
            .is_none_or(|n| n == o.rules.match_length)
        && params.seed.is_none_or(|seed| seed == saved.seed)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::Lang;
    use crate::state::{dispatch, Action, Mode};
    use nardy_engine::Phase;

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

    #[test]
    fn a_save_is_resumed_unless_the_url_asks_for_another_game() {
        let text = saved_hot_seat_game(5);
        let resume = |query: &str| {
            let (params, _) = UrlParams::parse(query);
            initial_state(&params, Stored::Value(text.clone()), defaults(), 99)
        };
        for query in [
            "",
            "?seed=5",
            "?mode=hotseat&lang=ru",
            "?embed=1&animation=off",
        ] {
            let start = resume(query);
            assert!(!matches!(start.state.phase(), Phase::Opening), "{query}");
            assert_eq!(start.state.seed(), 5, "{query}");
            assert!(start.put_aside.is_none() && start.state.notice().is_none());
        }
        let start = resume("?seed=6&mode=ai");
        assert!(matches!(start.state.phase(), Phase::Opening));
        assert_eq!(
            (start.state.seed(), start.state.options().mode),
            (6, Mode::Computer)
        );
        let start = resume("?embed=1&animation=off&lang=ru&sound=on");
        let settings = start.state.settings();
        assert!(settings.compact && !settings.animate && settings.sound);
        assert_eq!(start.state.lang(), Lang::Ru);
    }

    #[test]
    fn an_unreadable_save_gives_a_fresh_game_a_notice_and_is_kept_aside() {
        let params = UrlParams::default();
        let start = initial_state(&params, Stored::Value("{oops".into()), defaults(), 3);
        assert!(matches!(start.state.phase(), Phase::Opening));
        assert!(
            matches!(start.state.notice(), Some(Notice::SaveUnreadable(why)) if why.contains("JSON"))
        );
        assert_eq!(start.put_aside.as_deref(), Some("{oops"));

        let start = initial_state(&params, Stored::Unavailable, defaults(), 3);
        assert_eq!(start.state.notice(), Some(&Notice::StorageUnavailable));
        assert!(start.put_aside.is_none());

        let start = initial_state(&params, Stored::Absent, defaults(), 3);
        assert_eq!(start.state.notice(), None);
        assert_eq!(start.state.seed(), 3);
    }
}

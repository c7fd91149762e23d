//! The app's first state: the saved game when there is one that fits the
//! URL, else a fresh game, and a notice when a saved game was lost.
//!
//! Pure (the browser reads are passed in), so every case is a unit test.

use crate::browser::Stored;
use crate::i18n::Lang;
use crate::options::Options;
use crate::params::UrlParams;
use crate::save::{self, Saved};
use crate::state::{AppState, Notice};

/// The first state, and a stored value to keep aside (it could not be read).
pub struct Start {
    pub state: AppState,
    pub put_aside: Option<String>,
}

/// `options`, `lang` and `sound` are the remembered (or default) choices; the URL's
/// parameters override them. `fresh_seed` is used when the URL has no seed.
pub fn initial_state(
    params: &UrlParams,
    stored: Stored,
    options: Options,
    lang: Lang,
    sound: bool,
    fresh_seed: u64,
) -> Start {
    let lang = params.lang.unwrap_or(lang);
    let fresh = || {
        AppState::new(
            params.seed.unwrap_or(fresh_seed),
            lang,
            params.apply(options),
        )
    };
    let (mut state, put_aside) = match stored {
        Stored::Absent => (fresh(), None),
        Stored::Unavailable => {
            let mut s = fresh();
            s.notice = Some(Notice::StorageUnavailable);
            (s, None)
        }
        Stored::Value(text) => match save::decode(&text) {
            Ok(saved) if fits(params, &saved) => {
                let mut s = AppState::resumed(saved);
                s.lang = lang;
                (s, None)
            }
            // The URL asks for another game: the save is replaced, as by "new game".
            Ok(_) => (fresh(), None),
            Err(e) => {
                let mut s = fresh();
                s.notice = Some(Notice::SaveUnreadable(e.to_string()));
                (s, Some(text))
            }
        },
    };
    state.animate = params.animation.unwrap_or(true);
    state.sound = params.sound.unwrap_or(sound);
    state.compact = params.embed;
    Start { state, put_aside }
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
    use crate::options::Mode;
    use crate::state::{dispatch, Action};
    use nardy_engine::Phase;

    fn saved_hot_seat_game(seed: u64) -> String {
        let options = Options {
            mode: Mode::HotSeat,
            ..Options::default()
        };
        let mut s = AppState::new(seed, Lang::En, options);
        while matches!(s.phase(), Phase::Opening) {
            dispatch(&mut s, Action::OpeningRoll);
        }
        save::encode(&s, "now")
    }

    #[test]
    fn a_save_is_resumed_unless_the_url_asks_for_another_game() {
        let text = saved_hot_seat_game(5);
        let resume = |query: &str| {
            let (params, _) = UrlParams::parse(query);
            initial_state(
                &params,
                Stored::Value(text.clone()),
                Options::default(),
                Lang::En,
                false,
                99,
            )
        };
        for query in [
            "",
            "?seed=5",
            "?mode=hotseat&lang=ru",
            "?embed=1&animation=off",
        ] {
            let start = resume(query);
            assert!(!matches!(start.state.phase(), Phase::Opening), "{query}");
            assert_eq!(start.state.seed, 5, "{query}");
            assert!(start.put_aside.is_none() && start.state.notice.is_none());
        }
        let start = resume("?seed=6&mode=ai");
        assert!(matches!(start.state.phase(), Phase::Opening));
        assert_eq!(
            (start.state.seed, start.state.options.mode),
            (6, Mode::Computer)
        );
        let start = resume("?embed=1&animation=off&lang=ru&sound=on");
        assert!(start.state.compact && !start.state.animate && start.state.sound);
        assert_eq!(start.state.lang, Lang::Ru);
    }

    #[test]
    fn an_unreadable_save_gives_a_fresh_game_a_notice_and_is_kept_aside() {
        let params = UrlParams::default();
        let start = initial_state(
            &params,
            Stored::Value("{oops".into()),
            Options::default(),
            Lang::En,
            false,
            3,
        );
        assert!(matches!(start.state.phase(), Phase::Opening));
        assert!(
            matches!(&start.state.notice, Some(Notice::SaveUnreadable(why)) if why.contains("JSON"))
        );
        assert_eq!(start.put_aside.as_deref(), Some("{oops"));

        let start = initial_state(
            &params,
            Stored::Unavailable,
            Options::default(),
            Lang::En,
            false,
            3,
        );
        assert_eq!(start.state.notice, Some(Notice::StorageUnavailable));
        assert!(start.put_aside.is_none());

        let start = initial_state(
            &params,
            Stored::Absent,
            Options::default(),
            Lang::En,
            false,
            3,
        );
        assert_eq!(start.state.notice, None);
        assert_eq!(start.state.seed, 3);
    }
}

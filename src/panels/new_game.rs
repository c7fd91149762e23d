//! The new-game dialog: mode, computer level and colour, match length and
//! rule options. It edits a copy of the options and only "start" applies it.
//! The same dialog starts a match from a reviewed position ("play on from
//! here"), under its own title.
//!
//! Written as HTML text with delegated events (see `html.rs`): as `view!`
//! elements the dialog cost the first download 7.8 KB gzipped; as text it
//! is redrawn from the draft after each change, the focus kept in place.

use super::controls::{control_of, Control, Field};
use super::html::{esc, focus, refocus};
use crate::state::{variant_code, variant_of, Action, AppState, Dialog, Mode, Options};
use crate::store::use_store;
use leptos::prelude::*;
use nardy_ai::Level;
use nardy_engine::{MatchLength, OpeningRule, Side, Variant};
use nardy_text::{self as i18n, T};

#[component]
pub fn NewGameDialog() -> impl IntoView {
    let store = use_store();
    // A memo, so that other state changes (a timer) do not redraw the
    // dialog; the draft is taken from the options each time it opens.
    let open = Memo::new(move |_| {
        store.with(|s| matches!(s.dialog(), Some(Dialog::NewGame | Dialog::PlayOn(_))))
    });
    // The choices so far; `None` until the first change: the options in force.
    let draft = RwSignal::new(None::<Options>);
    let current = move || {
        draft
            .get_untracked()
            .unwrap_or_else(|| store.with_untracked(|s| *s.options()))
    };
    Effect::new(move |_| {
        if open.get() {
            // The dialog's first field, the mode, takes the focus.
            focus(Control::Field(Field::Mode).selector());
        }
    });
    let on_change = move |e: leptos::ev::Event| {
        let Some(Control::Field(field)) = control_of(&e) else {
            return;
        };
        let mut o = current();
        set_field(
            &mut o,
            field,
            &event_target_value(&e),
            event_target_checked(&e),
        );
        draft.set(Some(o));
        refocus(Control::Field(field).selector());
    };
    let on_click = move |e: web_sys::MouseEvent| match control_of(&e) {
        Some(Control::Start) => {
            let options = current();
            let play_on = store.with_untracked(|s| matches!(s.dialog(), Some(Dialog::PlayOn(_))));
            if options.mode == Mode::Remote && !play_on && !crate::state::REMOTE {
                let name = super::remote_panel::typed_name();
                super::remote_panel::remember_reach();
                let limit = super::remote_panel::chosen_limit();
                return crate::platform::remote_link::invite_elsewhere(&options, &name, limit);
            }
            store.send(if play_on {
                Action::PlayOn(options)
            } else if options.mode == Mode::Remote {
                super::remote_panel::remember_reach();
                Action::RemoteInvite {
                    options,
                    name: super::remote_panel::typed_name(),
                    limit: super::remote_panel::chosen_limit(),
                }
            } else {
                Action::NewGame(options)
            });
        }
        Some(Control::Cancel) => store.send(Action::CloseDialog),
        _ => {}
    };
    let html = move || {
        draft.track();
        store.track_words();
        if !open.get() {
            // Closed: the next opening starts from the options in force.
            draft.update_untracked(|d| *d = None);
            return String::new();
        }
        store.with_untracked(|s| dialog_html(s, &current()))
    };
    view! { <div on:change=on_change on:click=on_click inner_html=html></div> }
}

/// Sets the draft's field `name` from its control: a select's `value`, a
/// checkbox's `on`. Codes come from the dialog's own choices.
fn set_field(o: &mut Options, field: Field, value: &str, on: bool) {
    match field {
        Field::Mode => o.mode = Mode::parse(value).unwrap_or(o.mode),
        Field::Level => o.level = Level::parse(value).unwrap_or(o.level),
        Field::Human => o.human = Side::parse(value).unwrap_or(o.human),
        Field::Variant => {
            o.rules.variant = variant_of(value, false, false).unwrap_or(o.rules.variant)
        }
        // Nardegammon's "money play" is a length of its own.
        Field::Length => {
            let cube = o.rules.variant.cube();
            if let (Some(c), "money") = (cube, value) {
                o.rules.variant =
                    variant_of("money", c.beaver, c.jacoby).unwrap_or(o.rules.variant);
            } else if let Some(n) = MatchLength::parse(value) {
                o.rules.match_length = n;
                if let Some(c) = cube {
                    o.rules.variant =
                        variant_of("nardegammon", c.beaver, false).unwrap_or(o.rules.variant);
                }
            }
        }
        Field::Beaver | Field::Jacoby => {
            if let Some(c) = o.rules.variant.cube() {
                let (beaver, jacoby) = if field == Field::Beaver {
                    (on, c.jacoby)
                } else {
                    (c.beaver, on)
                };
                let code = variant_code(o.rules.variant);
                o.rules.variant = variant_of(code, beaver, jacoby).unwrap_or(o.rules.variant);
            }
        }
        Field::Opening => o.rules.opening = OpeningRule::parse(value).unwrap_or(o.rules.opening),
        Field::Koks => o.rules.koks = on,
        Field::AutoRoll => o.auto_roll = on,
        Field::ConfirmTurn => o.confirm_turn = on,
        Field::Tutor => o.tutor = on,
        Field::TakeBacks => o.take_backs = on,
    }
}

/// The dialog as HTML, showing the draft `o`.
fn dialog_html(s: &AppState, o: &Options) -> String {
    let lang = s.lang();
    // Drawn once the words of dialogs have come (fetched when first wanted).
    if !nardy_text::want(lang, nardy_text::LATER) {
        return String::new();
    }
    let t = |k: T| esc(k.text(lang));
    // A friend by link starts from the start, and not where `remote=off`.
    let remote_offered = s.settings().remote && s.dialog() == Some(&Dialog::NewGame);
    let modes: Vec<(String, String)> = Mode::ALL
        .into_iter()
        .filter(|m| *m != Mode::Remote || remote_offered)
        .map(|m| {
            let text = match m {
                Mode::Computer => T::VsComputer,
                Mode::HotSeat => T::HotSeat,
                Mode::Remote => T::VsFriend,
            };
            (m.code().to_string(), t(text))
        })
        .collect();
    let levels = (0..Level::COUNT)
        .map(Level)
        .map(|l| (l.0.to_string(), esc(i18n::words::level_name(lang, l))));
    let sides = Side::BOTH.map(|s| (s.letter().to_string(), esc(i18n::words::side_name(lang, s))));
    // The common lengths, and the current one when it is another (a link,
    // a host page or an imported record may set any of 1..=25).
    let mut lengths: Vec<MatchLength> = MatchLength::COMMON.into();
    if !lengths.contains(&o.rules.match_length) {
        lengths.push(o.rules.match_length);
        lengths.sort_unstable();
    }
    let mut lengths: Vec<(String, String)> = lengths
        .into_iter()
        .map(|n| (n.to_string(), n.to_string()))
        .collect();
    let cube = o.rules.variant.cube();
    if cube.is_some() {
        lengths.push(("money".into(), t(T::Money)));
    }
    let length = if o.rules.variant.is_money() {
        "money".to_string()
    } else {
        o.rules.match_length.to_string()
    };
    let variants = [
        (Variant::Long, T::VariantLong),
        (Variant::Classic, T::VariantClassic),
        (
            Variant::parse("nardegammon").unwrap_or_default(),
            T::VariantCube,
        ),
        (
            Variant::parse("hachapuri").unwrap_or_default(),
            T::VariantHachapuri,
        ),
        (
            variant_of("hachapuri-count", false, false).unwrap_or_default(),
            T::VariantHachapuriCount,
        ),
    ]
    .map(|(v, text)| (variant_code(v).to_string(), t(text)));
    // Money play is nardegammon's, chosen as a length.
    let variant = match o.rules.variant {
        Variant::Nardegammon(_) => "nardegammon",
        v => variant_code(v),
    };
    let openings = OpeningRule::ALL.map(|r| {
        let text = match r {
            OpeningRule::RollAgain => T::OpeningRollAgain,
            OpeningRule::PlayOpeningDice => T::OpeningPlayDice,
        };
        (r.code().to_string(), t(text))
    });
    let vs_ai = o.mode == Mode::Computer;
    // A friend by link: the inviter's colour and name; no take-backs.
    let remote = o.mode == Mode::Remote && s.dialog() == Some(&Dialog::NewGame);
    let (title, intro) = match s.dialog() {
        Some(Dialog::PlayOn(p)) => (
            T::PlayOnTitle,
            format!(
                "<p>{}</p>",
                esc(&i18n::status::play_on_intro(lang, p.side_to_move()))
            ),
        ),
        _ => (T::NewGame, String::new()),
    };
    let mut fields = [
        select(Field::Mode, t(T::Mode), o.mode.code(), modes, true),
        select(
            Field::Level,
            t(T::Level),
            &o.level.0.to_string(),
            levels.collect(),
            vs_ai,
        ),
        select(
            Field::Human,
            t(T::YourColour),
            &o.human.letter().to_string(),
            sides.into(),
            vs_ai || remote,
        ),
        if remote {
            super::remote_panel::name_field(lang) + &super::remote_panel::limit_field(lang)
        } else {
            String::new()
        },
        select(
            Field::Variant,
            t(T::Variant),
            variant,
            variants.into(),
            true,
        ),
        select(Field::Length, t(T::MatchLength), &length, lengths, true),
        select(
            Field::Opening,
            t(T::Opening),
            o.rules.opening.code(),
            openings.into(),
            true,
        ),
        check(Field::Koks, t(T::Koks), o.rules.koks),
        if cube.is_some() {
            check(
                Field::Beaver,
                t(T::BeaverOption),
                cube.is_some_and(|c| c.beaver),
            )
        } else {
            String::new()
        },
        if o.rules.variant.is_money() {
            check(
                Field::Jacoby,
                t(T::JacobyOption),
                cube.is_some_and(|c| c.jacoby),
            )
        } else {
            String::new()
        },
        check(Field::AutoRoll, t(T::AutoRoll), o.auto_roll),
        check(Field::ConfirmTurn, t(T::ConfirmTurn), o.confirm_turn),
        if remote {
            String::new()
        } else {
            check(Field::TakeBacks, t(T::TakeBacks), o.take_backs)
        },
    ]
    .concat();
    if s.settings().analysis && !remote {
        fields += &check(Field::Tutor, t(T::Tutor), o.tutor);
    }
    format!(
        "<div class=\"backdrop\"><div class=\"dialog\" role=\"dialog\" aria-modal=\"true\" \
         aria-labelledby=\"new-game-title\"><h2 id=\"new-game-title\">{}</h2>{intro}{fields}\
         <div class=\"dialog-actions\"><button type=\"button\" {}>{}</button>\
         <button type=\"button\" class=\"primary\" {}>{}</button></div></div></div>",
        t(title),
        Control::Cancel.attrs(),
        t(T::Cancel),
        Control::Start.attrs(),
        t(T::Start)
    )
}

/// A labelled `<select>` over `choices` (each option's `value` and text),
/// `current` selected; greyed and inert unless `enabled`.
fn select(
    field: Field,
    label: String,
    current: &str,
    choices: Vec<(String, String)>,
    enabled: bool,
) -> String {
    let options: String = choices
        .iter()
        .map(|(value, text)| {
            let selected = if value == current { " selected" } else { "" };
            format!("<option value=\"{value}\"{selected}>{text}</option>")
        })
        .collect();
    let (class, disabled) = if enabled {
        ("field", "")
    } else {
        ("field disabled", " disabled")
    };
    format!(
        "<label class=\"{class}\"><span>{label}</span>\
         <select {}{disabled}>{options}</select></label>",
        Control::Field(field).attrs()
    )
}

/// A labelled checkbox for one yes/no field of the draft.
fn check(field: Field, label: String, on: bool) -> String {
    let checked = if on { " checked" } else { "" };
    format!(
        "<label class=\"check\"><input type=\"checkbox\" {}{checked}/>\
         <span>{label}</span></label>",
        Control::Field(field).attrs()
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_control_sets_its_own_field() {
        let mut o = Options::default();
        set_field(&mut o, Field::Mode, "hotseat", false);
        set_field(&mut o, Field::Level, "1", false);
        set_field(&mut o, Field::Human, "b", false);
        set_field(&mut o, Field::Length, "7", false);
        set_field(
            &mut o,
            Field::Opening,
            OpeningRule::PlayOpeningDice.code(),
            false,
        );
        set_field(&mut o, Field::Koks, "", true);
        set_field(&mut o, Field::AutoRoll, "", false);
        set_field(&mut o, Field::ConfirmTurn, "", true);
        set_field(&mut o, Field::Tutor, "", true);
        // An unknown code leaves a field as it was.
        set_field(&mut o, Field::Level, "99", false);
        assert_eq!(
            (o.mode, o.level, o.human, o.rules.match_length.get()),
            (Mode::HotSeat, Level(1), Side::Black, 7)
        );
        assert_eq!(o.rules.opening, OpeningRule::PlayOpeningDice);
        assert!(o.rules.koks && !o.auto_roll && o.confirm_turn && o.tutor);
    }

    #[test]
    fn the_computer_fields_are_inert_in_a_hot_seat_game() {
        let s = AppState::new(1, Options::default(), Default::default());
        let hot = Options {
            mode: Mode::HotSeat,
            ..Options::default()
        };
        let html = dialog_html(&s, &hot);
        assert!(html.contains("<select data-option=\"level\" disabled>"));
        assert!(html.contains("<select data-option=\"mode\">"));
        let html = dialog_html(&s, &Options::default());
        assert!(html.contains("<select data-option=\"level\">"));
        assert!(html.contains(&format!("<option value=\"{}\" selected>", Level::DEFAULT.0)));
    }
}

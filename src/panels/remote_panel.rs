//! A friend by link, on the page: what the game waits for
//! (`[data-remote-status]`), the link to send (`[data-remote-link]`) with
//! Copy and Share, the games kept with friends (`[data-remote-game]`), and
//! the invitation's dialog (accept under a name, or not now). Written as
//! HTML text with delegated clicks (see `html.rs`), drawn by the turn
//! panel and the resign dialog's host; every name is text.

use super::controls::Control;
use super::html::{esc, esc_attr};
use super::live_panel;
use crate::platform::remote_link::{self, Listed};
use crate::platform::{browser, storage::Local};
use crate::state::{
    shown_name, Action, AppState, Dialog, RemoteState, LOST_ABANDONED, REMOTE, WON_ABANDONED,
};
use crate::store::Store;
use leptos::prelude::*;
use nardy_engine::Variant;
use nardy_text::{self as i18n, msg, Lang, T};
use wasm_bindgen::JsCast;

/// What a click on a remote control does (the turn panel and the dialogs
/// host the HTML below and hand their clicks here: one more component
/// with its own memo would cost the first download some 2 KB gzipped).
pub fn clicked(store: Store, control: Control) {
    if !REMOTE {
        return;
    }
    let link = || store.with_untracked(remote_link::table_link);
    match control {
        Control::RemoteAccept => {
            remember_reach();
            store.send(Action::RemoteAccept(typed_name()))
        }
        Control::RemoteDecline => store.send(Action::CloseDialog),
        Control::RemoteCopy => {
            if let Some(link) = link() {
                if browser::copy_text(&link) {
                    store.send(Action::RemoteSent);
                }
            }
        }
        Control::RemoteShare => {
            if let Some(link) = link() {
                if share(&link) {
                    store.send(Action::RemoteSent);
                }
            }
        }
        Control::LiveConnect => store.send(Action::LiveConnect),
        Control::RemoteQr => store.send(Action::RemoteQr),
        Control::RemoteDownload => {
            let file = store.with_untracked(|s| {
                s.remote_game().map(|g| {
                    (
                        kept_file_name(&g.friend, &browser::now_iso()),
                        g.session.clone(),
                    )
                })
            });
            if let Some((name, session)) = file {
                browser::download_text(&name, &session);
                store.send(Action::RemoteDownloaded);
            }
        }
        Control::RemoteKeepAgain => store.send(Action::RemoteKeepAgain),
        Control::RemoteClaim => store.send(Action::RemoteClaim),
        Control::RemoteOpen(i) => {
            let games = store.with_untracked(|s| remote_link::list_with_table(&Local, s));
            if let Some(g) = games.get(i) {
                remote_link::open(store, &g.game);
            }
        }
        _ => {}
    }
}

/// The open dialog's input `selector` names (`[data-remote-name]`, the
/// name field, or `[data-live-reach]`, the reach checkbox: the new-game
/// dialog's or the invitation's), if one is open.
fn dialog_input(selector: &str) -> Option<web_sys::HtmlInputElement> {
    if !cfg!(target_arch = "wasm32") {
        return None; // Natively (the dialogs' unit tests) there is no page.
    }
    document()
        .query_selector(selector)
        .ok()
        .flatten()
        .and_then(|el| el.dyn_into::<web_sys::HtmlInputElement>().ok())
}

fn name_input() -> Option<web_sys::HtmlInputElement> {
    dialog_input("[data-remote-name]")
}

fn reach_input() -> Option<web_sys::HtmlInputElement> {
    dialog_input("[data-live-reach]")
}

/// How long an answer may take, as the invitation's dialog offers it
/// (seconds): ten minutes for a game played live, days by links.
const LIMIT_CHOICES: [u64; 5] = [600, 3_600, 86_400, 3 * 86_400, 7 * 86_400];

/// The limit chosen in the open new-game dialog (three days if none).
pub fn chosen_limit() -> u64 {
    if !cfg!(target_arch = "wasm32") {
        return nardy_protocol::DEFAULT_LIMIT;
    }
    document()
        .query_selector("[data-remote-limit]")
        .ok()
        .flatten()
        .and_then(|el| el.dyn_into::<web_sys::HtmlSelectElement>().ok())
        .and_then(|el| el.value().parse().ok())
        .filter(|l| LIMIT_CHOICES.contains(l))
        .unwrap_or(nardy_protocol::DEFAULT_LIMIT)
}

/// The choice of how long an answer may take, in the invitation's dialog
/// (kept while the dialog is drawn again).
pub fn limit_field(lang: Lang) -> String {
    let chosen = chosen_limit();
    let options: String = LIMIT_CHOICES
        .iter()
        .map(|&l| {
            let selected = if l == chosen { " selected" } else { "" };
            format!(
                "<option value=\"{l}\"{selected}>{}</option>",
                esc(&i18n::remote::span(lang, l))
            )
        })
        .collect();
    format!(
        "<label class=\"field\"><span>{}</span><select data-remote-limit>{options}</select>\
         <small>{}</small></label>",
        esc(T::RemoteLimit.text(lang)),
        esc(T::RemoteLimitHint.text(lang))
    )
}

/// The name typed in the open dialog, trimmed.
pub fn typed_name() -> String {
    name_input()
        .map(|el| el.value().trim().to_string())
        .unwrap_or_default()
}

/// The name field of a dialog, and the choice of live play's reach: the
/// invitation's dialog and the acceptance's show both. A dialog drawn
/// again while open (another choice made, the page's words arriving)
/// keeps what the person typed and ticked: the new HTML carries it.
pub fn name_field(lang: Lang) -> String {
    let typed = name_input().map(|el| el.value()).unwrap_or_default();
    let reach = reach_input().map_or_else(crate::platform::live::reach_on, |el| el.checked());
    let checked = if reach { " checked" } else { "" };
    format!(
        "<label class=\"field\"><span>{}</span><input type=\"text\" maxlength=\"40\" \
         autocomplete=\"nickname\" data-remote-name value=\"{}\"/></label>\
         <label class=\"check\"><input type=\"checkbox\" data-live-reach{checked}/>\
         <span>{}<br><small>{}</small></span></label>",
        esc(T::YourName.text(lang)),
        esc_attr(&typed),
        esc(T::RemoteLiveReach.text(lang)),
        esc(T::RemoteLiveReachCost.text(lang))
    )
}

/// The person's choice of live play's reach in the open dialog, kept for
/// this browser (read as the invitation is made or accepted).
pub fn remember_reach() {
    if let Some(field) = reach_input() {
        crate::platform::live::set_reach(field.checked());
    }
}

/// The Web Share API where the browser has it (a phone's share sheet).
fn share(url: &str) -> bool {
    use js_sys::{Function, Object, Reflect};
    let navigator = window().navigator();
    let Ok(f) = Reflect::get(&navigator, &"share".into()) else {
        return false;
    };
    let Ok(f) = f.dyn_into::<Function>() else {
        return false;
    };
    let data = Object::new();
    let _ = Reflect::set(&data, &"url".into(), &url.into());
    f.call1(&navigator, &data).is_ok()
}

fn has_share() -> bool {
    if !cfg!(target_arch = "wasm32") {
        return false; // Natively (the panel's unit tests) there is no browser.
    }
    js_sys::Reflect::has(&window().navigator(), &"share".into()).unwrap_or(false)
}

/// The status, the link and the list of games, while there is any.
pub fn panel_html(s: &AppState, games: &[Listed]) -> String {
    if !REMOTE {
        return String::new();
    }
    let lang = s.lang();
    let t = |k: T| esc(k.text(lang));
    let mut html = String::new();
    if let (Some(g), Some(state)) = (s.remote_game(), s.remote().state()) {
        let friend = shown_name(&g.friend, lang);
        let phrase = status_phrase(g, state, lang);
        let claimed = match g.claimed {
            Some(side) if side == g.me => " data-claimed=\"won\"",
            Some(_) => " data-claimed=\"lost\"",
            None => "",
        };
        let status = format!(
            "<p class=\"remote-status\" role=\"status\" data-remote-status data-state=\"{}\" \
             data-connection=\"{}\"{claimed}>{}</p>{}",
            state.code(),
            s.remote().live.connection().code(),
            esc(&phrase),
            claim_html(g, lang),
        );
        let live = live_panel::live_html(s, state);
        // The check code, to compare with the friend's page once both keys
        // are known (someone else who took the invitation shows by it).
        let status = if g.check.is_empty() {
            status
        } else {
            status
                + &format!(
                    "<p class=\"remote-check\" data-remote-check=\"{}\">{}</p>",
                    esc(&g.check),
                    esc(&msg::remote_check(lang, &g.check, friend))
                )
        };
        match remote_link::table_link(s) {
            // The buttons that send the link come first, right under the
            // board's status: on a phone held upright they are the row in
            // view below the board, the words about them under it.
            Some(link) => {
                let qr = live_panel::qr_html(s, &link);
                let link = esc_attr(&link);
                let copy = if state == RemoteState::Wait {
                    T::RemoteSendAgain
                } else {
                    T::RemoteCopy
                };
                let share = if has_share() {
                    format!(
                        "<button type=\"button\" {}>{}</button>",
                        Control::RemoteShare.attrs(),
                        t(T::RemoteShare)
                    )
                } else {
                    String::new()
                };
                html += &format!(
                    "<div class=\"remote-actions\"><button type=\"button\" class=\"primary\" {}>{}</button>{share}\
                     <button type=\"button\" aria-pressed=\"{}\" {}>{}</button></div>{status}{live}\
                     <p class=\"remote-link\"><a data-remote-link href=\"{link}\">{}</a></p>{qr}\
                     <label class=\"field\"><span>{}</span><textarea readonly rows=\"3\">{link}</textarea></label>",
                    Control::RemoteCopy.attrs(),
                    t(copy),
                    s.remote().show_qr(),
                    Control::RemoteQr.attrs(),
                    t(T::RemoteQrShow),
                    t(T::RemoteLinkText),
                    t(T::RemoteLinkText),
                );
            }
            None if s.remote().held_back() => html += &(status + &unkept_html(lang)),
            None => html += &(status + &live),
        }
    }
    if !games.is_empty() {
        let current = s.remote_game().map(|g| g.game.as_str());
        let rows: String = games
            .iter()
            .enumerate()
            .map(|(i, g)| {
                let here = if Some(g.game.as_str()) == current {
                    " aria-current=\"true\""
                } else {
                    ""
                };
                let friend = shown_name(&g.friend, lang);
                let waits = match g.state.as_str() {
                    WON_ABANDONED => T::RemoteRowWonAbandoned.text(lang),
                    LOST_ABANDONED => T::RemoteRowLostAbandoned.text(lang),
                    _ => RemoteState::parse(&g.state).map_or("", |state| {
                    match state {
                        RemoteState::Invite => T::RemoteRowInvite,
                        RemoteState::Send => T::RemoteRowSend,
                        RemoteState::Wait => T::RemoteRowWait,
                        RemoteState::Play => T::RemoteRowPlay,
                        RemoteState::Over => T::RemoteRowOver,
                    }
                    .text(lang)
                }),
                };
                let time = if g.at > 0 { format!(" · {}", when(g.at, lang)) } else { String::new() };
                format!(
                    "<li><button type=\"button\" data-remote-game=\"{}\" data-state=\"{}\"{here} {}>{} · {} · {}{}</button></li>",
                    esc(&g.game),
                    esc(&g.state),
                    Control::RemoteOpen(i).attrs(),
                    esc(friend),
                    esc(&g.score),
                    esc(waits),
                    esc(&time),
                )
            })
            .collect();
        html += &format!(
            "<details class=\"remote-games\"><summary>{}</summary><ul>{rows}</ul></details>",
            t(T::RemoteGames)
        );
    }
    if html.is_empty() {
        return html;
    }
    format!("<section class=\"remote\">{html}</section>")
}

/// What the status says the game waits for (or how the match ended).
pub(crate) fn status_phrase(
    g: &crate::state::RemoteGame,
    state: RemoteState,
    lang: Lang,
) -> String {
    let friend = shown_name(&g.friend, lang);
    match state {
        RemoteState::Invite => T::RemoteStatusInvite.text(lang).to_string(),
        RemoteState::Send => msg::remote_status_send(lang, friend),
        RemoteState::Wait => msg::remote_status_wait(lang, friend),
        RemoteState::Play => msg::remote_status_play(lang, friend),
        RemoteState::Over => match g.claimed {
            Some(side) if side == g.me => msg::remote_status_won_abandoned(lang, friend),
            Some(_) => msg::remote_status_lost_abandoned(lang, friend),
            None => msg::remote_status_over(lang, friend),
        },
    }
}

/// Now, by the device's clock (Unix seconds; natively, the start of time).
fn now() -> u64 {
    if cfg!(target_arch = "wasm32") {
        (js_sys::Date::now() / 1000.0) as u64
    } else {
        0
    }
}

/// When a match may be claimed as abandoned if no answer comes: this side
/// may claim it (with the button, once the time has come), or the friend
/// may, if this side does not answer in time.
pub(crate) fn claim_html(g: &crate::state::RemoteGame, lang: Lang) -> String {
    let (Some((by, at)), None) = (g.claim, g.claimed) else {
        return String::new();
    };
    let friend = shown_name(&g.friend, lang);
    let time = when(at.saturating_mul(1000), lang);
    let (words, button) = match (by == g.me, now() >= at) {
        (true, true) => (
            msg::remote_claim_now(lang, friend),
            format!(
                "<div class=\"remote-actions\"><button type=\"button\" {}>{}</button></div>",
                Control::RemoteClaim.attrs(),
                esc(T::RemoteClaim.text(lang))
            ),
        ),
        (true, false) => (msg::remote_claim_later(lang, friend, &time), String::new()),
        (false, _) => (msg::remote_answer_by(lang, &time, friend), String::new()),
    };
    let whose = if by == g.me { "me" } else { "friend" };
    format!(
        "<p class=\"remote-claim\" data-remote-claim=\"{at}\" data-claim-by=\"{whose}\">{}</p>{button}",
        esc(&words)
    )
}

/// The game is not kept in this browser: why its link is held back, and
/// the two ways on (a file of the game; storage again, once there is room).
fn unkept_html(lang: Lang) -> String {
    let t = |k: T| esc(k.text(lang));
    format!(
        "<div class=\"remote-unkept\" role=\"alert\" data-remote-unkept><p>{}</p>\
         <div class=\"remote-actions\"><button type=\"button\" class=\"primary\" {}>{}</button>\
         <button type=\"button\" {}>{}</button></div></div>",
        t(T::RemoteUnkept),
        Control::RemoteDownload.attrs(),
        t(T::RemoteDownload),
        Control::RemoteKeepAgain.attrs(),
        t(T::RemoteKeepAgain),
    )
}

/// The name of a friend's game's file: `nardy-friend-game-<friend>-<date>.txt`
/// (the friend's name as letters and digits only).
fn kept_file_name(friend: &str, now_iso: &str) -> String {
    let friend: String = friend
        .chars()
        .map(|c| if c.is_alphanumeric() { c } else { '-' })
        .collect();
    let date = now_iso.get(..10).unwrap_or(now_iso);
    match friend.trim_matches('-') {
        "" => format!("nardy-friend-game-{date}.txt"),
        friend => format!("nardy-friend-game-{friend}-{date}.txt"),
    }
}

/// A time as the reader's language writes it, short (the browser's `Intl`;
/// natively, the milliseconds).
fn when(at: u64, lang: nardy_text::Lang) -> String {
    if !cfg!(target_arch = "wasm32") {
        return at.to_string();
    }
    let options = js_sys::Object::new();
    for key in ["dateStyle", "timeStyle"] {
        let _ = js_sys::Reflect::set(&options, &key.into(), &"short".into());
    }
    js_sys::Date::new(&(at as f64).into())
        .to_locale_string(lang.code(), &options)
        .into()
}

/// The invitation's dialog while it is open.
pub fn offer_html(s: &AppState) -> String {
    if !REMOTE {
        return String::new();
    }
    let (Some(Dialog::RemoteOffer), Some(o)) = (s.dialog(), s.remote().offer()) else {
        return String::new();
    };
    let lang = s.lang();
    let w = |k: T| esc(k.text(lang));
    format!(
        "<div class=\"backdrop\"><div class=\"dialog\" role=\"dialog\" aria-modal=\"true\" \
         aria-labelledby=\"remote-offer-title\"><h2 id=\"remote-offer-title\">{}</h2>{}{}\
         <div class=\"dialog-actions\"><button type=\"button\" {}>{}</button>\
         <button type=\"button\" class=\"primary\" {}>{}</button></div></div></div>",
        esc(&msg::remote_invites(lang, shown_name(&o.name, lang))),
        offered_rules(lang, &o.rules, o.side.opponent(), o.limit),
        name_field(lang),
        Control::RemoteDecline.attrs(),
        w(T::RemoteNotNow),
        Control::RemoteAccept.attrs(),
        w(T::RemoteAccept),
    )
}

/// Every rule the invitation signs, each with its value, as the new-game
/// dialog names them (the friend accepts all of them, so all are shown):
/// the game (hachapuri's count scoring is its own), the match, the
/// friend's colour, the first turn, koks, and with the cube beaver and,
/// in money play, Jacoby.
fn offered_rules(
    lang: Lang,
    rules: &nardy_engine::Rules,
    colour: nardy_engine::Side,
    limit: Option<u64>,
) -> String {
    let t = |k: T| esc(k.text(lang));
    let variant = match rules.variant {
        Variant::Long => T::VariantLong,
        Variant::Classic => T::VariantClassic,
        Variant::Nardegammon(_) => T::VariantCube,
        Variant::Hachapuri(h) if h.count => T::VariantHachapuriCount,
        Variant::Hachapuri(_) => T::VariantHachapuri,
    };
    let length = if rules.variant.is_money() {
        T::Money.text(lang).to_string()
    } else {
        i18n::words::match_to(lang, rules.match_length.get())
    };
    let opening = match rules.opening {
        nardy_engine::OpeningRule::RollAgain => T::OpeningRollAgain,
        nardy_engine::OpeningRule::PlayOpeningDice => T::OpeningPlayDice,
    };
    let yes_no = |on: bool| {
        t(if on {
            T::RemoteRuleYes
        } else {
            T::RemoteRuleNo
        })
    };
    let mut rows = vec![
        (t(T::Variant), t(variant)),
        (t(T::MatchLength), esc(&length)),
        (t(T::YourColour), esc(i18n::words::side_name(lang, colour))),
        (t(T::Opening), t(opening)),
        (t(T::Koks), yes_no(rules.koks)),
    ];
    if let Variant::Nardegammon(cube) = rules.variant {
        rows.push((t(T::BeaverOption), yes_no(cube.beaver)));
        if cube.money {
            rows.push((t(T::JacobyOption), yes_no(cube.jacoby)));
        }
    }
    // How long an answer may take before the one left waiting may claim
    // the match (invitations before nardy3 name no limit).
    if let Some(limit) = limit {
        rows.push((t(T::RemoteLimit), esc(&i18n::remote::span(lang, limit))));
    }
    let rows: String = rows
        .into_iter()
        .map(|(rule, value)| format!("<dt>{rule}</dt><dd>{value}</dd>"))
        .collect();
    format!("<dl class=\"offer-rules\" data-offer-rules>{rows}</dl>")
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::state::{dispatch, Mode, Options, Settings};
    use nardy_engine::{CubeRules, OpeningRule, Rules, Side};
    use nardy_protocol::{answer_remote, Answer, Ask, RemoteAsk};
    use nardy_remote::Session;

    /// The friend's page after it opened `invitation`: the offer's dialog.
    fn offered(invitation: &str, lang: Lang) -> String {
        let options = Options {
            mode: Mode::HotSeat,
            ..Options::default()
        };
        let settings = Settings {
            lang,
            ..Settings::default()
        };
        let mut s = AppState::new(1, options, settings);
        dispatch(
            &mut s,
            Action::RemoteLink {
                message: invitation.into(),
                session: None,
            },
        );
        let q = s.remote_question().expect("the page asks its worker");
        let Ask::Remote { lang, request } = &q.ask else {
            unreachable!("a remote question");
        };
        let reply = answer_remote(*lang, &RemoteAsk::parse(request).unwrap(), 0);
        dispatch(
            &mut s,
            Action::Answered {
                question: q,
                answer: Answer::Remote(reply.to_line()),
                thought_ms: 0.0,
            },
        );
        assert_eq!(s.dialog(), Some(&Dialog::RemoteOffer));
        offer_html(&s)
    }

    fn invitation(rules: Rules, side: Side) -> String {
        let session = Session::invite(rules, side, "Anna", Default::default()).unwrap();
        session.messages()[0].text()
    }

    /// The rows of the offer's list of rules, as text.
    fn rows(html: &str) -> Vec<(String, String)> {
        let list = html
            .split("<dl class=\"offer-rules\" data-offer-rules>")
            .nth(1)
            .and_then(|l| l.split("</dl>").next())
            .expect("the offer lists the rules");
        list.split("<dt>")
            .skip(1)
            .map(|row| {
                let (rule, value) = row.split_once("</dt><dd>").unwrap();
                (rule.into(), value.trim_end_matches("</dd>").into())
            })
            .collect()
    }

    #[test]
    fn an_invitation_shows_every_rule_it_signs() {
        // Before, the dialog showed the game, the length and the colour:
        // koks, the opening rule, beaver and Jacoby went unseen.
        let rules = Rules {
            koks: true,
            opening: OpeningRule::PlayOpeningDice,
            variant: Variant::Nardegammon(CubeRules {
                money: true,
                beaver: true,
                jacoby: false,
            }),
            ..Rules::default()
        };
        let html = offered(&invitation(rules, Side::White), Lang::En);
        assert_eq!(
            rows(&html),
            [
                ("Game", "Nardegammon: the doubling cube"),
                ("Match to (points)", "money play"),
                ("Your colour", "Black"),
                ("First turn", "starter plays the opening dice"),
                ("Koks: home mars scores 3", "yes"),
                ("Beaver: a taker may redouble at once", "yes"),
                ("Jacoby: no mars until the cube is turned (money)", "no"),
                // How long an answer may take before the match may be
                // claimed (three days unless the inviter chose otherwise).
                ("Time to answer", "3 days"),
            ]
            .map(|(r, v)| (r.to_string(), v.to_string()))
        );
        // Hachapuri's count scoring is its own game; no cube, no cube rows.
        let rules = Rules {
            variant: Variant::Hachapuri(nardy_engine::HachapuriRules { count: true }),
            match_length: nardy_engine::MatchLength::new(5).unwrap(),
            ..Rules::default()
        };
        let html = offered(&invitation(rules, Side::Black), Lang::Ru);
        let rows = rows(&html);
        assert_eq!(rows.len(), 6, "{rows:?}");
        assert_eq!(rows[0].1, T::VariantHachapuriCount.text(Lang::Ru));
        assert_eq!(rows[2].1, i18n::words::side_name(Lang::Ru, Side::White));
        assert_eq!(rows[4], (esc(T::Koks.text(Lang::Ru)), "нет".to_string()));
        assert_eq!(
            rows[5],
            (esc(T::RemoteLimit.text(Lang::Ru)), "3 дня".to_string())
        );
    }
}

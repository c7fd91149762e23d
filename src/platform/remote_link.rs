//! A friend by link, in the browser: the link's `#remote=<message>` read at
//! start-up and whenever the `#` changes, each game's session kept in
//! storage under its own key, the game on the table found again after a
//! reload, and the link the person sends. The session itself is opaque
//! here (the remote worker signs, checks and rolls, `state/remote_play.rs`).
//!
//! Keys: `nardy.remote.<game>` holds a game's session (its secrets and
//! every message: nothing else is needed to go on), `nardy.remote.current`
//! the game on the table, `nardy.remote.list` one line per game for the
//! list of games (`<game>\t<friend>\t<state>\t<score>\t<ms>`, the last field the time its last message was kept). A session is never
//! removed by the page.

use super::browser;
use super::storage::{Local, Storage};
use crate::state::{message_game, Action, AppState, Kept, RemoteGame, RemoteState, REMOTE};
use crate::store::Store;
use leptos::prelude::*;
use wasm_bindgen::JsCast;

const CURRENT: &str = "nardy.remote.current";
const LIST: &str = "nardy.remote.list";

/// Every game's session is kept under this prefix and the game's id.
const SESSION_PREFIX: &str = "nardy.remote.";

fn session_key(game: &str) -> String {
    format!("{SESSION_PREFIX}{game}")
}

/// The message a `#remote=` part carries, as it is (its name field is
/// percent-encoded by the protocol and must not be decoded here).
pub fn message_in(hash: &str) -> Option<String> {
    part_in(hash, "remote=").filter(|m| m != "off")
}

/// The text after `name` (`remote=`, `live=`) in a `#` part, if not empty.
fn part_in(hash: &str, name: &str) -> Option<String> {
    hash.split('&')
        .find_map(|part| part.strip_prefix(name))
        .filter(|m| !m.is_empty())
        .map(str::to_string)
}

/// A `#live=` part: one half of a live connection (`live_signal`).
pub fn live_in(hash: &str) -> Option<String> {
    part_in(hash, "live=")
}

/// The link that carries `message` (if any) and this side's half of a
/// live connection (if any) to the friend's page.
pub fn link_for(message: Option<&str>, half: Option<&str>) -> String {
    let mut parts = Vec::new();
    if let Some(m) = message {
        parts.push(format!("remote={m}"));
    }
    if let Some(h) = half {
        parts.push(format!("live={h}"));
    }
    let ice = servers_query(&browser::query());
    format!("{}{ice}#{}", browser::page_address(), parts.join("&"))
}

/// The site owner's `ice=` from the page's query, as a query for the
/// friend's link (`?ice=…`), or nothing: the friend's page, on the same
/// site, tries the same STUN/TURN servers. (A link's `#` part never names
/// them: `UrlParams::parse_address`.)
fn servers_query(query: &str) -> String {
    query
        .trim_start_matches('?')
        .split('&')
        .find(|pair| pair.starts_with("ice="))
        .map(|pair| format!("?{pair}"))
        .unwrap_or_default()
}

/// The link the panel shows for the game on the table: its message to
/// send and this side's half of a live connection.
pub fn table_link(s: &AppState) -> Option<String> {
    // Not while the game is not kept: the panel says why instead.
    if s.remote().held_back() {
        return None;
    }
    let send = s.remote_game().and_then(|g| g.send.as_deref());
    let half = s.remote().live.half();
    (send.is_some() || half.is_some()).then(|| link_for(send, half))
}

/// A game listed: its id, the friend, what it waits for, the score, and
/// when its last message was kept (ms since 1970; 0 for older lines).
#[derive(Clone, PartialEq, Debug)]
pub struct Listed {
    pub game: String,
    pub friend: String,
    pub state: String,
    pub score: String,
    pub at: u64,
}

/// The games this device keeps, the latest first.
pub fn list(storage: &impl Storage) -> Vec<Listed> {
    let text = storage.read(LIST).value().unwrap_or_default();
    text.lines()
        .filter_map(|line| {
            let mut f = line.split('\t');
            Some(Listed {
                game: f.next()?.to_string(),
                friend: f.next()?.to_string(),
                state: f.next()?.to_string(),
                score: f.next()?.to_string(),
                at: f.next().and_then(|t| t.parse().ok()).unwrap_or(0),
            })
        })
        .collect()
}

/// The game on the table as the list shows it, its last message kept at `at`.
fn listed(s: &AppState, g: &RemoteGame, at: u64) -> Listed {
    let state = s.remote().state().unwrap_or(RemoteState::Play);
    let state = match g.claimed {
        Some(side) if side == g.me => crate::state::WON_ABANDONED,
        Some(_) => crate::state::LOST_ABANDONED,
        None => state.code(),
    };
    let score = s.r#match().score();
    Listed {
        game: g.game.clone(),
        friend: g.friend.clone(),
        state: state.to_string(),
        score: format!("{}–{}", score[0], score[1]),
        at,
    }
}

/// `entry` first in `games`, in place of its game's older line.
fn put_first(games: &mut Vec<Listed>, entry: Listed) {
    games.retain(|g| g.game != entry.game);
    games.insert(0, entry);
}

/// The games this device keeps, the one on the table first as it stands
/// now (storage follows it at once, unless it cannot keep it).
pub fn list_with_table(storage: &impl Storage, s: &AppState) -> Vec<Listed> {
    let mut games = list(storage);
    if let Some(g) = s.remote_game() {
        let changed = session_of(storage, &g.game).as_deref() != Some(g.session.as_str());
        let now = js_sys::Date::now() as u64;
        let entry = listed(s, g, kept_at(&games, &g.game, changed, now));
        put_first(&mut games, entry);
    }
    games
}

/// When `game`'s last message was kept: as listed while its session is
/// the stored one (`changed` false), else now.
fn kept_at(games: &[Listed], game: &str, changed: bool, now: u64) -> u64 {
    match games.iter().find(|l| l.game == game) {
        Some(l) if !changed => l.at,
        _ => now,
    }
}

/// `entry` first in the stored list, in place of its game's older line.
fn relist(storage: &mut impl Storage, entry: Listed) {
    let mut games = list(storage);
    put_first(&mut games, entry);
    let text: Vec<String> = games
        .iter()
        .map(|g| {
            // Tabs and line breaks would split the line: a name is text.
            let clean = |t: &str| t.replace(['\t', '\n', '\r'], " ");
            format!(
                "{}\t{}\t{}\t{}\t{}",
                g.game,
                clean(&g.friend),
                g.state,
                clean(&g.score),
                g.at
            )
        })
        .collect();
    storage.write(LIST, &text.join("\n"));
}

/// The stored session of `game`, if this device has one.
pub fn session_of(storage: &impl Storage, game: &str) -> Option<String> {
    storage.read(&session_key(game)).value()
}

/// Starts a friend's game from a page built without it: the chosen
/// options are remembered and the page reloads with `mode=remote`, which
/// its loader answers with the build that has it.
pub fn invite_elsewhere(options: &crate::state::Options, name: &str, limit: u64) {
    Local.write(super::storage::OPTIONS, &options.encode());
    let name: String = js_sys::encode_uri_component(name).into();
    // The address's settings stay (an embedded page's parentOrigin); what
    // acts once (a shared position or record, a mode) does not come back.
    let mut url = browser::page_address() + "?";
    for part in browser::query().trim_start_matches('?').split('&') {
        let once = ["mode=", "name=", "limit=", "position=", "record="];
        if !part.is_empty() && !once.iter().any(|p| part.starts_with(p)) {
            url += part;
            url += "&";
        }
    }
    let _ = window()
        .location()
        .set_href(&format!("{url}mode=remote&name={name}&limit={limit}"));
}

/// Opens a game of the list.
pub fn open(store: Store, game: &str) {
    if let Some(session) = session_of(&Local, game) {
        store.send(Action::RemoteResume(session));
    }
}

/// A friend's game downloaded as a file while storage failed (the panel's
/// "Download the game": `Session::to_text`), opened by the Record dialog's
/// import: it takes the table again (the page built without friends' games
/// keeps it in storage and reloads with the build that has them). Returns
/// whether `text` was such a file.
pub fn open_kept_file(store: Store, text: &str) -> bool {
    let Some(game) = session_game(text) else {
        return false;
    };
    if REMOTE {
        store.send(Action::CloseDialog);
        store.send(Action::RemoteResume(text.to_string()));
        return true;
    }
    let mut local = Local;
    if local.write(&session_key(game), text) && local.write(CURRENT, game) {
        let _ = leptos::prelude::window().location().reload();
    } else {
        store.send(Action::ShowNotice(crate::state::Notice::StorageUnavailable));
    }
    true
}

/// The game id of a session's text: its second line is the invitation,
/// `nardy1.0.<game>.…`.
fn session_game(text: &str) -> Option<&str> {
    let mut lines = text.trim_start_matches('\u{feff}').lines();
    if !lines.next()?.starts_with("remote1 ") {
        return None;
    }
    let game = lines.next()?.split('.').nth(2)?;
    (!game.is_empty()
        && game
            .bytes()
            .all(|b| b.is_ascii_alphanumeric() || b == b'-' || b == b'_'))
    .then_some(game)
}

/// Reads a link's message (start-up, a `#` change, a host's command): the
/// game it belongs to is looked up in storage.
pub fn deliver(store: Store, message: String) {
    let session = message_game(&message).and_then(|(_, game)| session_of(&Local, game));
    store.send(Action::RemoteLink { message, session });
}

/// Start-up: the `#remote=` link, else the remote game that was on the
/// table; then every session is written as soon as the worker answers.
pub fn start(store: Store, on: bool) {
    if !on || !REMOTE {
        return;
    }
    let linked = message_in(&browser::hash());
    let live = live_in(&browser::hash());
    if linked.is_some() || live.is_some() {
        // A reload must not read the same message again.
        browser::forget_hash();
    }
    let current = Local.read(CURRENT).value();
    let resume = current.and_then(|game| session_of(&Local, &game));
    // Tabs of one browser agree on a game: each hears the others' writes.
    let tabs = window_event_listener_untyped("storage", move |e| {
        let e: web_sys::StorageEvent = e.unchecked_into();
        if let Some(key) = e.key().filter(|k| k.starts_with(SESSION_PREFIX)) {
            other_tab_wrote(store, &key, e.new_value());
        }
    });
    on_cleanup(move || tabs.remove());
    set_timeout(
        move || {
            // The game on the table comes back first, so that a link of
            // another game keeps it in the list and opens its own.
            if let Some(session) = resume {
                store.send(Action::RemoteResume(session));
            }
            if let Some(message) = linked {
                deliver(store, message);
            }
            if let Some(half) = live {
                super::live::signal(store, &half);
            }
        },
        std::time::Duration::ZERO,
    );
}

/// A `#remote=` link opened in this tab (the app's one hash listener calls it).
pub fn hash_changed(store: Store) {
    let hash = browser::hash();
    let (message, live) = (message_in(&hash), live_in(&hash));
    if message.is_none() && live.is_none() {
        return;
    }
    if !REMOTE {
        // This build has no remote game: the page's loader picks the
        // one that has it (scripts/pwa-build.mjs).
        let _ = window().location().reload();
        return;
    }
    browser::forget_hash();
    if let Some(message) = message {
        deliver(store, message);
    }
    if let Some(half) = live {
        super::live::signal(store, &half);
    }
}

/// Writes the game on the table's session, the store's keeper: after every
/// action, before anyone hears of it (`Store::keep_with`). `Some(written)`
/// while a game is on the table; a local game on the table clears `current`
/// (its session stays).
pub fn keep(s: &AppState) -> Option<Kept> {
    if !REMOTE {
        return None;
    }
    // Whole milliseconds: a float's text would cost the page 30 KB of code.
    keep_in(&mut Local, s, js_sys::Date::now() as u64)
}

/// Whether session `later` goes further than `earlier`: the same device's
/// same messages, and more (a session is its secrets' line, then one
/// message a line).
fn goes_further(later: &str, earlier: &str) -> bool {
    later.len() > earlier.len()
        && later.starts_with(earlier)
        && later.as_bytes()[earlier.len()] == b'\n'
}

/// Whether session `new` may be written over the stored one: when it goes
/// further, or, just `replaced` (`RemoteGame::replaced`), when the two
/// differ in their last message only (one device's two messages under
/// one number, the friend's choice now in place).
fn may_write_over(new: &str, stored: &str, replaced: bool) -> bool {
    let head = |s: &str| s.rsplit_once('\n').map(|(head, _)| head.to_string());
    goes_further(new, stored) || (replaced && head(new).is_some() && head(new) == head(stored))
}

/// [`keep`] on any storage, at `now` (ms since 1970). A stored session is
/// only ever extended: one that goes further than this tab's, or elsewhere
/// (another tab of this browser wrote first), is not replaced, and this tab
/// is told it is behind.
pub fn keep_in(local: &mut impl Storage, s: &AppState, now: u64) -> Option<Kept> {
    let Some(g) = s.remote_game() else {
        // Only once a game was on the table: at start-up the one to
        // resume is still being asked for.
        let idle = s.remote().asked().is_none() && s.remote().offer().is_none();
        if idle && local.read(CURRENT).value().is_some() {
            local.remove(CURRENT);
        }
        return None;
    };
    // Storage is written when something changed, not on every step; a
    // write that failed before is tried again.
    let stored = session_of(local, &g.game);
    let changed = stored.as_deref() != Some(g.session.as_str());
    if let Some(stored) = stored.filter(|st| changed && !may_write_over(&g.session, st, g.replaced))
    {
        return Some(Kept::Behind(stored));
    }
    if changed && !local.write(&session_key(&g.game), &g.session) {
        return Some(Kept::Failed);
    }
    if local.read(CURRENT).value().as_deref() != Some(g.game.as_str()) {
        local.write(CURRENT, &g.game);
    }
    let games = list(local);
    let entry = listed(s, g, kept_at(&games, &g.game, changed, now));
    if games.first() != Some(&entry) {
        relist(local, entry);
    }
    Some(Kept::Written)
}

/// Another tab of this browser wrote a session (the `storage` event): the
/// game on the table takes it when it goes further than this tab's, or
/// elsewhere (that tab wrote first).
pub fn other_tab_wrote(store: Store, key: &str, value: Option<String>) {
    let Some(value) = value else {
        return;
    };
    let here = store.with_untracked(|s| {
        s.remote_game()
            .filter(|g| session_key(&g.game) == key && g.session != value)
            .map(|g| g.session.clone())
    });
    if here.is_some_and(|here| !goes_further(&here, &value)) {
        store.send(Action::RemoteResume(value));
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::platform::storage::memory::Memory;

    use crate::state::{dispatch, Event, Mode, Options, Settings};
    use nardy_protocol::{answer_remote, Answer, Ask, RemoteAsk};

    /// One action as the store does it: dispatched, the game kept (or
    /// not), and what the listeners would hear.
    fn send(s: &mut AppState, storage: &mut Memory, action: Action) -> Vec<Event> {
        dispatch(s, action);
        if let Some(kept) = keep_in(storage, s, 1_765_000_000_000) {
            dispatch(s, Action::RemoteKept(kept));
        }
        s.take_events()
    }

    /// The remote worker's answers, each sent as the store would.
    fn answer_all(s: &mut AppState, storage: &mut Memory) -> Vec<Event> {
        let mut heard = Vec::new();
        while let Some(q) = s.remote_question() {
            let Ask::Remote { lang, request } = &q.ask else {
                unreachable!("a remote question");
            };
            let reply = answer_remote(*lang, &RemoteAsk::parse(request).unwrap(), 0);
            let answered = Action::Answered {
                question: q,
                answer: Answer::Remote(reply.to_line()),
                thought_ms: 0.0,
            };
            heard.extend(send(s, storage, answered));
        }
        heard
    }

    fn messages(events: &[Event]) -> Vec<&str> {
        events
            .iter()
            .filter_map(|e| match e {
                Event::RemoteMessage(m) => Some(m.as_str()),
                _ => None,
            })
            .collect()
    }

    #[test]
    fn only_a_replaced_last_message_is_written_over_the_kept_session() {
        let kept = "remote1 w k s\nnardy2.0\nnardy2.1\nnardy2.2.first";
        let second = "remote1 w k s\nnardy2.0\nnardy2.1\nnardy2.2.second";
        assert!(
            !may_write_over(second, kept, false),
            "another tab's message stands"
        );
        assert!(
            may_write_over(second, kept, true),
            "the friend's choice takes its place"
        );
        assert!(may_write_over(&format!("{kept}\nnardy2.3"), kept, false));
        let shorter = "remote1 w k s\nnardy2.0\nnardy2.1";
        assert!(!may_write_over(shorter, kept, true), "never shorter");
        assert!(!may_write_over(
            "remote1 w k s\nnardy2.0\nnardy2.9\nnardy2.2.x",
            kept,
            true
        ));
    }

    /// A new invitation on a page whose storage is `storage`.
    fn invite(storage: &mut Memory) -> (AppState, Vec<Event>) {
        let mut s = AppState::new(1, Options::default(), Settings::default());
        let options = Options {
            mode: Mode::Remote,
            ..Options::default()
        };
        let name = "Anna".to_string();
        let limit = nardy_protocol::DEFAULT_LIMIT;
        let invite = Action::RemoteInvite {
            options,
            name,
            limit,
        };
        let mut heard = send(&mut s, storage, invite);
        heard.extend(answer_all(&mut s, storage));
        (s, heard)
    }

    #[test]
    fn a_friends_game_storage_cannot_keep_holds_its_link_back() {
        // A full storage: before, the invitation went out (to the panel,
        // a host page, the live connection) while its dice secret lived
        // only in memory, and a closed tab lost the game.
        let mut full = Memory {
            quota: Some(100),
            ..Memory::default()
        };
        let (mut s, heard) = invite(&mut full);
        let g = s
            .remote_game()
            .expect("the invitation is on the table")
            .clone();
        assert!(g.send.is_some());
        assert!(
            messages(&heard).is_empty(),
            "nothing leaves the page: {heard:?}"
        );
        assert!(s.remote().held_back());
        assert_eq!(
            table_link(&s),
            None,
            "the panel shows why instead of the link"
        );
        // Tried again while still full: still held.
        assert!(messages(&send(&mut s, &mut full, Action::RemoteKeepAgain)).is_empty());
        assert!(s.remote().held_back());
        // Room made: the next try keeps it, and the invitation goes out.
        full.quota = None;
        let heard = send(&mut s, &mut full, Action::RemoteKeepAgain);
        assert_eq!(messages(&heard), [g.send.as_deref().unwrap()]);
        assert_eq!(
            session_of(&full, &g.game).as_deref(),
            Some(g.session.as_str())
        );
        assert!(!s.remote().held_back(), "the panel shows the link again");

        // Storage switched off for good: the game downloaded as a file is
        // kept outside, and its link goes out; the file opens it again.
        let mut off = Memory {
            read_only: true,
            ..Memory::default()
        };
        let (mut s, heard) = invite(&mut off);
        assert!(messages(&heard).is_empty());
        let g = s.remote_game().unwrap().clone();
        let heard = send(&mut s, &mut off, Action::RemoteDownloaded);
        assert_eq!(messages(&heard), [g.send.as_deref().unwrap()]);
        assert!(!s.remote().held_back() && s.remote().unkept());
        assert_eq!(session_game(&g.session), Some(g.game.as_str()));
    }

    /// The friend's page (`storage`) opens `invitation`: the offer.
    fn offered(storage: &mut Memory, invitation: &str) -> AppState {
        let mut s = AppState::new(2, Options::default(), Settings::default());
        let message = invitation.to_string();
        send(
            &mut s,
            storage,
            Action::RemoteLink {
                message,
                session: None,
            },
        );
        answer_all(&mut s, storage);
        assert!(s.remote().offer().is_some());
        s
    }

    #[test]
    fn two_tabs_of_one_browser_never_sign_two_messages_under_one_number() {
        // Boris opened Anna's invitation in two tabs, and accepts in both.
        // Before, the second tab wrote its own keys and dice secret over
        // the first's and sent a second acceptance: Anna's page refused
        // one of them, and one of Boris's tabs was out of step for good.
        let (anna, _) = invite(&mut Memory::default());
        let invitation = anna.remote_game().unwrap().send.clone().unwrap();
        let mut device = Memory::default();
        let mut tab1 = offered(&mut device, &invitation);
        let mut tab2 = offered(&mut device, &invitation);
        send(&mut tab1, &mut device, Action::RemoteAccept("Boris".into()));
        let heard = answer_all(&mut tab1, &mut device);
        let first = tab1.remote_game().unwrap().clone();
        assert_eq!(messages(&heard), [first.send.as_deref().unwrap()]);
        send(&mut tab2, &mut device, Action::RemoteAccept("Boris".into()));
        let heard = answer_all(&mut tab2, &mut device);
        // Only the first tab's acceptance, which the second now shows too.
        let sent = first.send.as_deref().unwrap();
        assert!(
            messages(&heard).iter().all(|m| *m == sent),
            "the second acceptance never leaves: {heard:?}"
        );
        assert!(heard.contains(&Event::Noticed(crate::state::Notice::RemoteOtherTab)));
        // The second tab follows the first; storage keeps the first's.
        assert_eq!(tab2.remote_game().map(|g| &g.session), Some(&first.session));
        assert_eq!(
            session_of(&device, &first.game),
            Some(first.session.clone())
        );
        // A write goes on only from the session stored: the first tab's
        // next one is written, a shorter or other one never.
        assert!(goes_further(
            &format!("{}\nx", first.session),
            &first.session
        ));
        assert!(!goes_further(
            &first.session,
            &format!("{}\nx", first.session)
        ));
        assert!(!goes_further(
            &format!("{}x", first.session),
            &first.session
        ));
    }

    #[test]
    fn a_downloaded_game_names_its_game() {
        let text = "remote1 w id secret\nnardy1.0.AbC_d-9.-.invite.long-3.w.Anna.k.a.sig\nnardy1.1.AbC_d-9.x";
        assert_eq!(session_game(text), Some("AbC_d-9"));
        assert_eq!(session_game(&format!("\u{feff}{text}")), Some("AbC_d-9"));
        assert_eq!(session_game("Long Nardy record 1\nx"), None);
        assert_eq!(session_game("remote1 w id secret\nnardy1.0.a/b.-"), None);
    }

    #[test]
    fn a_link_carries_its_message_undecoded() {
        assert_eq!(
            message_in("remote=nardy1.0.abc.-.invite.long-3.w.Anna%20K.k.a.sig").as_deref(),
            Some("nardy1.0.abc.-.invite.long-3.w.Anna%20K.k.a.sig")
        );
        assert_eq!(message_in("rules"), None);
        assert_eq!(message_in("remote="), None);
        assert_eq!(
            live_in("remote=nardy1.1.g&live=a~g~x").as_deref(),
            Some("a~g~x")
        );
        assert_eq!(live_in("remote=nardy1.1.g"), None);
    }

    #[test]
    fn a_friends_link_carries_the_site_owners_servers_and_nothing_else() {
        let ice = "ice=stun%3A203.0.113.10%3A3478";
        assert_eq!(
            servers_query(&format!("?mode=remote&{ice}&lang=ru")),
            format!("?{ice}")
        );
        assert_eq!(servers_query("?mode=remote&name=Anna"), "");
        assert_eq!(servers_query(""), "");
    }

    #[test]
    fn the_list_keeps_one_line_per_game_the_latest_first() {
        let mut m = Memory::default();
        let entry = |game: &str, friend: &str| Listed {
            game: game.into(),
            friend: friend.into(),
            state: "wait".into(),
            score: "0–0".into(),
            at: 1_700_000_000_000,
        };
        relist(&mut m, entry("g1", "Anna"));
        relist(&mut m, entry("g2", "Bo\tb"));
        relist(&mut m, entry("g1", "Anna"));
        let games = list(&m);
        assert_eq!(games.len(), 2);
        assert_eq!(games[0].game, "g1");
        assert_eq!(games[1].friend, "Bo b");
        assert_eq!(games[1].at, 1_700_000_000_000);
        // A line kept before the time was: no time.
        m.write(LIST, "g3\tCarol\tplay\t1–0");
        assert_eq!(list(&m)[0].at, 0);
    }
}

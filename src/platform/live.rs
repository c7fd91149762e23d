//! Live play with a friend: a WebRTC data channel between the two pages,
//! set up by the links the game sends anyway. The invitation (or a
//! *Connect live* link) carries this side's offer as `live=`; the friend's
//! page answers in its own link; from then on each message the game would
//! send as a link also goes over the channel, and each one that comes is
//! read as an opened link is (`remote_play::open_link`): same signed
//! messages, same dice, a repeat applied once. Anything that fails leaves
//! the game on links (`LiveNews::Closed`).
//!
//! No server: the browser's own candidates, or the STUN/TURN servers the
//! address (`ice=`) or the build (`NARDY_ICE`) names, nothing else.

use super::live_signal::{Half, Role};
use super::params::{built_ice, ice_servers, IceServer, UrlParams};
use super::storage::{Local, Storage};
use crate::state::{message_game, Action, Event, LiveNews, REMOTE};
use crate::store::Store;
use js_sys::{Array, Promise, Reflect};
use leptos::prelude::*;
use nardy_protocol::Fingerprints;
use std::cell::RefCell;
use wasm_bindgen::{closure::Closure, JsCast, JsValue};
use wasm_bindgen_futures::{spawn_local, JsFuture};
use web_sys::{
    MessageEvent, RtcConfiguration, RtcDataChannel, RtcDataChannelEvent, RtcDataChannelState,
    RtcIceGatheringState, RtcIceServer, RtcPeerConnection, RtcPeerConnectionState, RtcSdpType,
    RtcSessionDescriptionInit,
};

/// How long candidates are gathered before the half goes without the rest
/// (a STUN server that does not answer must not hold the link back).
const GATHER_MS: i32 = 3000;

/// The longest message taken from the channel (a link's limit).
const LONGEST: usize = 4000;

/// How long the browsers may look for a route once both halves are in.
const NO_ROUTE_MS: i32 = 10_000;

/// How long the other page has, once the channel is open, to prove it is
/// the friend's (both proofs are a question to each page's worker).
const PROOF_MS: i32 = 10_000;

/// How long a connection may stay silent before the pages say it is lost
/// (Chromium calls it disconnected after about 5 s without an answer).
const SILENT_MS: i32 = 4_000;

/// The most messages kept while the other page's proof is checked (the
/// friend sends what it holds, one message, on connecting).
const EARLY: usize = 4;

/// This page's connection: one at a time, for one game.
struct Peer {
    game: String,
    pc: RtcPeerConnection,
    channel: Option<RtcDataChannel>,
    /// The friend's half this connection took (its ICE user): the same
    /// link opened twice must not replace a working connection.
    friend: Option<String>,
    /// This page made the offer (its certificate's fingerprint is the
    /// offer's in the proof).
    offerer: bool,
    /// The other page proved it holds the friend's key: until then only
    /// this side's proof goes over the channel.
    proven: bool,
    /// The state was told the channel is open (`LiveNews::Open`): the
    /// other's proof may come first and waits here till then.
    told_open: bool,
    early_proof: Option<String>,
    /// Messages that came before this side had checked the other's proof
    /// (it may have checked this side's first and sent at once): read
    /// once it is checked, dropped if it is not. A few at most.
    early: Vec<String>,
}

thread_local! {
    static PEER: RefCell<Option<Peer>> = const { RefCell::new(None) };
    static ICE: RefCell<Vec<IceServer>> = const { RefCell::new(Vec::new()) };
}

/// Start-up: every new message of this side's goes over an open channel,
/// and an invitation made here carries an offer.
pub fn start(store: Store, params: &UrlParams) {
    if !REMOTE {
        return;
    }
    let ice = params
        .ice
        .as_deref()
        .and_then(|v| ice_servers(v).ok())
        .unwrap_or_else(built_ice);
    ICE.with(|i| *i.borrow_mut() = ice);
    store.listen(move |events| {
        for e in events {
            if let Event::NewMatch = e {
                close_if_elsewhere(store);
            }
            // The person's click (*Connect live*, or accepting an invitation).
            if let Event::LiveAnswer(half) = e {
                match Half::decode(half) {
                    Ok(half) => answer(store, half),
                    Err(_) => closed(store),
                }
            }
            if let Event::LiveOffer(game) = e {
                offer(store, game.clone());
            }
            match e {
                Event::LiveSend(proof) => send_proof(proof),
                Event::LiveProved => proved(store),
                Event::LiveDrop => drop_peer(),
                _ => {}
            }
            if let Event::RemoteMessage(text) = e {
                if !send(text) {
                    // The invitation made on this page: its offer goes with it.
                    if let Some((0, game)) = message_game(text) {
                        offer(store, game.to_string());
                    }
                } else {
                    store.send(Action::RemoteSent);
                }
            }
        }
    });
}

/// A link's `live=` part: the friend's offer waits for the person's click
/// (the state's `LiveNews::Offered`), the friend's answer completes this
/// page's offer.
pub fn signal(store: Store, text: &str) {
    if !REMOTE {
        return;
    }
    match Half::decode(text) {
        Ok(half) if half.role == Role::Offer => store.send(Action::Live(LiveNews::Offered {
            game: half.game,
            half: text.to_string(),
        })),
        Ok(half) => complete(store, half),
        Err(why) => {
            web_sys::console::warn_1(&format!("live={text:.60}: {why}").into());
            // A stray part (a link written by hand, an embedding page's
            // `#`) never takes down a working connection.
            if !working() {
                store.send(Action::Live(LiveNews::Closed));
            }
        }
    }
}

/// Whether this page holds a connection the friend proved and whose
/// channel is open: nothing a link says replaces it.
fn working() -> bool {
    PEER.with(|p| {
        p.borrow().as_ref().is_some_and(|peer| {
            peer.proven
                && peer
                    .channel
                    .as_ref()
                    .is_some_and(|c| c.ready_state() == RtcDataChannelState::Open)
        })
    })
}

/// Another game took the table (a local one, or another friend's): the
/// connection closes, and the friend's page goes on by links. Left open,
/// the friend's next move would take this table back unasked.
fn close_if_elsewhere(store: Store) {
    let table = store.with_untracked(|s| s.remote_game().map(|g| g.game.clone()));
    let elsewhere = PEER.with(|p| {
        p.borrow()
            .as_ref()
            .is_some_and(|peer| Some(&peer.game) != table.as_ref())
    });
    // An invitation read and not yet accepted has no game on the table.
    let offered = store.with_untracked(|s| s.remote().offer().is_some());
    if elsewhere && !offered {
        if let Some(old) = PEER.with(|p| p.borrow_mut().take()) {
            old.pc.close();
        }
    }
}

/// Sends `text` over the open channel of its game, once the other page
/// proved it is the friend's; false when there is none.
fn send(text: &str) -> bool {
    let game = message_game(text).map(|(_, g)| g.to_string());
    PEER.with(|p| match &*p.borrow() {
        Some(Peer {
            game: g,
            channel: Some(c),
            proven: true,
            ..
        }) if Some(g) == game.as_ref() && c.ready_state() == RtcDataChannelState::Open => {
            c.send_with_str(text).is_ok()
        }
        _ => false,
    })
}

/// This side's proof, the one thing sent before the other page's checks.
fn send_proof(proof: &str) {
    PEER.with(|p| {
        if let Some(Peer {
            channel: Some(c), ..
        }) = &*p.borrow()
        {
            let _ = c.send_with_str(proof);
        }
    });
}

/// The other page is the friend's: what this side holds unanswered goes
/// at once (the friend's page applies it, or already has it and says
/// nothing).
fn proved(store: Store) {
    let early = PEER.with(|p| match p.borrow_mut().as_mut() {
        Some(peer) => {
            peer.proven = true;
            std::mem::take(&mut peer.early)
        }
        None => Vec::new(),
    });
    for message in early {
        store.send(Action::Live(LiveNews::Message(message)));
    }
    let held = store.with_untracked(|s| s.remote_game().and_then(|g| g.send.clone()));
    if let Some(text) = held {
        if send(&text) {
            store.send(Action::RemoteSent);
        }
    }
    // How the pages are connected: directly, or through a TURN relay.
    if let Some(pc) = PEER.with(|p| p.borrow().as_ref().map(|peer| peer.pc.clone())) {
        spawn_local(async move {
            if let Some(relayed) = relayed(&pc).await {
                if current(&pc) {
                    store.send(Action::Live(LiveNews::Route { relayed }));
                }
            }
        });
    }
}

/// Whether the route the connection took goes through a relay (either
/// end's candidate of the selected pair is a TURN server's), from its
/// statistics.
async fn relayed(pc: &RtcPeerConnection) -> Option<bool> {
    let report = JsFuture::from(pc.get_stats()).await.ok()?;
    let mut entries: Vec<(String, JsValue)> = Vec::new();
    for entry in js_sys::try_iter(&report).ok()?? {
        let pair: Array = entry.ok()?.into();
        entries.push((pair.get(0).as_string()?, pair.get(1)));
    }
    let field = |v: &JsValue, k: &str| Reflect::get(v, &k.into()).ok()?.as_string();
    let by_id = |id: &str| entries.iter().find(|(k, _)| k == id).map(|(_, v)| v);
    let selected = entries.iter().find_map(|(_, v)| {
        (field(v, "type").as_deref() == Some("transport"))
            .then(|| field(v, "selectedCandidatePairId"))
            .flatten()
    })?;
    let pair = by_id(&selected)?;
    let kind = |end: &str| by_id(&field(pair, end)?).and_then(|c| field(c, "candidateType"));
    Some(
        ["localCandidateId", "remoteCandidateId"]
            .iter()
            .any(|end| kind(end).as_deref() == Some("relay")),
    )
}

/// The other page could not prove it is the friend's: the connection
/// closes (the state says why, and *Connect live* starts afresh).
fn drop_peer() {
    if let Some(old) = PEER.with(|p| p.borrow_mut().take()) {
        old.pc.close();
    }
}

/// The certificate fingerprint a session description names
/// (`a=fingerprint:sha-256 AB:…`), as the proof writes it: `sha-256/AB:…`.
fn fingerprint(sdp: &str) -> Option<String> {
    let line = sdp
        .lines()
        .find_map(|l| l.trim().strip_prefix("a=fingerprint:"))?;
    let (algorithm, hash) = line.split_once(' ')?;
    Some(format!("{algorithm}/{}", hash.trim()))
}

/// The open connection's two fingerprints, the offer's first.
fn fingerprints(pc: &RtcPeerConnection) -> Option<Fingerprints> {
    let local = fingerprint(&pc.local_description()?.sdp())?;
    let remote = fingerprint(&pc.remote_description()?.sdp())?;
    let offerer = PEER.with(|p| p.borrow().as_ref().is_some_and(|peer| peer.offerer));
    let (offer, answer) = if offerer {
        (local, remote)
    } else {
        (remote, local)
    };
    Some(Fingerprints { offer, answer })
}

/// The person's choice to let live play reach across networks (kept in
/// this browser; on unless turned off in an invitation's or acceptance's
/// dialog). Off: the device's own candidates only, no server asked.
const REACH: &str = "nardy.live-reach";

/// Whether live play may use the STUN/TURN servers (the person's choice).
pub fn reach_on() -> bool {
    // Natively (the dialogs' unit tests) there is no storage: the default.
    if !cfg!(target_arch = "wasm32") {
        return true;
    }
    Local.read(REACH).value().as_deref() != Some("off")
}

/// Remembers the person's choice.
pub fn set_reach(on: bool) {
    Local.write(REACH, if on { "on" } else { "off" });
}

fn new_connection() -> Result<RtcPeerConnection, JsValue> {
    let config = RtcConfiguration::new();
    let servers = Array::new();
    let reach = reach_on();
    ICE.with(|ice| {
        for s in ice.borrow().iter().filter(|_| reach) {
            let server = RtcIceServer::new();
            server.set_urls_str(&s.url);
            if let Some((user, credential)) = &s.login {
                server.set_username(user);
                server.set_credential(credential);
            }
            servers.push(&server);
        }
    });
    config.set_ice_servers(&servers);
    RtcPeerConnection::new_with_configuration(&config)
}

/// `pc` is this page's connection now (events of older ones are ignored).
fn current(pc: &RtcPeerConnection) -> bool {
    PEER.with(|p| p.borrow().as_ref().is_some_and(|peer| &peer.pc == pc))
}

/// Replaces the connection (the older one is closed).
fn replace(peer: Peer) {
    let old = PEER.with(|p| p.borrow_mut().replace(peer));
    if let Some(old) = old {
        old.pc.close();
    }
}

fn closed(store: Store) {
    store.send(Action::Live(LiveNews::Closed));
}

/// This side opens: a channel and an offer, sent with the next link.
fn offer(store: Store, game: String) {
    let Ok(pc) = new_connection() else {
        return closed(store);
    };
    let channel = pc.create_data_channel("nardy");
    watch(store, &pc);
    hear(store, &pc, &channel);
    replace(Peer {
        game: game.clone(),
        pc: pc.clone(),
        channel: Some(channel),
        friend: None,
        offerer: true,
        proven: false,
        told_open: false,
        early_proof: None,
        early: Vec::new(),
    });
    spawn_local(async move {
        match describe(&pc, Role::Offer, &game).await {
            Some(half) if current(&pc) => store.send(Action::Live(LiveNews::Half(half.encode()))),
            Some(_) => {}
            None => closed(store),
        }
    });
}

/// The friend offered: this side answers, sent with its next link.
fn answer(store: Store, offer: Half) {
    if answered(&offer) {
        return;
    }
    let Ok(pc) = new_connection() else {
        return closed(store);
    };
    watch(store, &pc);
    let opened = {
        let pc = pc.clone();
        Closure::<dyn FnMut(RtcDataChannelEvent)>::new(move |e: RtcDataChannelEvent| {
            let channel = e.channel();
            if current(&pc) {
                hear(store, &pc, &channel);
                PEER.with(|p| {
                    if let Some(peer) = p.borrow_mut().as_mut() {
                        peer.channel = Some(channel);
                    }
                });
            }
        })
    };
    pc.set_ondatachannel(Some(opened.as_ref().unchecked_ref()));
    // One closure per connection, made on a person's click or link: kept
    // for the page's life rather than tracked (a connection's events may
    // come until it is closed).
    opened.forget();
    let game = offer.game.clone();
    replace(Peer {
        game: game.clone(),
        pc: pc.clone(),
        channel: None,
        friend: Some(offer.ufrag.clone()),
        offerer: false,
        proven: false,
        told_open: false,
        early_proof: None,
        early: Vec::new(),
    });
    spawn_local(async move {
        let remote = description(RtcSdpType::Offer, &offer.to_sdp());
        let ok = JsFuture::from(pc.set_remote_description(&remote))
            .await
            .is_ok();
        match describe(&pc, Role::Answer, &game).await {
            Some(half) if ok && current(&pc) => {
                store.send(Action::Live(LiveNews::Half(half.encode())))
            }
            Some(_) if !ok => closed(store),
            Some(_) => {}
            None => closed(store),
        }
    });
}

/// Whether this page's connection already took `half` (its link opened
/// again): nothing to do.
fn answered(half: &Half) -> bool {
    PEER.with(|p| {
        p.borrow().as_ref().is_some_and(|peer| {
            peer.game == half.game && peer.friend.as_deref() == Some(half.ufrag.as_str())
        })
    })
}

/// The friend answered this page's offer.
fn complete(store: Store, answer: Half) {
    if answered(&answer) {
        return;
    }
    let pc = PEER.with(|p| {
        let mut p = p.borrow_mut();
        let peer = p
            .as_mut()
            .filter(|peer| peer.game == answer.game && peer.friend.is_none())?;
        peer.friend = Some(answer.ufrag.clone());
        Some(peer.pc.clone())
    });
    // The offer went with a page since reloaded or replaced: say so, and
    // *Connect live* makes a new one (an old answer opened again beside a
    // working connection changes nothing).
    let Some(pc) = pc else {
        if !working() {
            closed(store);
        }
        return;
    };
    spawn_local(async move {
        let remote = description(RtcSdpType::Answer, &answer.to_sdp());
        if JsFuture::from(pc.set_remote_description(&remote))
            .await
            .is_err()
            && current(&pc)
        {
            return closed(store);
        }
        // Both halves are in place: the browsers try every route now. None
        // found in this time (two NATs and no server that relays): say so,
        // and the game goes on by links.
        give_up_unless(store, pc, NO_ROUTE_MS, connected);
    });
}

/// Closes `pc` and says the pages are not connected unless `holds(&pc)`
/// `ms` from now (the route found, the other page proved).
fn give_up_unless(
    store: Store,
    pc: RtcPeerConnection,
    ms: i32,
    holds: fn(&RtcPeerConnection) -> bool,
) {
    let check = Closure::once_into_js(move || {
        if current(&pc) && !holds(&pc) {
            drop_peer();
            closed(store);
        }
    });
    let _ =
        window().set_timeout_with_callback_and_timeout_and_arguments_0(check.unchecked_ref(), ms);
}

fn connected(pc: &RtcPeerConnection) -> bool {
    pc.connection_state() == RtcPeerConnectionState::Connected
}

/// The other page proved it is the friend's (of the current connection).
fn proven(_: &RtcPeerConnection) -> bool {
    PEER.with(|p| p.borrow().as_ref().is_some_and(|peer| peer.proven))
}

fn description(kind: RtcSdpType, sdp: &str) -> RtcSessionDescriptionInit {
    let d = RtcSessionDescriptionInit::new(kind);
    d.set_sdp(sdp);
    d
}

/// Makes this side's description and gathers its candidates: the half.
async fn describe(pc: &RtcPeerConnection, role: Role, game: &str) -> Option<Half> {
    let made = match role {
        Role::Offer => pc.create_offer(),
        Role::Answer => pc.create_answer(),
    };
    let made = JsFuture::from(made).await.ok()?;
    let sdp = Reflect::get(&made, &"sdp".into()).ok()?.as_string()?;
    let kind = match role {
        Role::Offer => RtcSdpType::Offer,
        Role::Answer => RtcSdpType::Answer,
    };
    JsFuture::from(pc.set_local_description(&description(kind, &sdp)))
        .await
        .ok()?;
    gathered(pc).await;
    Half::from_sdp(role, game, &pc.local_description()?.sdp())
}

/// Resolves when the candidates are gathered, or after [`GATHER_MS`].
async fn gathered(pc: &RtcPeerConnection) {
    if pc.ice_gathering_state() == RtcIceGatheringState::Complete {
        return;
    }
    let promise = Promise::new(&mut |resolve, _| {
        let watched = pc.clone();
        let done = resolve.clone();
        let changed = Closure::<dyn FnMut()>::new(move || {
            if watched.ice_gathering_state() == RtcIceGatheringState::Complete {
                let _ = done.call0(&JsValue::NULL);
            }
        });
        pc.set_onicegatheringstatechange(Some(changed.as_ref().unchecked_ref()));
        changed.forget();
        let _ = window().set_timeout_with_callback_and_timeout_and_arguments_0(&resolve, GATHER_MS);
    });
    let _ = JsFuture::from(promise).await;
}

/// A connection that fails (no route between the pages) is lost.
fn watch(store: Store, pc: &RtcPeerConnection) {
    let watched = pc.clone();
    let changed = Closure::<dyn FnMut()>::new(move || {
        let state = watched.connection_state();
        if current(&watched) && state == RtcPeerConnectionState::Failed {
            closed(store);
        }
        // The other page went silent (its network dropped, a phone slept):
        // unless it is back soon, the pages are not connected, and the game
        // goes on by links (*Connect live* makes a fresh connection).
        if current(&watched) && state == RtcPeerConnectionState::Disconnected {
            give_up_unless(store, watched.clone(), SILENT_MS, connected);
        }
    });
    pc.set_onconnectionstatechange(Some(changed.as_ref().unchecked_ref()));
    changed.forget();
}

/// The channel opened: the state is told between which certificates, to
/// prove this side and check the other. The answer's description may
/// still be on its way as the channel opens (seen once in Chromium): it is
/// waited for a little.
async fn opened(store: Store, pc: RtcPeerConnection) {
    for _ in 0..20 {
        if let Some(f) = fingerprints(&pc) {
            if !current(&pc) {
                return;
            }
            store.send(Action::Live(LiveNews::Open(f)));
            let early = PEER.with(|p| {
                let mut p = p.borrow_mut();
                let peer = p.as_mut()?;
                peer.told_open = true;
                peer.early_proof.take()
            });
            if let Some(proof) = early {
                store.send(Action::Live(LiveNews::Proof(proof)));
            }
            // A page that never proves itself is not kept waiting on.
            give_up_unless(store, pc, PROOF_MS, proven);
            return;
        }
        let pause = Promise::new(&mut |resolve, _| {
            let _ = window().set_timeout_with_callback_and_timeout_and_arguments_0(&resolve, 100);
        });
        let _ = JsFuture::from(pause).await;
    }
    if current(&pc) {
        drop_peer();
        closed(store);
    }
}

/// A proof as a page writes one: an Ed25519 signature, 86 characters of
/// base64url (anything else is dropped before it reaches the state).
fn is_proof_shaped(proof: &str) -> bool {
    proof.len() == 86
        && proof
            .bytes()
            .all(|b| b.is_ascii_alphanumeric() || b == b'-' || b == b'_')
}

/// The channel's open, message and close events.
fn hear(store: Store, pc: &RtcPeerConnection, channel: &RtcDataChannel) {
    let on_open = {
        let pc = pc.clone();
        Closure::<dyn FnMut()>::new(move || {
            if !current(&pc) {
                return;
            }
            // Each page proves who it is before anything else goes.
            spawn_local(opened(store, pc.clone()));
        })
    };
    let on_message = {
        let pc = pc.clone();
        Closure::<dyn FnMut(MessageEvent)>::new(move |e: MessageEvent| {
            // Measured before it is copied into the wasm's memory (a peer
            // may send what the browser lets through, megabytes).
            let data = e.data();
            let short = data
                .dyn_ref::<js_sys::JsString>()
                .is_some_and(|t| t.length() as usize <= LONGEST);
            let Some(message) = data.as_string().filter(|_| short) else {
                return;
            };
            if !current(&pc) {
                return;
            }
            if let Some(proof) = message.strip_prefix("proof ") {
                if !is_proof_shaped(proof) {
                    return;
                }
                // Before the state knows the channel is open (this side's
                // description may still be read): kept for then.
                let early = PEER.with(|p| match p.borrow_mut().as_mut() {
                    Some(peer) if !peer.told_open => {
                        peer.early_proof = Some(proof.to_string());
                        true
                    }
                    _ => false,
                });
                if !early {
                    store.send(Action::Live(LiveNews::Proof(proof.to_string())));
                }
                return;
            }
            // The channel is its game's, and its friend's once proved:
            // anything else is dropped here.
            let game = message_game(&message).map(|(_, g)| g.to_string());
            let read_now = PEER.with(|p| match p.borrow_mut().as_mut() {
                Some(peer) if Some(&peer.game) == game.as_ref() && peer.proven => true,
                Some(peer) if Some(&peer.game) == game.as_ref() && peer.early.len() < EARLY => {
                    peer.early.push(message.clone());
                    false
                }
                _ => false,
            });
            if read_now {
                store.send(Action::Live(LiveNews::Message(message)));
            }
        })
    };
    let on_close = {
        let pc = pc.clone();
        Closure::<dyn FnMut()>::new(move || {
            if current(&pc) {
                closed(store);
            }
        })
    };
    channel.set_onopen(Some(on_open.as_ref().unchecked_ref()));
    channel.set_onmessage(Some(on_message.as_ref().unchecked_ref()));
    channel.set_onclose(Some(on_close.as_ref().unchecked_ref()));
    on_open.forget();
    on_message.forget();
    on_close.forget();
}

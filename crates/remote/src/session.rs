//! One side's remote match: the messages so far, what they prove
//! ([`Shared`]), and this device's keys. It makes this side's messages
//! and checks the friend's: a message is applied once, in order, only
//! when signed by the side that writes it and allowed by the rules and the
//! dice protocol; anything else is refused and changes nothing.
//!
//! **Abandonment** (`nardy3`). Each message carries its time, and the
//! invitation how long an answer may take. The side whose message waits
//! longer than that may claim the match ([`Session::claim`]). The other
//! page refuses a claim made before the limit has passed by the claim's
//! own times, or by this page's clock since the claimed-upon message
//! arrived here (a link may travel for days), and a claim that crossed
//! this side's answer; a valid answer that reaches the claimant after its
//! claim withdraws the claim. The clock is the caller's
//! ([`Session::set_clock`]): this crate reads none.

use crate::chain::Secret;
use crate::code::clean_name;
use crate::keys::{Identity, PublicKey};
use crate::message::{hash_of, Action, Body, Invitation, Message, Version, DEFAULT_LIMIT};
use crate::refusal::Refusal;
use crate::roll::GameId;
use crate::shared::{Knower, Shared};
use nardy_engine::{Match, Phase, Rules, Side, Turn};

/// This device's side of the match and its secrets.
#[derive(Clone, Debug)]
pub struct Me {
    pub side: Side,
    identity: Identity,
    secret: Secret,
}

/// The friend who accepted.
#[derive(Clone, Debug)]
pub struct Friend {
    pub name: String,
    pub key: PublicKey,
}

/// What a received message did.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Received {
    /// It was the next message, and is now applied.
    Applied { seq: u32 },
    /// The same message was applied before; nothing changed.
    AlreadyApplied { seq: u32 },
    /// One of this device's own messages, signed by its key, in place of
    /// the other it had signed under the same number (a copy restored from
    /// an older save played again): the friend's answer decides which
    /// stands, and until it comes either may replace the other.
    Replaced { seq: u32 },
    /// The friend's answer to this side's message, which this side had
    /// claimed as abandoned: the claim is withdrawn, the answer applied.
    ClaimWithdrawn { seq: u32 },
}

/// What an invitation sets beside the rules: how long an answer may take
/// (seconds, `message::LIMITS`), and the time it is signed at.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Terms {
    pub limit: u64,
    pub now: u64,
}

impl Default for Terms {
    fn default() -> Terms {
        Terms {
            limit: DEFAULT_LIMIT,
            now: 0,
        }
    }
}

/// What this side is to do now.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Duty {
    /// The last message is this side's: the friend is to answer.
    Wait,
    /// Play the roll on the board.
    Move,
    /// Double or roll.
    DoubleOrRoll,
    /// Take, pass (or beaver) the friend's double.
    Answer,
    /// Send the friend the dice for its roll (nothing to decide).
    SendDice,
    /// The match is over.
    Over,
}

#[derive(Clone, Debug)]
pub struct Session {
    invitation: Invitation,
    game: GameId,
    friend: Option<Friend>,
    messages: Vec<Message>,
    shared: Option<Shared>,
    me: Me,
    /// Now, by the caller's clock (Unix seconds): the time of this side's
    /// next message, and what a claim is checked against.
    clock: u64,
    /// When each of the friend's messages arrived here, by `clock`, by
    /// number (`nardy3`): what a claim against this side is judged by.
    received: Arrivals,
}

/// When each of the friend's messages arrived here, by number. A list, not
/// a map: some hundred entries in a long match, and a map's code weighs
/// some KB in the remote worker that every friend's game downloads.
#[derive(Clone, Debug, Default)]
struct Arrivals(Vec<(u32, u64)>);

impl Arrivals {
    fn get(&self, seq: u32) -> Option<u64> {
        self.0.iter().find(|(s, _)| *s == seq).map(|&(_, at)| at)
    }

    fn set(&mut self, seq: u32, at: u64) {
        self.remove(seq);
        self.0.push((seq, at));
    }

    fn remove(&mut self, seq: u32) {
        self.0.retain(|(s, _)| *s != seq);
    }
}

/// The side that signs `m`: the writer of its number, but a claim is its
/// claimant's, who wrote the message before it.
pub(crate) fn sender(inviter: Side, m: &Message) -> Side {
    match m.body {
        Body::Claim => writer(inviter, m.seq.saturating_sub(1)),
        _ => writer(inviter, m.seq),
    }
}

/// How far a friend's message may be dated after this device's clock
/// (seconds), at most: two devices' clocks differ by minutes (some people
/// keep theirs a few minutes fast). A message dated further on would hold
/// back every later time, and with them the claim of a match the friend
/// walks away from, for as long as it liked.
pub const CLOCK_SKEW: u64 = 1_800;

/// How far `time` lies after `now`, when further than [`CLOCK_SKEW`] or
/// the time to answer `limit`, whichever is shorter (so a message dated
/// ahead at most doubles the wait for a claim); `now` 0: no clock told, as
/// for a session read from its text.
fn ahead_of(now: u64, time: Option<u64>, limit: Option<u64>) -> Option<u64> {
    let time = time?;
    let skew = limit.map_or(CLOCK_SKEW, |l| l.min(CLOCK_SKEW));
    (now > 0 && time > now.saturating_add(skew)).then(|| time - now)
}

fn fresh_game_id() -> Result<GameId, getrandom::Error> {
    let mut id = [0; 16];
    getrandom::fill(&mut id)?;
    Ok(id)
}

/// The side that writes message `seq`: the inviter the even ones.
pub fn writer(inviter: Side, seq: u32) -> Side {
    if seq % 2 == 0 {
        inviter
    } else {
        inviter.opponent()
    }
}

impl Session {
    /// A new invitation to a match under `rules` and `terms`, the inviter
    /// playing `side`.
    pub fn invite(
        rules: Rules,
        side: Side,
        name: &str,
        terms: Terms,
    ) -> Result<Session, getrandom::Error> {
        let me = Me {
            side,
            identity: Identity::fresh()?,
            secret: Secret::fresh()?,
        };
        let game = fresh_game_id()?;
        Ok(Session::invite_on(
            Version::NEWEST,
            rules,
            name,
            me,
            game,
            terms,
        ))
    }

    /// [`Session::invite`] with given keys and game id (tests, replays).
    pub fn invite_with(rules: Rules, name: &str, me: Me, game: GameId) -> Session {
        Session::invite_in(Version::NEWEST, rules, name, me, game)
    }

    /// [`Session::invite_with`] in a given version of the protocol (tests
    /// of the games that older pages began).
    pub fn invite_in(version: Version, rules: Rules, name: &str, me: Me, game: GameId) -> Session {
        Session::invite_on(version, rules, name, me, game, Terms::default())
    }

    /// [`Session::invite_in`] on given terms.
    pub fn invite_on(
        version: Version,
        rules: Rules,
        name: &str,
        me: Me,
        game: GameId,
        terms: Terms,
    ) -> Session {
        let invitation = Invitation {
            rules,
            side: me.side,
            name: clean_name(name),
            key: me.identity.public(),
            anchor: me.secret.anchor(),
            limit: Some(terms.limit),
        };
        let invite = Body::Invite(invitation);
        let message = Message::new(version, 0, game, None, terms.now, invite, |t| {
            me.identity.sign(t)
        });
        let Body::Invite(invitation) = message.body.clone() else {
            unreachable!("an invitation was written")
        };
        Session {
            invitation,
            game,
            friend: None,
            messages: vec![message],
            shared: None,
            me,
            clock: terms.now,
            received: Arrivals::default(),
        }
    }

    /// Reads an invitation (message 0) and checks its signature.
    pub fn read_invitation(text: &str) -> Result<(Message, Invitation), Refusal> {
        let message = Message::parse(text)?;
        let Body::Invite(invitation) = &message.body else {
            return Err(Refusal::Unexpected { seq: message.seq });
        };
        if message.seq != 0 {
            return Err(Refusal::Unexpected { seq: message.seq });
        }
        if !message.signed_by(&invitation.key) {
            return Err(Refusal::NotSigned {
                seq: 0,
                by: invitation.side,
            });
        }
        let invitation = invitation.clone();
        Ok((message, invitation))
    }

    /// Accepts an invitation at `now`: this device plays the other colour.
    pub fn accept(invitation: &str, name: &str, now: u64) -> Result<Session, Refusal> {
        let (_, i) = Session::read_invitation(invitation)?;
        let me = Me {
            side: i.side.opponent(),
            identity: Identity::fresh().map_err(|_| Refusal::NotAPlayer)?,
            secret: Secret::fresh().map_err(|_| Refusal::NotAPlayer)?,
        };
        Session::accept_at(invitation, name, me, now)
    }

    /// [`Session::accept`] with given keys (tests, replays), at time 0.
    pub fn accept_with(invitation: &str, name: &str, me: Me) -> Result<Session, Refusal> {
        Session::accept_at(invitation, name, me, 0)
    }

    /// [`Session::accept_with`] at `now`.
    pub fn accept_at(invitation: &str, name: &str, me: Me, now: u64) -> Result<Session, Refusal> {
        let (first, i) = Session::read_invitation(invitation)?;
        if let Some(ahead) = ahead_of(now, first.time, i.limit) {
            return Err(Refusal::Future { seq: 0, ahead });
        }
        let mut anchors = [i.anchor; 2];
        anchors[me.side.index()] = me.secret.anchor();
        let shared = Shared::new(first.version, first.game, i.rules, i.side, anchors);
        let (shared, reveal) = shared.reveal_for(me.side, &me.secret, None)?;
        let body = Body::Accept {
            name: clean_name(name),
            key: me.identity.public(),
            anchor: me.secret.anchor(),
            reveal,
        };
        let time = now.max(first.time.unwrap_or(0));
        let accept = Message::new(
            first.version,
            1,
            first.game,
            Some(first.hash()),
            time,
            body,
            |t| me.identity.sign(t),
        );
        Ok(Session {
            game: first.game,
            friend: Some(Friend {
                name: i.name.clone(),
                key: i.key,
            }),
            invitation: i,
            messages: vec![first, accept],
            shared: Some(shared),
            me,
            clock: now,
            received: Arrivals(vec![(0, now)]),
        })
    }

    /// Sets now, by the caller's clock (Unix seconds; 0 for none: a
    /// friend's message is then not held to it).
    pub fn set_clock(&mut self, now: u64) {
        self.clock = now;
    }

    /// The time this side's next message is signed at: now, or the last
    /// message's time when this clock is behind the friend's.
    fn stamp(&self) -> u64 {
        let last = self.messages.last().and_then(|m| m.time);
        self.clock.max(last.unwrap_or(0))
    }

    pub fn game_id(&self) -> GameId {
        self.game
    }

    /// The protocol's version: the invitation's, for the whole match.
    pub fn version(&self) -> Version {
        self.messages[0].version
    }

    pub fn invitation(&self) -> &Invitation {
        &self.invitation
    }

    pub fn me(&self) -> &Me {
        &self.me
    }

    pub fn friend(&self) -> Option<&Friend> {
        self.friend.as_ref()
    }

    pub fn messages(&self) -> &[Message] {
        &self.messages
    }

    /// The last message, to send (again) when it is this side's.
    pub fn last_own_message(&self) -> Option<&Message> {
        let last = self.messages.last()?;
        (sender(self.invitation.side, last) == self.me.side).then_some(last)
    }

    /// The side that claimed the match as abandoned, if the last message
    /// is its claim: the match is over, won by that side.
    pub fn claimed(&self) -> Option<Side> {
        let last = self.messages.last()?;
        (last.body == Body::Claim).then(|| sender(self.invitation.side, last))
    }

    /// How long an answer may take (`nardy3`; none before).
    pub fn limit(&self) -> Option<u64> {
        self.invitation.limit.filter(|_| self.version().timed())
    }

    /// When the side waiting for an answer may claim the match, and which
    /// side that is: while the match is in play (`nardy3`, accepted, not
    /// over, not claimed). This side may claim at the time its own last
    /// message's time allows; the friend, as this page will judge it: not
    /// before the limit has passed since its message arrived here.
    pub fn claim_time(&self) -> Option<(Side, u64)> {
        let limit = self.limit()?;
        if self.shared.is_none() || self.duty() == Duty::Over {
            return None;
        }
        let last = self.messages.last()?;
        let by = sender(self.invitation.side, last);
        let from = last.time?;
        let from = if by == self.me.side {
            from
        } else {
            from.max(self.received.get(last.seq).unwrap_or(0))
        };
        Some((by, from.saturating_add(limit)))
    }

    pub fn shared(&self) -> Option<&Shared> {
        self.shared.as_ref()
    }

    fn knower(&self) -> Knower<'_> {
        Knower {
            side: self.me.side,
            secret: &self.me.secret,
        }
    }

    /// The match as this side sees it: what is shared, and its own rolls.
    pub fn view(&self) -> Option<Shared> {
        let mut view = self.shared.clone()?;
        view.advance(Some(self.knower())).ok()?;
        Some(view)
    }

    pub fn view_match(&self) -> Option<Match> {
        self.view().map(|v| v.match_state().clone())
    }

    pub fn duty(&self) -> Duty {
        let Some(view) = self.view() else {
            return Duty::Wait; // Invited: the friend is to accept.
        };
        let m = view.match_state();
        if (m.game().is_over() && m.winner().is_some()) || self.claimed().is_some() {
            return Duty::Over;
        }
        if self.last_own_message().is_some() {
            return Duty::Wait;
        }
        let me = self.me.side;
        match m.game().phase() {
            Phase::Move(_) if m.game().position().side_to_move() == me => Duty::Move,
            Phase::Roll(s) if *s == me && !view.declared() && view.may_double(me) => {
                Duty::DoubleOrRoll
            }
            Phase::Offered(by) if *by != me => Duty::Answer,
            _ => Duty::SendDice,
        }
    }

    /// Applies a message from the friend.
    pub fn receive(&mut self, text: &str) -> Result<Received, Refusal> {
        let message = Message::parse(text)?;
        if message.game != self.game {
            return Err(Refusal::OtherGame);
        }
        let seq = message.seq;
        if message.version != self.version() {
            return Err(Refusal::Unexpected { seq });
        }
        let have = self.messages.len() as u32;
        if seq < have {
            if self.messages[seq as usize].text() == message.text() {
                return Ok(Received::AlreadyApplied { seq });
            }
            if message.body == Body::Claim && self.is_own(seq) {
                // The friend claimed while this side's answer was on its way.
                return Err(Refusal::ClaimCrossed { seq });
            }
            if seq + 1 == have && self.claimed() == Some(self.me.side) {
                return self.withdraw_claim(text);
            }
            if self.is_own_unanswered(&message) {
                return self.replace_last(text);
            }
            return Err(self.taken_or_conflict(&message));
        }
        if seq > have {
            return Err(Refusal::Missing {
                from: have,
                got: seq,
            });
        }
        let sender = sender(self.invitation.side, &message);
        let last = self
            .messages
            .last()
            .expect("the invitation is always there");
        if message.prev != Some(hash_of(&last.text())) {
            return Err(self.taken_or_not_next(&message));
        }
        if message.time < last.time {
            return Err(Refusal::Time { seq });
        }
        if let Some(ahead) = ahead_of(self.clock, message.time, self.limit()) {
            return Err(Refusal::Future { seq, ahead });
        }
        if message.body == Body::Claim {
            self.check_claim(&message, sender)?;
            self.received.set(seq, self.clock);
            self.messages.push(message);
            return Ok(Received::Applied { seq });
        }
        let (shared, friend) = match (&message.body, &self.shared) {
            (
                Body::Accept {
                    name,
                    key,
                    anchor,
                    reveal,
                },
                None,
            ) => {
                if !message.signed_by(key) || sender == self.me.side {
                    return Err(Refusal::NotSigned { seq, by: sender });
                }
                let mut anchors = [*anchor; 2];
                anchors[self.me.side.index()] = self.me.secret.anchor();
                let fresh = Shared::new(
                    self.version(),
                    self.game,
                    self.invitation.rules,
                    self.invitation.side,
                    anchors,
                );
                let friend = Friend {
                    name: name.clone(),
                    key: *key,
                };
                (fresh.after(sender, None, *reveal)?, Some(friend))
            }
            (Body::Act { action, reveal }, Some(shared)) => {
                // This side's own message comes back to a device restored
                // from an older save: signed by this device's key, it is
                // what this side sent, and the device catches up.
                let key = if sender == self.me.side {
                    Some(self.me.identity.public())
                } else {
                    self.friend.as_ref().map(|f| f.key)
                };
                if !key.is_some_and(|k| message.signed_by(&k)) {
                    return Err(Refusal::NotSigned { seq, by: sender });
                }
                (shared.after(sender, Some(*action), *reveal)?, None)
            }
            _ => return Err(Refusal::Unexpected { seq }),
        };
        self.shared = Some(shared);
        if friend.is_some() {
            self.friend = friend;
        }
        if sender != self.me.side {
            self.received.set(seq, self.clock);
        }
        self.messages.push(message);
        Ok(Received::Applied { seq })
    }

    /// Whether message `seq` here is this device's own.
    fn is_own(&self, seq: u32) -> bool {
        self.messages
            .get(seq as usize)
            .is_some_and(|m| sender(self.invitation.side, m) == self.me.side)
    }

    /// A claim by the friend (`sender`) of the match, as the next message:
    /// the friend's own message waited the limit by the claim's times and
    /// by this page's clock since it arrived here.
    fn check_claim(&self, claim: &Message, claimant: Side) -> Result<(), Refusal> {
        let seq = claim.seq;
        let last = self
            .messages
            .last()
            .expect("the invitation is always there");
        let key = self.friend_key();
        if claimant == self.me.side || !key.is_some_and(|k| claim.signed_by(&k)) {
            return Err(Refusal::NotSigned { seq, by: claimant });
        }
        let (Some(limit), Some(from), Some(at)) = (self.limit(), last.time, claim.time) else {
            return Err(Refusal::Unexpected { seq });
        };
        // When this page lets the friend claim: the claimant must be the
        // side waiting, and the limit run since its message arrived here.
        let Some((_, due_here)) = self.claim_time().filter(|(by, _)| *by == claimant) else {
            return Err(Refusal::NotNow { action: "claim" });
        };
        let due = from.saturating_add(limit);
        if at < due || self.clock < due_here {
            return Err(Refusal::ClaimTooEarly {
                seq,
                left: due_here.max(due).saturating_sub(self.clock.min(at)),
            });
        }
        Ok(())
    }

    /// This side's claim gives way to the friend's answer `text`, which
    /// came after it: the answer is applied in the claim's place, or, if
    /// refused, the claim stands. An answer that was on its way as the
    /// claim was made comes soon after it; one that comes more than the
    /// limit after it no longer withdraws it (else a claim would never be
    /// final: a friend could answer months later and reopen the match).
    fn withdraw_claim(&mut self, text: &str) -> Result<Received, Refusal> {
        let claimed_at = self.messages.last().and_then(|m| m.time);
        if let (Some(limit), Some(at)) = (self.limit(), claimed_at) {
            if self.clock > at.saturating_add(limit) {
                let seq = self.messages.len() as u32 - 1;
                return Err(Refusal::ClaimStands { seq, limit });
            }
        }
        let claim = self.messages.pop().expect("the claim is the last message");
        match self.receive(text) {
            Ok(Received::Applied { seq }) => Ok(Received::ClaimWithdrawn { seq }),
            Ok(_) => unreachable!("a new message after the claim's removal"),
            Err(r) => {
                self.messages.push(claim);
                Err(r)
            }
        }
    }

    /// Claims the match: this side's last message went unanswered longer
    /// than the invitation's limit. Returns the claim to send.
    pub fn claim(&mut self) -> Result<&Message, Refusal> {
        let not_now = Refusal::NotNow { action: "claim" };
        let Some((by, at)) = self.claim_time() else {
            return Err(not_now);
        };
        if by != self.me.side {
            return Err(not_now);
        }
        if self.clock < at {
            return Err(Refusal::ClaimTooEarly {
                seq: self.messages.len() as u32,
                left: at - self.clock,
            });
        }
        let message = self.own_message(Body::Claim);
        self.messages.push(message);
        Ok(self.messages.last().expect("just pushed"))
    }

    /// This side's next message, signed, with `body`.
    fn own_message(&self, body: Body) -> Message {
        let seq = self.messages.len() as u32;
        let prev = self.messages.last().map(Message::hash);
        let identity = &self.me.identity;
        Message::new(
            self.version(),
            seq,
            self.game,
            prev,
            self.stamp(),
            body,
            |t| identity.sign(t),
        )
    }

    /// Whether `message` is this device's own, signed by its key, under
    /// the number of its last message, which the friend has not answered
    /// yet (later messages, the acceptance and the invitation never give
    /// way).
    fn is_own_unanswered(&self, message: &Message) -> bool {
        let seq = message.seq;
        seq >= 2
            && seq as usize + 1 == self.messages.len()
            && writer(self.invitation.side, seq) == self.me.side
            // The message held under that number is this side's own too:
            // the friend's claim, which takes this side's number, is an
            // answer no copy of this device may take back.
            && self.is_own(seq)
            && message.signed_by(&self.me.identity.public())
    }

    /// Replaces this side's last message by `text` (checked as its own).
    fn replace_last(&mut self, text: &str) -> Result<Received, Refusal> {
        let mut kept = self.to_text();
        kept.truncate(kept.rfind('\n').expect("more than the invitation"));
        let mut back = Session::from_text(&kept)?;
        back.apply_own(text)?;
        let seq = back.messages.len() as u32 - 1;
        *self = back;
        Ok(Received::Replaced { seq })
    }

    /// A message that differs from the one applied under its number: at
    /// the inviter, a second acceptance (someone's, signed by its own key)
    /// says who accepted first; anything else is a conflict.
    fn taken_or_conflict(&self, message: &Message) -> Refusal {
        let seq = message.seq;
        match (
            &message.body,
            &self.friend,
            self.me.side == self.invitation.side,
        ) {
            (Body::Accept { name, key, .. }, Some(first), true)
                if seq == 1 && message.signed_by(key) =>
            {
                Refusal::AcceptedBefore {
                    first: first.name.clone(),
                    second: name.clone(),
                }
            }
            _ => Refusal::Conflict { seq },
        }
    }

    /// A message that does not follow this side's: at the friend, the
    /// inviter's next message (signed by the invitation's key) after
    /// another acceptance means the invitation was taken.
    fn taken_or_not_next(&self, message: &Message) -> Refusal {
        let seq = message.seq;
        let friend_here = self.me.side != self.invitation.side;
        if seq == 2 && friend_here && message.signed_by(&self.invitation.key) {
            return Refusal::InvitationTaken {
                inviter: self.invitation.name.clone(),
            };
        }
        // The friend answers another message of this device's under the
        // same number (this copy was restored from an older save, and
        // played again): the one the friend holds is to be opened here.
        let own = seq - 1;
        let friends = self.friend_key().is_some_and(|k| message.signed_by(&k));
        if own >= 2 && writer(self.invitation.side, own) == self.me.side && friends {
            return Refusal::OwnDiffers { seq: own };
        }
        Refusal::NotNext { seq }
    }

    /// The friend's public key: the inviter's, or the acceptance's once
    /// it came.
    pub(crate) fn friend_key(&self) -> Option<PublicKey> {
        if self.me.side == self.invitation.side {
            self.friend.as_ref().map(|f| f.key)
        } else {
            Some(self.invitation.key)
        }
    }

    /// The game's check code (`check_code`), once both keys are known.
    pub fn check_code(&self) -> Option<String> {
        let friend_key = if self.me.side == self.invitation.side {
            self.friend.as_ref()?.key
        } else {
            self.me.identity.public()
        };
        Some(crate::check::check_code(
            &self.game,
            &self.invitation.key,
            &friend_key,
        ))
    }

    /// This side's action; returns the message to send.
    pub fn send(&mut self, action: Action) -> Result<&Message, Refusal> {
        let shared = self.shared.as_ref().ok_or(Refusal::NotNow {
            action: action.kind(),
        })?;
        if self.last_own_message().is_some() || self.claimed().is_some() {
            return Err(Refusal::NotNow {
                action: action.kind(),
            });
        }
        let (shared, reveal) = shared.reveal_for(self.me.side, &self.me.secret, Some(action))?;
        let message = self.own_message(Body::Act { action, reveal });
        self.shared = Some(shared);
        self.messages.push(message);
        Ok(self.messages.last().expect("just pushed"))
    }

    /// Plays `turn` with this side's roll; with `then_roll`, this side will
    /// roll at its next turn without doubling (see [`Action::Move`]).
    pub fn send_turn(&mut self, turn: Turn, then_roll: bool) -> Result<&Message, Refusal> {
        let view = self
            .view_match()
            .ok_or(Refusal::NotNow { action: "move" })?;
        let dice = match view.game().phase() {
            Phase::Move(b) => b.dice(),
            _ => return Err(Refusal::NotNow { action: "move" }),
        };
        self.send(Action::Move {
            dice,
            turn,
            then_roll,
        })
    }

    /// The whole session as text, for the device's own save: this side's
    /// colour and secrets, then every message, one per line.
    pub fn to_text(&self) -> String {
        let mut lines = vec![format!(
            "remote1 {} {} {}",
            self.me.side.letter(),
            self.me.identity.to_text(),
            self.me.secret.to_text()
        )];
        // A friend's message with when it arrived (`nardy3`): a line once
        // written never changes, so a save only ever grows.
        let timed = self.version().timed();
        lines.extend(self.messages.iter().map(
            |m| match self.received.get(m.seq).filter(|_| timed) {
                Some(at) => format!("{} {at}", m.text()),
                None => m.text(),
            },
        ));
        lines.join("\n")
    }

    /// Reads [`Session::to_text`] back, checking every message again.
    pub fn from_text(text: &str) -> Result<Session, Refusal> {
        let mut lines = text.lines();
        let bad = || Refusal::Unexpected { seq: 0 };
        let head: Vec<&str> = lines.next().ok_or_else(bad)?.split(' ').collect();
        let [tag, side, identity, secret] = head[..] else {
            return Err(bad());
        };
        if tag != "remote1" {
            return Err(bad());
        }
        let me = Me {
            side: Side::from_letter(side).ok_or_else(bad)?,
            identity: Identity::from_text(identity).ok_or_else(bad)?,
            secret: Secret::from_text(secret).ok_or_else(bad)?,
        };
        // A message's line, and when it arrived if it is the friend's.
        let split = |line: &str| -> Result<(String, Option<u64>), Refusal> {
            Ok(match line.split_once(' ') {
                Some((text, at)) => (text.into(), Some(at.parse().map_err(|_| bad())?)),
                None => (line.into(), None),
            })
        };
        let (invitation, invited_at) = split(lines.next().ok_or_else(bad)?)?;
        let (first, i) = Session::read_invitation(&invitation)?;
        let inviting = i.side == me.side;
        if inviting && (i.key != me.identity.public() || i.anchor != me.secret.anchor()) {
            return Err(Refusal::NotSigned {
                seq: 0,
                by: me.side,
            });
        }
        let friend = (!inviting).then(|| Friend {
            name: i.name.clone(),
            key: i.key,
        });
        let mut session = Session {
            game: first.game,
            invitation: i,
            friend,
            messages: vec![first],
            shared: None,
            me,
            // Each message was checked when it came; a claim's wait
            // against this clock too.
            clock: u64::MAX,
            received: Arrivals(invited_at.map(|at| (0, at)).into_iter().collect()),
        };
        for line in lines {
            let (text, arrived) = split(line)?;
            let m = Message::parse(&text)?;
            if sender(session.invitation.side, &m) == session.me.side {
                session.apply_own(&text)?;
            } else {
                session.receive(&text)?;
                session.received.remove(m.seq);
            }
            if let Some(at) = arrived {
                session.received.set(m.seq, at);
            }
        }
        session.clock = 0;
        Ok(session)
    }

    /// Re-applies one of this side's own messages from its save.
    fn apply_own(&mut self, text: &str) -> Result<(), Refusal> {
        let message = Message::parse(text)?;
        let seq = self.messages.len() as u32;
        if message.seq != seq
            || message.version != self.version()
            || message.game != self.game
            || message.prev != self.messages.last().map(Message::hash)
            || !message.signed_by(&self.me.identity.public())
        {
            return Err(Refusal::NotSigned {
                seq,
                by: self.me.side,
            });
        }
        let shared = match (&message.body, &self.shared) {
            (Body::Accept { anchor, reveal, .. }, None) => {
                let mut anchors = [self.invitation.anchor; 2];
                anchors[self.me.side.index()] = *anchor;
                Shared::new(
                    self.version(),
                    self.game,
                    self.invitation.rules,
                    self.invitation.side,
                    anchors,
                )
                .after(self.me.side, None, *reveal)?
            }
            (Body::Act { action, reveal }, Some(s)) => {
                s.after(self.me.side, Some(*action), *reveal)?
            }
            (Body::Claim, Some(s)) if self.version().timed() => s.clone(),
            _ => return Err(Refusal::Unexpected { seq }),
        };
        self.shared = Some(shared);
        self.messages.push(message);
        Ok(())
    }
}

impl Me {
    /// A side with given secrets (tests and replays; a real side draws
    /// them with [`Session::invite`] or [`Session::accept`]).
    pub fn from_seeds(side: Side, identity: [u8; 32], secret: [u8; 32]) -> Me {
        Me {
            side,
            identity: Identity::from_bytes(identity),
            secret: Secret::from_bytes(secret),
        }
    }

    pub(crate) fn identity(&self) -> &Identity {
        &self.identity
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_message_may_be_dated_ahead_by_half_an_hour_or_the_time_to_answer() {
        let now = 1_796_083_200;
        let day = Some(86_400);
        assert_eq!(ahead_of(now, Some(now + 1_800), day), None);
        assert_eq!(ahead_of(now, Some(now + 1_801), day), Some(1_801));
        // A game played live with ten minutes to answer: ten minutes.
        assert_eq!(ahead_of(now, Some(now + 600), Some(600)), None);
        assert_eq!(ahead_of(now, Some(now + 601), Some(600)), Some(601));
        // Games before nardy3 carry no times; no clock told holds nothing.
        assert_eq!(ahead_of(now, None, day), None);
        assert_eq!(ahead_of(0, Some(u64::MAX), day), None);
        assert_eq!(ahead_of(now, Some(u64::MAX), None), Some(u64::MAX - now));
    }
}

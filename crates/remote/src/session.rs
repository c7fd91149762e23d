//! One side's remote match: the messages so far, what they prove
//! ([`Shared`]), and this device's keys. It makes this side's messages
//! and checks the friend's: a message is applied once, in order, only
//! when signed by the side that writes it and allowed by the rules and the
//! dice protocol; anything else is refused and changes nothing.

use crate::chain::Secret;
use crate::code::clean_name;
use crate::keys::{Identity, PublicKey};
use crate::message::{hash_of, Action, Body, Invitation, Message, Version};
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
    /// A new invitation to a match under `rules`, the inviter playing `side`.
    pub fn invite(rules: Rules, side: Side, name: &str) -> Result<Session, getrandom::Error> {
        let me = Me {
            side,
            identity: Identity::fresh()?,
            secret: Secret::fresh()?,
        };
        Ok(Session::invite_with(rules, name, me, fresh_game_id()?))
    }

    /// [`Session::invite`] with given keys and game id (tests, replays).
    pub fn invite_with(rules: Rules, name: &str, me: Me, game: GameId) -> Session {
        Session::invite_in(Version::NEWEST, rules, name, me, game)
    }

    /// [`Session::invite_with`] in a given version of the protocol (tests
    /// of the games that older pages began).
    pub fn invite_in(version: Version, rules: Rules, name: &str, me: Me, game: GameId) -> Session {
        let invitation = Invitation {
            rules,
            side: me.side,
            name: clean_name(name),
            key: me.identity.public(),
            anchor: me.secret.anchor(),
        };
        let invite = Body::Invite(invitation.clone());
        let message = Message::new(version, 0, game, None, invite, |t| me.identity.sign(t));
        Session {
            invitation,
            game,
            friend: None,
            messages: vec![message],
            shared: None,
            me,
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

    /// Accepts an invitation: this device plays the other colour.
    pub fn accept(invitation: &str, name: &str) -> Result<Session, Refusal> {
        let (_, i) = Session::read_invitation(invitation)?;
        let me = Me {
            side: i.side.opponent(),
            identity: Identity::fresh().map_err(|_| Refusal::NotAPlayer)?,
            secret: Secret::fresh().map_err(|_| Refusal::NotAPlayer)?,
        };
        Session::accept_with(invitation, name, me)
    }

    /// [`Session::accept`] with given keys (tests, replays).
    pub fn accept_with(invitation: &str, name: &str, me: Me) -> Result<Session, Refusal> {
        let (first, i) = Session::read_invitation(invitation)?;
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
        let accept = Message::new(
            first.version,
            1,
            first.game,
            Some(first.hash()),
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
        })
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
        (writer(self.invitation.side, last.seq) == self.me.side).then_some(last)
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
        if m.game().is_over() && m.winner().is_some() {
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
        let sender = writer(self.invitation.side, seq);
        let last = self
            .messages
            .last()
            .expect("the invitation is always there");
        if message.prev != Some(hash_of(&last.text())) {
            return Err(self.taken_or_not_next(&message));
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
        self.messages.push(message);
        Ok(Received::Applied { seq })
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
        if self.last_own_message().is_some() {
            return Err(Refusal::NotNow {
                action: action.kind(),
            });
        }
        let (shared, reveal) = shared.reveal_for(self.me.side, &self.me.secret, Some(action))?;
        let seq = self.messages.len() as u32;
        let prev = self.messages.last().map(Message::hash);
        let body = Body::Act { action, reveal };
        let identity = &self.me.identity;
        let version = self.version();
        let message = Message::new(version, seq, self.game, prev, body, |t| identity.sign(t));
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
        lines.extend(self.messages.iter().map(Message::text));
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
        let (first, i) = Session::read_invitation(lines.next().ok_or_else(bad)?)?;
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
        };
        for line in lines {
            let seq = session.messages.len() as u32;
            if writer(session.invitation.side, seq) == session.me.side {
                session.apply_own(line)?;
            } else {
                session.receive(line)?;
            }
        }
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

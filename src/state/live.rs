//! Live play with a friend: the direct connection's state as the page
//! shows it. The connection is the browser's (`platform/live.rs`); what it
//! carries are the link game's own signed messages, read as links are, so
//! a message that came both ways is applied once. Nothing goes over it,
//! and it is not called connected, until the other page has proved it
//! holds the friend's key of the game.

use nardy_protocol::{Fingerprints, RemoteAsk};

/// How the two pages are connected (`data-connection`).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Connection {
    /// Links only.
    #[default]
    None,
    /// This side's half is in the link; the friend's is to come back.
    Connecting,
    /// The channel is open: each page shows the other it holds its key of
    /// the game (`nardy_remote`'s live proof) before anything else goes.
    Checking,
    /// Messages arrive at once.
    Live,
    /// The connection dropped or could not be made: links go on.
    Lost,
    /// The page that answered could not prove it is the friend's: dropped.
    Unproven,
}

impl Connection {
    pub fn code(self) -> &'static str {
        match self {
            Connection::None => "none",
            Connection::Connecting => "connecting",
            Connection::Checking => "checking",
            Connection::Live => "live",
            Connection::Lost => "lost",
            Connection::Unproven => "unproven",
        }
    }
}

/// What the browser's connection reports (`Action::Live`).
#[derive(Clone, Debug, PartialEq)]
pub enum LiveNews {
    /// This side's half of a connection (an offer or an answer, as a
    /// link's `live=` part) is ready to go with the link.
    Half(String),
    /// The friend's offer came in a link (`live=o~…`) for game `game`:
    /// kept until the person accepts the invitation it came with, or
    /// clicks *Connect live*. Answering it at once would let any link
    /// drop the connection in place and make the browser probe the
    /// addresses it names.
    Offered { game: String, half: String },
    /// The channel is open, between the certificates of these
    /// fingerprints (the browsers' DTLS handshake checked them).
    Open(Fingerprints),
    /// The other page's proof came over the channel (`proof <proof>`).
    Proof(String),
    /// The route the connected pages took: through a TURN relay, or direct.
    Route { relayed: bool },
    /// The channel closed or failed.
    Closed,
    /// A message came over the channel: the table's game's (the
    /// connection closes when another game takes the table).
    Message(String),
}

/// The connection as the page shows it (the build with the remote game;
/// the first build's is the empty [`Live`] below).
#[cfg(any(test, feature = "remote"))]
#[derive(Clone, Debug, Default)]
pub struct Live {
    connection: Connection,
    half: Option<String>,
    /// The friend's last offer not yet answered: its game and half.
    offered: Option<(String, String)>,
    /// The open channel's certificates, while it is checked.
    fingerprints: Option<Fingerprints>,
    /// This side's proof, once the worker signed it.
    mine: Option<String>,
    /// The other page's proof, to check.
    theirs: Option<String>,
    /// The connected pages' route goes through a relay.
    relayed: bool,
}

#[cfg(any(test, feature = "remote"))]
impl Live {
    pub fn connection(&self) -> Connection {
        self.connection
    }

    /// This side's half of the connection, for the link (`live=`).
    pub fn half(&self) -> Option<&str> {
        self.half.as_deref()
    }

    /// Whether the connected pages' route goes through a relay.
    pub fn relayed(&self) -> bool {
        self.relayed
    }

    /// The question the proof of the open channel needs of the worker, on
    /// the game's `session`: this side's proof, then the check of the
    /// other's once it came.
    pub fn ask(&self, session: &str) -> Option<RemoteAsk> {
        if self.connection != Connection::Checking {
            return None;
        }
        let fingerprints = self.fingerprints.clone()?;
        let session = session.to_string();
        match (&self.mine, &self.theirs) {
            (None, _) => Some(RemoteAsk::Prove {
                session,
                fingerprints,
            }),
            (Some(_), Some(proof)) => Some(RemoteAsk::CheckProof {
                session,
                fingerprints,
                proof: proof.clone(),
            }),
            (Some(_), None) => None,
        }
    }

    /// This side's proof, signed: it goes over the channel (true), unless
    /// the connection it was signed for has since given way to another.
    pub fn signed(&mut self, proof: String) -> bool {
        let checking = self.connection == Connection::Checking;
        if checking {
            self.mine = Some(proof);
        }
        checking
    }

    /// The other page's proof is the friend's, or not: true when that
    /// settles the connection being checked (a verdict that comes after
    /// *Connect live* started another settles nothing).
    pub fn checked(&mut self, friends: bool) -> bool {
        let checking = self.connection == Connection::Checking;
        if checking {
            self.fingerprints = None;
            self.connection = if friends {
                Connection::Live
            } else {
                Connection::Unproven
            };
        }
        checking
    }

    /// *Connect live* starts a new connection: the one being checked, if
    /// any, is no longer this page's (its verdict will settle nothing).
    pub fn restart(&mut self) {
        *self = Live {
            connection: Connection::Connecting,
            offered: self.offered.take(),
            ..Live::default()
        };
    }

    /// The friend's offer for `game`, if one waits for the person's click.
    pub fn offered(&self, game: &str) -> Option<&str> {
        match &self.offered {
            Some((g, half)) if g == game => Some(half),
            _ => None,
        }
    }

    /// The friend's offer for `game`, taken to be answered.
    pub fn take_offered(&mut self, game: &str) -> Option<String> {
        self.offered(game)?;
        self.offered.take().map(|(_, half)| half)
    }

    /// Applies the connection's news; a message is for the caller to read.
    pub fn hear(&mut self, news: &LiveNews) {
        match news {
            LiveNews::Offered { game, half } => self.offered = Some((game.clone(), half.clone())),
            LiveNews::Half(half) => {
                self.half = Some(half.clone());
                self.connection = Connection::Connecting;
            }
            LiveNews::Open(fingerprints) => {
                *self = Live {
                    connection: Connection::Checking,
                    fingerprints: Some(fingerprints.clone()),
                    offered: self.offered.take(),
                    ..Live::default()
                };
            }
            // One proof a connection: a page that sends another (a stream
            // of them) would keep the check, and the worker, busy for good.
            LiveNews::Proof(proof)
                if self.connection == Connection::Checking && self.theirs.is_none() =>
            {
                self.theirs = Some(proof.clone());
            }
            LiveNews::Proof(_) => {}
            LiveNews::Route { relayed } => self.relayed = *relayed,
            LiveNews::Closed => {
                self.half = None;
                self.fingerprints = None;
                if self.connection != Connection::Unproven {
                    self.connection = Connection::Lost;
                }
            }
            // A message is for the caller to read.
            LiveNews::Message(_) => {}
        }
    }
}

/// The first build has no remote game (`REMOTE`): a room of nothing, so
/// the first load carries none of the connection's code.
#[cfg(not(any(test, feature = "remote")))]
#[derive(Clone, Debug, Default)]
pub struct Live;

#[cfg(not(any(test, feature = "remote")))]
impl Live {
    pub fn connection(&self) -> Connection {
        Connection::None
    }

    pub fn half(&self) -> Option<&str> {
        None
    }

    pub fn relayed(&self) -> bool {
        false
    }

    pub fn offered(&self, _: &str) -> Option<&str> {
        None
    }

    pub fn take_offered(&mut self, _: &str) -> Option<String> {
        None
    }

    pub fn ask(&self, _: &str) -> Option<RemoteAsk> {
        None
    }

    pub fn signed(&mut self, _: String) -> bool {
        false
    }

    pub fn checked(&mut self, _: bool) -> bool {
        false
    }

    pub fn restart(&mut self) {}

    pub fn hear(&mut self, _: &LiveNews) {}
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_connection_follows_its_news() {
        let mut live = Live::default();
        assert_eq!(live.connection(), Connection::None);
        live.hear(&LiveNews::Half("o~g~x".into()));
        assert_eq!(
            (live.connection(), live.half()),
            (Connection::Connecting, Some("o~g~x"))
        );
        let fingerprints = Fingerprints {
            offer: "sha-256/0A".into(),
            answer: "sha-256/1B".into(),
        };
        live.hear(&LiveNews::Open(fingerprints));
        assert_eq!(
            (live.connection(), live.half()),
            (Connection::Checking, None)
        );
        assert!(matches!(live.ask("s"), Some(RemoteAsk::Prove { .. })));
        live.signed("mine".into());
        assert_eq!(live.ask("s"), None, "the other's proof is to come");
        live.hear(&LiveNews::Proof("theirs".into()));
        assert!(
            matches!(live.ask("s"), Some(RemoteAsk::CheckProof { proof, .. }) if proof == "theirs")
        );
        // One proof a connection: another does not replace the question.
        live.hear(&LiveNews::Proof("another".into()));
        assert!(
            matches!(live.ask("s"), Some(RemoteAsk::CheckProof { proof, .. }) if proof == "theirs")
        );
        live.checked(true);
        assert_eq!((live.connection(), live.ask("s")), (Connection::Live, None));
        live.hear(&LiveNews::Closed);
        assert_eq!(live.connection(), Connection::Lost);
    }

    #[test]
    fn a_verdict_that_comes_after_connect_live_settles_nothing() {
        // The other page's proof is with the worker when the person clicks
        // Connect live: the verdict, when it comes, was for the connection
        // given up, and the new one must prove itself afresh.
        let mut live = Live::default();
        live.hear(&LiveNews::Open(Fingerprints {
            offer: "sha-256/0A".into(),
            answer: "sha-256/1B".into(),
        }));
        live.signed("mine".into());
        live.hear(&LiveNews::Proof("theirs".into()));
        live.restart();
        assert_eq!(live.connection(), Connection::Connecting);
        assert!(!live.checked(true), "the old verdict settles nothing");
        assert!(!live.signed("late".into()));
        assert_eq!(
            (live.connection(), live.ask("s")),
            (Connection::Connecting, None)
        );
    }
}

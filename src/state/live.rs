//! Live play with a friend: the direct connection's state as the page
//! shows it. The connection is the browser's (`platform/live.rs`); what it
//! carries are the link game's own signed messages, read as links are, so
//! a message that came both ways is applied once.

/// How the two pages are connected (`data-connection`).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Connection {
    /// Links only.
    #[default]
    None,
    /// This side's half is in the link; the friend's is to come back.
    Connecting,
    /// Messages arrive at once.
    Live,
    /// The connection dropped or could not be made: links go on.
    Lost,
}

impl Connection {
    pub fn code(self) -> &'static str {
        match self {
            Connection::None => "none",
            Connection::Connecting => "connecting",
            Connection::Live => "live",
            Connection::Lost => "lost",
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
    /// The channel is open.
    Open,
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
            LiveNews::Open => {
                self.half = None;
                self.connection = Connection::Live;
            }
            LiveNews::Closed => {
                self.half = None;
                self.connection = Connection::Lost;
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

    pub fn offered(&self, _: &str) -> Option<&str> {
        None
    }

    pub fn take_offered(&mut self, _: &str) -> Option<String> {
        None
    }

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
        live.hear(&LiveNews::Open);
        assert_eq!((live.connection(), live.half()), (Connection::Live, None));
        live.hear(&LiveNews::Closed);
        assert_eq!(live.connection(), Connection::Lost);
    }
}

//! Issue 50, point 1: whoever learns a roll first, the opening included,
//! has already signed the message that binds it to the game from there.
//! In `nardy1` the inviter learned the opening from the acceptance alone,
//! before sending anything after its invitation, and could walk away and
//! invite again (or keep the acceptance it liked) until it liked it.

mod common;

use common::{pair, play_out, seeds};
use nardy_engine::{parse_record, write_record, Phase, Rules, Side};
use nardy_remote::{remote_headers, verify_remote_record, Me, RemoteCheck, Session};

fn knows_opening(s: &Session) -> bool {
    let view = s.view_match().expect("accepted");
    !matches!(view.game().phase(), Phase::Opening)
}

/// Re-inviting the same friend sixty times, the inviter looks at each
/// acceptance for who starts (and with what roll).
#[test]
fn the_inviter_learns_nothing_from_an_acceptance() {
    let tries = 60;
    let (mut known, mut starts) = (0, 0);
    for n in 0..tries {
        let (anna, _boris) = pair(Rules::default(), Side::White, 5_000 + n);
        if knows_opening(&anna) {
            known += 1;
            let view = anna.view_match().unwrap();
            starts += usize::from(view.game().first_mover() == Some(Side::White));
        }
    }
    println!(
        "from the acceptance alone the inviter knew the opening in {known} of {tries} tries \
         (\"I start\" in {starts})"
    );
    assert_eq!(
        known, 0,
        "the inviter learns the opening before it is bound"
    );
}

/// One invitation, ten acceptances (the friend's and others'): the inviter
/// learns nothing from any of them; the message that lets the friend learn
/// the opening is signed after one acceptance and follows only it; and the
/// friend learns it only after its own signed acceptance.
#[test]
fn of_several_acceptances_none_tells_the_inviter_anything() {
    let (ai, asec) = seeds(77, 1);
    let anna = Session::invite_with(
        Rules::default(),
        "Anna",
        Me::from_seeds(Side::Black, ai, asec),
        [7; 16],
    );
    let invitation = anna.messages()[0].text();
    let accepted: Vec<Session> = (0..10u8)
        .map(|who| {
            let (bi, bsec) = seeds(77, 10 + who);
            let friend =
                Session::accept_with(&invitation, "B", Me::from_seeds(Side::White, bi, bsec));
            let friend = friend.unwrap();
            assert!(
                !knows_opening(&friend),
                "the friend learns nothing from its own acceptance"
            );
            friend
        })
        .collect();
    for friend in &accepted {
        let mut inviter = anna.clone();
        inviter.receive(&friend.messages()[1].text()).unwrap();
        assert!(!knows_opening(&inviter));
    }
    // The inviter goes on with the first acceptance: its next message binds
    // it to that one; the friend learns the opening from it.
    let mut inviter = anna.clone();
    let mut boris = accepted[0].clone();
    inviter.receive(&boris.messages()[1].text()).unwrap();
    let bound = inviter.send(nardy_remote::Action::Dice).unwrap().text();
    assert!(
        !knows_opening(&inviter),
        "the inviter still waits for the friend's part"
    );
    for other in &accepted[1..] {
        assert!(
            other.clone().receive(&bound).is_err(),
            "message 2 follows one acceptance only"
        );
    }
    boris.receive(&bound).unwrap();
    assert!(knows_opening(&boris));
    let sent = play_out(&mut inviter, &mut boris, 77, 20_000);
    assert!(sent.len() > 20);
}

/// Games that `nardy1` pages began (kept on a device, or in records) still
/// play on and verify by their own rule.
#[test]
fn a_nardy1_match_still_plays_and_verifies() {
    use nardy_remote::Version;
    let (ai, asec) = seeds(91, 1);
    let (bi, bsec) = seeds(91, 2);
    let me = Me::from_seeds(Side::White, ai, asec);
    let mut anna = Session::invite_in(Version::V1, Rules::default(), "Anna", me, [9; 16]);
    let invitation = anna.messages()[0].text();
    assert!(invitation.starts_with("nardy1.0."));
    let boris = Session::accept_with(&invitation, "Boris", Me::from_seeds(Side::Black, bi, bsec));
    let mut boris = boris.unwrap();
    anna.receive(&boris.messages()[1].text()).unwrap();
    assert!(
        knows_opening(&anna),
        "nardy1: the inviter learns from the acceptance"
    );
    play_out(&mut anna, &mut boris, 91, 20_000);
    let again = Session::from_text(&anna.to_text()).unwrap();
    let record = write_record(&again.view_match().unwrap(), &remote_headers(&again));
    let checks = verify_remote_record(&parse_record(&record).unwrap()).unwrap();
    assert!(
        checks.iter().all(|c| *c == RemoteCheck::Verified),
        "{checks:?}"
    );
    let moves = nardy_remote::check_moves(&parse_record(&record).unwrap());
    assert!(matches!(moves, Some(Ok(n)) if n > 20), "{moves:?}");
}

/// The record says its protocol (`Remote protocol: nardy3`), which decides
/// the first game's learner: taken away or changed, the record's moves no
/// longer check against its messages.
#[test]
fn a_record_names_its_protocol_and_a_changed_one_is_caught() {
    let (mut anna, mut boris) = pair(Rules::default(), Side::White, 93);
    play_out(&mut anna, &mut boris, 93, 20_000);
    let record = write_record(&anna.view_match().unwrap(), &remote_headers(&anna));
    assert!(record.contains("\nRemote protocol: nardy3\n"), "{record}");
    let check = |text: &str| nardy_remote::check_moves(&parse_record(text).unwrap());
    assert!(matches!(check(&record), Some(Ok(_))));
    for changed in [
        record.replace("Remote protocol: nardy3\n", ""),
        record.replace("Remote protocol: nardy3", "Remote protocol: nardy1"),
        record.replace("Remote protocol: nardy3", "Remote protocol: nardy2"),
    ] {
        let why = check(&changed).unwrap().unwrap_err().to_string();
        assert!(why.contains("Remote protocol"), "{why}");
    }
}

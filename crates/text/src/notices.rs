//! The notices: saves that could not be read, matches kept aside, links.

use crate::lang::Lang;

/// The end of a notice when older kept saves made room for a new one.
fn dropped_saves(lang: Lang, dropped: usize) -> String {
    match (lang, dropped) {
        (_, 0) => String::new(),
        (Lang::En, 1) => " To make room, the oldest save kept before was removed.".into(),
        (Lang::En, n) => format!(" To make room, the {n} oldest saves kept before were removed."),
        (Lang::Ru, 1) => {
            " Чтобы хватило места, самое старое из отложенных сохранений удалено.".into()
        }
        (Lang::Ru, n) => {
            format!(" Чтобы хватило места, удалены самые старые отложенные сохранения ({n}).")
        }
    }
}

/// The notice after a saved game could not be read and was kept aside.
pub fn save_unreadable(lang: Lang, why: &str, key: &str, dropped: usize) -> String {
    let tail = dropped_saves(lang, dropped);
    match lang {
        Lang::En => format!(
            "The saved game could not be read ({why}), so a new game has started. The old save is kept in this browser's storage under \"{key}\".{tail}"
        ),
        Lang::Ru => format!(
            "Сохранённую партию не удалось прочитать ({why}), поэтому началась новая. Старое сохранение оставлено в хранилище браузера под ключом «{key}».{tail}"
        ),
    }
}

/// The notice after a saved game could not be read and there was no room
/// to keep a copy: it stays, and the new game is not saved over it.
pub fn save_left_in_place(lang: Lang, why: &str, key: &str) -> String {
    match lang {
        Lang::En => format!(
            "The saved game could not be read ({why}), and this browser's storage has no room for a copy of it. It is left where it is, under \"{key}\", and this new game will not be saved over it: download it as a file, then let it go here, or free some room (site data in the browser's settings)."
        ),
        Lang::Ru => format!(
            "Сохранённую партию не удалось прочитать ({why}), а в хранилище браузера нет места для её копии. Она оставлена на своём месте, под ключом «{key}», и новая партия не будет сохраняться поверх неё: скачайте её файлом, а потом удалите здесь, или освободите место (данные сайтов в настройках браузера)."
        ),
    }
}

/// The notice after the address asked for another game than the saved one.
pub fn save_replaced(lang: Lang, key: &str, dropped: usize) -> String {
    let tail = dropped_saves(lang, dropped);
    match lang {
        Lang::En => format!(
            "The address asked for a new game. The game you were playing is kept in this browser's storage under \"{key}\".{tail}"
        ),
        Lang::Ru => format!(
            "Адрес страницы задаёт новую партию. Партия, которую вы играли, сохранена в хранилище браузера под ключом «{key}».{tail}"
        ),
    }
}

/// The match replaced by "play on" or an import: kept aside, or not.
pub fn set_aside(lang: Lang, kept: bool, dropped: usize) -> String {
    let tail = dropped_saves(lang, dropped);
    match (lang, kept) {
        (Lang::En, true) => format!(
            "The match you were looking at is kept: open it again from “Game record”, under “Kept matches”.{tail}"
        ),
        (Lang::Ru, true) => format!(
            "Прежний матч сохранён: его можно снова открыть в окне «Запись партии», в разделе «Отложенные матчи».{tail}"
        ),
        (Lang::En, false) => "The match you were looking at could not be kept: this browser's storage is full.".into(),
        (Lang::Ru, false) => "Прежний матч не удалось сохранить: хранилище браузера заполнено.".into(),
    }
}

/// A kept match in the record dialog: its score, where it stands and when
/// it was saved.
pub fn kept_summary(lang: Lang, m: &nardy_engine::Match, saved_at: &str) -> String {
    let [w, b] = m.score();
    let game = m.played_games().len() + 1;
    let turns = m.game().history().len();
    match lang {
        Lang::En => format!("White {w} – Black {b} · game {game}, turn {turns} · {saved_at}"),
        Lang::Ru => format!("Белые {w} – Чёрные {b} · партия {game}, ход {turns} · {saved_at}"),
    }
}

/// A link whose position could not be opened.
/// `why`: what is wrong with it, in the same language.
pub fn bad_link(lang: Lang, why: &str) -> String {
    match lang {
        Lang::En => format!("The link's position cannot be opened: {why}. Your game goes on."),
        Lang::Ru => format!("Позицию из ссылки открыть нельзя: {why}. Ваша партия продолжается."),
    }
}

/// A position's (or a finished game's) link, copied (or to copy by hand).
pub fn link_copied(lang: Lang, link: &str, record: bool) -> String {
    match (lang, record) {
        (Lang::En, false) => format!("A link to this position is copied: {link}"),
        (Lang::Ru, false) => format!("Ссылка на эту позицию скопирована: {link}"),
        (Lang::En, true) => format!("A link to this game's record is copied: {link}"),
        (Lang::Ru, true) => format!("Ссылка на запись этой партии скопирована: {link}"),
    }
}

/// A finished game's record, too long for a link.
pub fn record_downloaded(lang: Lang) -> String {
    match lang {
        Lang::En => {
            "The game's record is too long for a link: it is downloaded as a file to send.".into()
        }
        Lang::Ru => {
            "Запись партии слишком длинна для ссылки: она скачана файлом, чтобы её отправить."
                .into()
        }
    }
}

/// A link's record that cannot be read.
/// `why`: the record's error in words ("Line 7: …").
pub fn bad_record_link(lang: Lang, why: &str) -> String {
    match lang {
        Lang::En => format!("The link's game record cannot be opened: {why}. Your game goes on."),
        Lang::Ru => {
            format!("Запись партии из ссылки открыть нельзя: {why}. Ваша партия продолжается.")
        }
    }
}

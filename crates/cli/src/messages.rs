//! `nardy messages DIR`: each language's messages, compiled from
//! `crates/text/locales` when this program was built, written as
//! `DIR/<code>.msgs` (the page's first words), `DIR/<code>.later.msgs`
//! (its dialogs' and notices') and `DIR/<code>.screens.msgs` (the workers'
//! screens'). The build (scripts/pwa-build.mjs) names them by their
//! content hash; the page fetches the chosen language's first file only.

use nardy_text::Lang;
use std::path::Path;

pub fn run(dir: &Path) -> Result<(), String> {
    std::fs::create_dir_all(dir).map_err(|e| format!("{}: {e}", dir.display()))?;
    for lang in Lang::ALL {
        let [page, later, screens] = nardy_text::compiled(lang)[..] else {
            return Err(format!("no messages for {}", lang.code()));
        };
        for (name, text) in [
            ("msgs", page),
            ("later.msgs", later),
            ("screens.msgs", screens),
        ] {
            let path = dir.join(format!("{}.{name}", lang.code()));
            std::fs::write(&path, text).map_err(|e| format!("{}: {e}", path.display()))?;
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    #[test]
    fn every_language_is_written_and_loads_back() {
        let dir = std::env::temp_dir().join(format!("nardy-messages-{}", std::process::id()));
        super::run(&dir).unwrap();
        for lang in nardy_text::Lang::ALL {
            for name in ["msgs", "later.msgs", "screens.msgs"] {
                let path = dir.join(format!("{}.{name}", lang.code()));
                let text = std::fs::read_to_string(path).unwrap();
                assert_eq!(nardy_text::load(lang, &text), Ok(()));
            }
            assert!(nardy_text::load(lang, "only one message").is_err());
        }
        let _ = std::fs::remove_dir_all(dir);
    }
}

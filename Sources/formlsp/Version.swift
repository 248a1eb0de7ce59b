/// formlsp's version, written here and nowhere else: `formlsp --version` prints it, and `make release`
/// (archive and artifact bundle names, `info.json`), the GitHub Action's cache key and the tests of the
/// README's pins and the Homebrew formula read it from this line.
let formlspVersion = "0.1.0"

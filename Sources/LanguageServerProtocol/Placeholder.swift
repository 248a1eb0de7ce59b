// LanguageServerProtocol

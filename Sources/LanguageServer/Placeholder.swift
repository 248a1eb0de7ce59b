// LanguageServer

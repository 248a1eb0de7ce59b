// Checker
